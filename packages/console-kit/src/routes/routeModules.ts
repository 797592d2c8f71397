import { isValidElement } from 'react';
import { findRoute } from './ConsoleRoutes.tsx';
import { LazyShell, preloadPage } from './lazyPage.ts';

/** The modules a first load of `pathname` needs beyond the console's entry, by file name (the
 *  names of their chunks in a host's build): the page's, its first query's, and on an internal
 *  page the shell's.
 *  A host's server may name their chunks in its first HTML (`<link rel="modulepreload">`), so that
 *  they load beside the entry rather than after it runs. Works without a browser. */
export function routeModules(pathname: string): string[] {
  const found = findRoute(pathname, () => true);
  if (!found) return [];
  const element = found.route.render(found.params);
  const page =
    isValidElement(element) && typeof element.type === 'function' && 'module' in element.type
      ? String(element.type.module)
      : null;
  const query = found.route.firstQuery?.module;
  return [
    ...(page ? [page] : []),
    ...(query ? [query] : []),
    ...(found.route.internal ? [LazyShell.module] : []),
  ];
}

/** Loads what a first load of `pathname` runs (its page, its first query's module, on an internal
 *  page the shell): a host that waits for it before its first render (the chunks preloaded, this
 *  costs no more than running them) has the page itself drawn first, not a loading indicator, and
 *  the page's rows asked for in that render. Resolves once they have come or failed (a failure is
 *  shown where the part would be). */
export async function preloadRoute(pathname: string): Promise<void> {
  const found = findRoute(pathname, () => true);
  if (!found) return;
  await Promise.all([
    preloadPage(found.route.render(found.params)),
    found.route.firstQuery?.load().catch(() => {}),
    found.route.internal && LazyShell.preload(),
  ]);
}
