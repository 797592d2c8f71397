import type { Lcr, LcrRoute } from '../../api/lcrs.ts';

/** A stored table and its routes, shared by the unit tests of the rules and the edit machine. */
export const STORED_LCR: Lcr = {
  lcr_sid: 'l1',
  name: 'Acme',
  is_active: 1,
  account_sid: null,
  service_provider_sid: 'sp1',
  default_carrier_set_entry_sid: 'e9',
  number_routes: 3,
};

/** A route of STORED_LCR with one carrier; its entry is `e` + the digits of its sid. */
export const storedRoute = (
  sid: string,
  regex: string,
  priority: number,
  carrier: string,
): LcrRoute => ({
  lcr_route_sid: sid,
  lcr_sid: 'l1',
  regex,
  description: priority === 9999 ? 'System Default Route' : null,
  priority,
  lcr_carrier_set_entries: [
    {
      lcr_carrier_set_entry_sid: `e${sid.slice(1)}`,
      lcr_route_sid: sid,
      voip_carrier_sid: carrier,
      priority: 1,
    },
  ],
});

/** Stored out of order: the default route first, then priorities 2 and 1. */
export const STORED_ROUTES = [
  storedRoute('r9', '.*', 9999, 'c1'),
  storedRoute('r2', '^44', 2, 'c2'),
  storedRoute('r1', '1', 1, 'c1'),
];
