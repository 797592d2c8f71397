import { isValidElement } from 'react';
import { findRoute } from './ConsoleRoutes.tsx';
import { LazyShell } from './lazyPage.ts';

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
