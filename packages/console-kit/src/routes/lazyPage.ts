import { isValidElement, type ReactNode } from 'react';
import type { Shell } from '../shell/Shell.tsx';
import { lazyComponent } from '../ui/lazyComponent.ts';

/** Starts loading the page a route renders (an element of a `lazyComponent`). */
export function preloadPage(element: ReactNode) {
  if (!isValidElement(element)) return;
  const { type } = element as { type: unknown };
  if (typeof type === 'function' && 'preload' in type) {
    (type as { preload(): void }).preload();
  }
}

/** The console's frame (navigation, the user, Sign out), with its menus and dialogs: loaded with
 *  the first internal page, never on the sign-in pages. */
export const LazyShell = lazyComponent<Parameters<typeof Shell>[0]>('Shell', () =>
  import('../shell/Shell.tsx').then((module) => ({ default: module.Shell })),
);
