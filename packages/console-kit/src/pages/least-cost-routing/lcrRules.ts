import type { VoipCarrier } from '../../api/carriers.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import type { Lcr, LcrCarrierSetEntry, LcrInput, LcrRoute, LcrRouteInput } from '../../api/lcrs.ts';
import type { Account } from '../../api/types.ts';

/** The route a table falls back to when no other matches (spec part 2, section 9). */
export const DEFAULT_ROUTE = {
  regex: '.*',
  description: 'System Default Route',
  priority: 9999,
} as const;

/** The most characters a route's pattern may have (the real schema's column). */
export const REGEX_MAX = 32;

/** A route the user orders: a digit prefix or regular expression and its carrier. */
export interface RouteValues {
  /** Stable across moves: the route's sid, or `new-N` until it is saved. */
  key: string;
  sid: string | null;
  entrySid: string | null;
  regex: string;
  carrierSid: string;
  /** Kept as stored; the form does not edit it. */
  description: string | null;
  /** The route's stored carrier-set entries after the first (another client may add several):
   *  shown, and saved back as stored. */
  moreEntries: readonly LcrCarrierSetEntry[];
}

export interface LcrValues {
  name: string;
  isActive: boolean;
  /** The account whose table this is; '' for the service provider's own. */
  accountSid: string;
  defaultCarrierSid: string;
  routes: RouteValues[];
}

/** The saved system default route, kept apart from the ordered routes and saved after them. */
export interface DefaultRoute {
  sid: string;
  entrySid: string | null;
  moreEntries: readonly LcrCarrierSetEntry[];
}

export type LcrErrors = ValidationMessages<'name' | 'defaultCarrier'> & {
  routes?: Record<string, ValidationMessages<'regex' | 'carrier'>>;
};

export function emptyLcrValues(accountSid: string): LcrValues {
  return { name: '', isActive: true, accountSid, defaultCarrierSid: '', routes: [] };
}

/** The stored routes split into the ordered ones (by priority) and the system default route. */
export function splitRoutes(routes: readonly LcrRoute[]): {
  ordered: LcrRoute[];
  defaultRoute: LcrRoute | null;
} {
  const sorted = [...routes].sort((a, b) => a.priority - b.priority);
  const defaultRoute = sorted.find((route) => route.priority === DEFAULT_ROUTE.priority) ?? null;
  return { ordered: sorted.filter((route) => route !== defaultRoute), defaultRoute };
}

const entriesOf = (route: LcrRoute) =>
  [...(route.lcr_carrier_set_entries ?? [])].sort((a, b) => a.priority - b.priority);
const firstEntry = (route: LcrRoute) => entriesOf(route)[0] ?? null;
const moreEntries = (route: LcrRoute) => entriesOf(route).slice(1);

/** A stored table and its routes as the form edits them. */
export function lcrValues(
  lcr: Lcr,
  routes: readonly LcrRoute[],
): { values: LcrValues; defaultRoute: DefaultRoute | null } {
  const { ordered, defaultRoute } = splitRoutes(routes);
  return {
    values: {
      name: lcr.name ?? '',
      isActive: Boolean(Number(lcr.is_active)),
      accountSid: lcr.account_sid ?? '',
      defaultCarrierSid: (defaultRoute && firstEntry(defaultRoute)?.voip_carrier_sid) ?? '',
      routes: ordered.map((route) => ({
        key: route.lcr_route_sid,
        sid: route.lcr_route_sid,
        entrySid: firstEntry(route)?.lcr_carrier_set_entry_sid ?? null,
        regex: route.regex,
        carrierSid: firstEntry(route)?.voip_carrier_sid ?? '',
        description: route.description,
        moreEntries: moreEntries(route),
      })),
    },
    defaultRoute: defaultRoute && {
      sid: defaultRoute.lcr_route_sid,
      entrySid: firstEntry(defaultRoute)?.lcr_carrier_set_entry_sid ?? null,
      moreEntries: moreEntries(defaultRoute),
    },
  };
}

function isRegex(text: string): boolean {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
}

/** A name, a default carrier, and a pattern and a carrier for each route (spec part 2, section 5). */
export function validateLcr(values: LcrValues): LcrErrors {
  const errors: LcrErrors = {};
  if (!values.name.trim()) errors.name = 'lcr.nameRequired';
  if (!values.defaultCarrierSid) errors.defaultCarrier = 'lcr.defaultCarrierRequired';
  for (const route of values.routes) {
    const regex = route.regex.trim();
    const found = {
      regex: !regex ? 'lcr.regexRequired' : !isRegex(regex) ? 'lcr.regexInvalid' : undefined,
      carrier: route.carrierSid ? undefined : 'lcr.carrierRequired',
    } as const;
    if (found.regex || found.carrier) {
      errors.routes = { ...errors.routes, [route.key]: found };
    }
  }
  return errors;
}

