import type { Request } from './client.ts';
import { path } from './path.ts';
import type { Created, Flag } from './types.ts';

/** An outbound call routing table (least cost routing): a service provider's or an account's. */
export interface Lcr {
  lcr_sid: string;
  name: string | null;
  is_active: Flag;
  account_sid: string | null;
  service_provider_sid: string | null;
  default_carrier_set_entry_sid: string | null;
  /** Counts the system default route too. */
  number_routes: number;
}

/** One carrier of a route (the console uses one per route). */
export interface LcrCarrierSetEntry {
  lcr_carrier_set_entry_sid: string;
  lcr_route_sid: string;
  voip_carrier_sid: string;
  priority: number;
  workload?: number;
}

export interface LcrRoute {
  lcr_route_sid: string;
  lcr_sid: string;
  regex: string;
  description: string | null;
  priority: number;
  lcr_carrier_set_entries?: LcrCarrierSetEntry[];
}

export interface LcrInput {
  name: string;
  is_active: Flag;
  account_sid: string | null;
  service_provider_sid: string | null;
  default_carrier_set_entry_sid: string | null;
}

/** A route of the whole list saved at once: saved ones carry their sids. */
export interface LcrRouteInput {
  lcr_route_sid?: string;
  regex: string;
  description: string | null;
  priority: number;
  lcr_carrier_set_entries: {
    lcr_carrier_set_entry_sid?: string;
    voip_carrier_sid: string;
    priority: number;
    workload?: number;
  }[];
}

export const lcrsApi = (request: Request) => ({
  list: () => request<Lcr[]>('GET', 'Lcrs', { shape: 'list' }),
  get: (sid: string) => request<Lcr>('GET', path('Lcrs', sid)),
  create: (body: LcrInput) => request<Created>('POST', 'Lcrs', { json: body }),
  update: (sid: string, body: Pick<LcrInput, 'name' | 'is_active'>) =>
    request<void>('PUT', path('Lcrs', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('Lcrs', sid)),
  /** The routes of a table by priority, each with its carrier-set entries. */
  routes: (sid: string) =>
    request<LcrRoute[]>('GET', 'LcrRoutes', { shape: 'list', searchParams: { lcr_sid: sid } }),
  /** Saves the whole route list at the swagger's /Lcrs/{sid}/Routes: POST creates the first list
   *  of a table; PUT updates saved routes and entries by sid and creates the others. */
  saveRoutes: (sid: string, routes: LcrRouteInput[]) =>
    request<void>(
      routes.some((route) => route.lcr_route_sid) ? 'PUT' : 'POST',
      path('Lcrs', sid, 'Routes'),
      { json: routes },
    ),
  removeRoute: (routeSid: string) => request<void>('DELETE', path('LcrRoutes', routeSid)),
  /** The routing tables this user can read with a route that sends calls to the carrier (its
   *  default route included): a carrier in use cannot be deleted. */
  usingCarrier: async (carrierSid: string): Promise<Lcr[]> => {
    const tables = await request<Lcr[]>('GET', 'Lcrs', { shape: 'list' });
    const routes = await Promise.all(
      tables.map((table) =>
        request<LcrRoute[]>('GET', 'LcrRoutes', {
          shape: 'list',
          searchParams: { lcr_sid: table.lcr_sid },
        }),
      ),
    );
    return tables.filter((_, index) =>
      routes[index]!.some((route) =>
        route.lcr_carrier_set_entries?.some((entry) => entry.voip_carrier_sid === carrierSid),
      ),
    );
  },
});
