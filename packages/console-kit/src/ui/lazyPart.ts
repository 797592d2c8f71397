import { useEffect, type ComponentType } from 'react';
import { whenIdle } from '../lib/whenIdle.ts';
import { lazyComponent } from './lazyComponent.ts';

const Nothing = () => null;

/** A part of a page shown only on the user's action (a delete dialog): its code is not in the
 *  page's first load but fetched once the browser is idle after it (`usePreloadWhenIdle`), so
 *  that it is there when asked for; nothing shows in its place until it is. */
export function lazyPart<P extends object>(
  module: string,
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazyComponent<P>(module, load, Nothing);
}

/** Starts loading a lazy component's code once the browser is idle after `ready` (a list's rows
 *  drawn: a page waiting for its data is idle too, and its rows come first). */
export function usePreloadWhenIdle(component: { preload(): void }, ready: boolean) {
  useEffect(() => (ready ? whenIdle(component.preload) : undefined), [component, ready]);
}
