import { useEffect, useState } from 'react';
import { afterFirstPaintShown } from '../lib/afterFirstPaintShown.ts';

/** A flag that turns on once its condition has held and the page's first paint is on screen, and
 *  stays on: `latch(condition)` is called while rendering (a list turns it on once its own page
 *  has come, for what it reads next, such as the accounts' names, which then do not compete with
 *  the showing of its rows). */
export function useLatch(): [boolean, (condition: boolean) => void] {
  const [held, setHeld] = useState(false);
  const [on, setOn] = useState(false);
  useEffect(() => (held && !on ? afterFirstPaintShown(() => setOn(true)) : undefined), [held, on]);
  return [on, (condition) => condition && !held && setHeld(true)];
}
