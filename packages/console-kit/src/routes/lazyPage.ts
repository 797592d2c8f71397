import { isValidElement, type ReactNode } from 'react';
import type { Shell } from '../shell/Shell.tsx';
import { lazyComponent } from '../ui/lazyComponent.ts';

/** Starts loading the page a route renders (an element of a `lazyComponent`); resolves once it
 *  has come or failed. */
export async function preloadPage(element: ReactNode): Promise<void> {
  if (!isValidElement(element)) return;
  const { type } = element as { type: unknown };
  if (typeof type === 'function' && 'preload' in type) {
    await (type as { preload(): Promise<void> }).preload();
  }
}

/** The console's frame (navigation, the user, Sign out), with its menus and dialogs: loaded with
 *  the first internal page, never on the sign-in pages. */
export const LazyShell = lazyComponent<Parameters<typeof Shell>[0]>('Shell', () =>
  import('../shell/Shell.tsx').then((module) => ({ default: module.Shell })),
);