/** The table's own fields: on create with its owner, on update only what may change. */
export function lcrPayload(values: LcrValues, serviceProviderSid: string): LcrInput {
  return {
    name: values.name.trim(),
    is_active: values.isActive ? 1 : 0,
    account_sid: values.accountSid || null,
    service_provider_sid: serviceProviderSid || null,
    default_carrier_set_entry_sid: null,
  };
}

export const lcrFieldsChanged = (saved: LcrValues | null, values: LcrValues) =>
  !saved || saved.name.trim() !== values.name.trim() || saved.isActive !== values.isActive;

/**
 * The whole route list to save: the ordered routes take their priority from their position
 * (1, 2, ...), then the system default route with the default carrier, always last.
 */
export function routeListPayload(
  values: LcrValues,
  defaultRoute: DefaultRoute | null,
): LcrRouteInput[] {
  const entries = (
    entrySid: string | null,
    carrierSid: string,
    more: readonly LcrCarrierSetEntry[] = [],
  ) => [
    {
      ...(entrySid ? { lcr_carrier_set_entry_sid: entrySid } : {}),
      voip_carrier_sid: carrierSid,
      priority: 1,
    },
    ...more.map(({ lcr_carrier_set_entry_sid, voip_carrier_sid, priority, workload }) => ({
      lcr_carrier_set_entry_sid,
      voip_carrier_sid,
      priority,
      ...(workload === undefined ? {} : { workload }),
    })),
  ];
  const ordered = values.routes.map((route, index) => ({
    ...(route.sid ? { lcr_route_sid: route.sid } : {}),
    regex: route.regex.trim(),
    description: route.description,
    priority: index + 1,
    lcr_carrier_set_entries: entries(route.entrySid, route.carrierSid, route.moreEntries),
  }));
  return [
    ...ordered,
    {
      ...(defaultRoute ? { lcr_route_sid: defaultRoute.sid } : {}),
      ...DEFAULT_ROUTE,
      lcr_carrier_set_entries: entries(
        defaultRoute?.entrySid ?? null,
        values.defaultCarrierSid,
        defaultRoute?.moreEntries,
      ),
    },
  ];
}

/** Whether saving would change the stored route list (order, patterns, carriers). */
export function routesChanged(
  saved: LcrValues | null,
  values: LcrValues,
  defaultRoute: DefaultRoute | null,
): boolean {
  if (!saved || !defaultRoute) return true;
  const list = (v: LcrValues) => JSON.stringify(routeListPayload(v, defaultRoute));
  return list(saved) !== list(values);
}

/** Moves the route at `from` to `to`, the others shifting to make room. */
export function moveRoute(routes: readonly RouteValues[], from: number, to: number): RouteValues[] {
  const next = [...routes];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function newRoute(key: string): RouteValues {
  return {
    key,
    sid: null,
    entrySid: null,
    regex: '',
    carrierSid: '',
    description: null,
    moreEntries: [],
  };
}

/** The carriers a table may route to: the provider's own, and an account's table also the
 *  account's own (the server checks the same). */
export function carrierChoices(
  carriers: readonly Pick<VoipCarrier, 'voip_carrier_sid' | 'name' | 'account_sid'>[],
  accountSid: string,
) {
  return carriers.filter(
    (carrier) => carrier.account_sid === null || (accountSid && carrier.account_sid === accountSid),
  );
}

/** Another owner (on create): carriers it may not use are cleared. */
export function withOwner(
  values: LcrValues,
  accountSid: string,
  offered: readonly string[],
): LcrValues {
  const keep = (sid: string) => (offered.includes(sid) ? sid : '');
  return {
    ...values,
    accountSid,
    defaultCarrierSid: keep(values.defaultCarrierSid),
    routes: values.routes.map((route) => ({ ...route, carrierSid: keep(route.carrierSid) })),
  };
}

/** The routes a table shows in lists: the stored count less the system default route. */
export const displayedRouteCount = (lcr: Pick<Lcr, 'number_routes'>) =>
  Math.max(0, (lcr.number_routes ?? 0) - 1);

/**
 * The tables of one service provider (its own, and those of its accounts) whose name holds the
 * filter text, any case; with `usedBy`, only that account's.
 */
export function lcrsOf(
  lcrs: readonly Lcr[],
  accounts: readonly Pick<Account, 'account_sid'>[],
  filter: { serviceProviderSid: string; text: string; usedBy: string },
): Lcr[] {
  const own = new Set(accounts.map((account) => account.account_sid));
  const needle = filter.text.trim().toLowerCase();
  return lcrs.filter(
    (lcr) =>
      (lcr.account_sid
        ? own.has(lcr.account_sid)
        : lcr.service_provider_sid === filter.serviceProviderSid) &&
      (!filter.usedBy || lcr.account_sid === filter.usedBy) &&
      (lcr.name ?? '').toLowerCase().includes(needle),
  );
}
