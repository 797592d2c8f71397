import { splitPath, type RouterAdapter } from '../provider/router.ts';
import { matchPath } from './matchPath.ts';

/** Where a page mounted on its own leads. Each callback is optional: without it the console's own
 *  router goes there (`onNavigate` first, when given). */
export interface PageLeads {
  /** A row's page was opened (its edit page): the record's sid. */
  onOpen?(sid: string): void;
  /** The list's Add button. */
  onAdd?(): void;
  /** The page is done: saved, deleted or cancelled (the console would show the list). */
  onDone?(): void;
  /** A record was created: its sid (without it, creating is done, as above). */
  onCreated?(sid: string): void;
  /** Any other console path the page leads to (another area, the user's own page). */
  onNavigate?(to: string): void;
}

/** The router of a page mounted on its own, at `path` (such as /internal/applications): its query
 *  (a list's filters) lives here; a way to another page is handed to the page's leads by what it
 *  means in the page's area (the area's list, its add page, one record's page). */
export function createPageRouter(
  path: string,
  host: RouterAdapter,
): RouterAdapter & { setLeads(leads: PageLeads): void } {
  let leads: PageLeads = {};
  const area = `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
  let search = '';
  const listeners = new Set<() => void>();
  function lead(to: string, options?: { replace?: boolean }) {
    const { pathname } = splitPath(to);
    const { onOpen, onAdd, onDone, onNavigate } = leads;
    const record = matchPath(`${area}/:sid/edit`, pathname);
    if (pathname === area && onDone) onDone();
    else if (pathname === `${area}/add` && onAdd) onAdd();
    else if (record?.sid && onOpen) onOpen(record.sid);
    else if (onNavigate) onNavigate(to);
    else host.navigate(to, options);
  }
  return {
    /** The host's latest callbacks (they may change on every render of the host). */
    setLeads(next) {
      leads = next;
    },
    location: () => ({ pathname: path, search }),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate(to, options) {
      const next = splitPath(to);
      if (next.pathname !== path) return lead(to, options);
      search = next.search;
      listeners.forEach((listener) => listener());
    },
    href: (to) => host.href(to),
  };
}
