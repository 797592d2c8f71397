import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from '../lib/loadOnce.ts';
import type { Shell } from '../shell/Shell.tsx';

/** A component loaded when first shown, whose loading can start earlier: a page's chunk while the
 *  shell's loads, rather than after it. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const once = loadOnce(load);
  return Object.assign(lazy(once), { preload: () => void once().catch(() => {}) });
}

/** Starts loading the page a route renders (an element of a `lazyPage` component). */
export function preloadPage(element: ReactNode) {
  if (!isValidElement(element)) return;
  const { type } = element as { type: unknown };
  if (typeof type === 'object' && type !== null && 'preload' in type) {
    (type as { preload(): void }).preload();
  }
}

/** The console's frame (navigation, the user, Sign out), with its menus and dialogs: loaded with
 *  the first internal page, never on the sign-in pages. */
export const LazyShell = lazyPage<Parameters<typeof Shell>[0]>(() =>
  import('../shell/Shell.tsx').then((module) => ({ default: module.Shell })),
);
