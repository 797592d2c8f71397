import { useEffect } from 'react';
import { createFormat, type Format } from '../lib/format.ts';
import { textCollator } from '../lib/textOrder.ts';
import { whenIdle } from '../lib/whenIdle.ts';
import type { Translate } from '../messages/translate.ts';
import { useConsole } from './context.ts';

// One format per console's messages (made with its locale): the sign-in pages never load this.
const formats = new WeakMap<Translate, Format>();

/** Dates, times, durations and numbers in the console's locale. */
export function useFormat(): Format {
  const { locale, t } = useConsole();
  let format = formats.get(t);
  if (!format) {
    format = createFormat(locale, t);
    formats.set(t, format);
  }
  return format;
}

/** A formatter's first use loads its locale's data (10-20 ms each): done while the browser is
 *  idle (waiting for a page's code or data), not when a page's first rows are drawn. One at a
 *  time, so that rows which arrive meanwhile wait for one at most. (In US English, numbers,
 *  dates and durations need no formatter, nor do ASCII names a collator: lib/format.ts,
 *  lib/textOrder.ts; the collator is still made for the names that do.) */
export function useWarmFormat() {
  const format = useFormat();
  useEffect(() => {
    const warmUps = [
      () => format.number(1),
      () => textCollator(),
      () => format.dateTime(new Date()),
      () => format.duration(1500),
    ];
    let cancel = () => {};
    const next = () => {
      const warm = warmUps.shift();
      if (!warm) return;
      cancel = whenIdle(() => {
        warm();
        next();
      });
    };
    next();
    return () => cancel();
  }, [format]);
}
