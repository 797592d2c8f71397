import { describe, expect, it } from 'vitest';
import type { Lcr } from '../../api/lcrs.ts';
import {
  carrierChoices,
  displayedRouteCount,
  emptyLcrValues,
  lcrFieldsChanged,
  lcrPayload,
  lcrsOf,
  lcrValues,
  moveRoute,
  newRoute,
  routeListPayload,
  routesChanged,
  splitRoutes,
  validateLcr,
  withOwner,
  type LcrValues,
} from './lcrRules.ts';
import { STORED_LCR, STORED_ROUTES, storedRoute } from './lcrTestData.ts';

describe('LCR rules', () => {
  it('splits the stored routes into the ordered ones and the system default route', () => {
    const { ordered, defaultRoute } = splitRoutes(STORED_ROUTES);
    expect(ordered.map((r) => r.lcr_route_sid)).toEqual(['r1', 'r2']);
    expect(defaultRoute?.lcr_route_sid).toBe('r9');
    expect(splitRoutes([storedRoute('r1', '1', 1, 'c1')]).defaultRoute).toBeNull();
  });

  it('reads a stored table as the form edits it, the default carrier apart', () => {
    const { values, defaultRoute } = lcrValues(STORED_LCR, STORED_ROUTES);
    expect(values).toEqual({
      name: 'Acme',
      isActive: true,
      accountSid: '',
      defaultCarrierSid: 'c1',
      routes: [
        { ...newRoute('r1'), sid: 'r1', entrySid: 'e1', regex: '1', carrierSid: 'c1' },
        { ...newRoute('r2'), sid: 'r2', entrySid: 'e2', regex: '^44', carrierSid: 'c2' },
      ],
    });
    expect(defaultRoute).toEqual({ sid: 'r9', entrySid: 'e9', moreEntries: [] });
  });

  it("keeps a route's further carrier-set entries as stored (another client may add several)", () => {
    const second = {
      lcr_carrier_set_entry_sid: 'e1b',
      lcr_route_sid: 'r1',
      voip_carrier_sid: 'c3',
      priority: 2,
      workload: 30,
    };
    const route = storedRoute('r1', '1', 1, 'c1');
    const routes = [
      { ...route, lcr_carrier_set_entries: [second, ...route.lcr_carrier_set_entries!] },
      storedRoute('r9', '.*', 9999, 'c1'),
    ];
    const { values, defaultRoute } = lcrValues(STORED_LCR, routes);
    expect(values.routes[0]).toMatchObject({ entrySid: 'e1', carrierSid: 'c1' });
    expect(values.routes[0]!.moreEntries).toEqual([second]);
    const edited = { ...values, routes: [{ ...values.routes[0]!, carrierSid: 'c2' }] };
    expect(routeListPayload(edited, defaultRoute)[0]!.lcr_carrier_set_entries).toEqual([
      { lcr_carrier_set_entry_sid: 'e1', voip_carrier_sid: 'c2', priority: 1 },
      { lcr_carrier_set_entry_sid: 'e1b', voip_carrier_sid: 'c3', priority: 2, workload: 30 },
    ]);
    expect(routesChanged(values, values, defaultRoute)).toBe(false);
  });

  it('merges the routes back: priority from position, the default route last with 9999', () => {
    const { values, defaultRoute } = lcrValues(STORED_LCR, STORED_ROUTES);
    const moved = { ...values, routes: moveRoute(values.routes, 1, 0), defaultCarrierSid: 'c3' };
    expect(routeListPayload(moved, defaultRoute)).toEqual([
      {
        lcr_route_sid: 'r2',
        regex: '^44',
        description: null,
        priority: 1,
        lcr_carrier_set_entries: [
          { lcr_carrier_set_entry_sid: 'e2', voip_carrier_sid: 'c2', priority: 1 },
        ],
      },
      {
        lcr_route_sid: 'r1',
        regex: '1',
        description: null,
        priority: 2,
        lcr_carrier_set_entries: [
          { lcr_carrier_set_entry_sid: 'e1', voip_carrier_sid: 'c1', priority: 1 },
        ],
      },
      {
        lcr_route_sid: 'r9',
        regex: '.*',
        description: 'System Default Route',
        priority: 9999,
        lcr_carrier_set_entries: [
          { lcr_carrier_set_entry_sid: 'e9', voip_carrier_sid: 'c3', priority: 1 },
        ],
      },
    ]);
  });

  it('creates the system default route for a new table, and new routes without sids', () => {
    const values: LcrValues = {
      ...emptyLcrValues('a1'),
      defaultCarrierSid: 'c1',
      routes: [{ ...newRoute('new-1'), regex: ' 1508 ', carrierSid: 'c2' }],
    };
    expect(routeListPayload(values, null)).toEqual([
      {
        regex: '1508',
        description: null,
        priority: 1,
        lcr_carrier_set_entries: [{ voip_carrier_sid: 'c2', priority: 1 }],
      },
      {
        regex: '.*',
        description: 'System Default Route',
        priority: 9999,
        lcr_carrier_set_entries: [{ voip_carrier_sid: 'c1', priority: 1 }],
      },
    ]);
  });

  it('moves a route, the others shifting', () => {
    const routes = ['a', 'b', 'c', 'd'].map(newRoute);
    expect(moveRoute(routes, 0, 2).map((r) => r.key)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveRoute(routes, 3, 1).map((r) => r.key)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveRoute(routes, 1, 1).map((r) => r.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('needs a name, a default carrier, and a pattern and a carrier on each route', () => {
    const values: LcrValues = {
      ...emptyLcrValues(''),
      routes: [
        { ...newRoute('new-1'), regex: '  ' },
        { ...newRoute('new-2'), regex: '(', carrierSid: 'c1' },
        { ...newRoute('new-3'), regex: '^1(617|508)', carrierSid: 'c1' },
      ],
    };
    expect(validateLcr(values)).toEqual({
      name: 'lcr.nameRequired',
      defaultCarrier: 'lcr.defaultCarrierRequired',
      routes: {
        'new-1': { regex: 'lcr.regexRequired', carrier: 'lcr.carrierRequired' },
        'new-2': { regex: 'lcr.regexInvalid', carrier: undefined },
      },
    });
    expect(validateLcr(lcrValues(STORED_LCR, STORED_ROUTES).values)).toEqual({});
  });

  it('saves only what changed', () => {
    const { values, defaultRoute } = lcrValues(STORED_LCR, STORED_ROUTES);
    expect(lcrFieldsChanged(values, { ...values, name: ' Acme ' })).toBe(false);
    expect(lcrFieldsChanged(values, { ...values, isActive: false })).toBe(true);
    expect(lcrFieldsChanged(null, values)).toBe(true);
    expect(routesChanged(values, { ...values, name: 'Other' }, defaultRoute)).toBe(false);
    expect(routesChanged(values, { ...values, defaultCarrierSid: 'c2' }, defaultRoute)).toBe(true);
    const swapped = { ...values, routes: moveRoute(values.routes, 0, 1) };
    expect(routesChanged(values, swapped, defaultRoute)).toBe(true);
    // Nothing stored yet, or no default route stored: the list must be saved.
    expect(routesChanged(null, values, null)).toBe(true);
    expect(routesChanged(values, values, null)).toBe(true);
  });

  it('sends the owner on create, the account’s table naming its account', () => {
    const values = { ...emptyLcrValues('a1'), name: ' Sales ', isActive: false };
    expect(lcrPayload(values, 'sp1')).toEqual({
      name: 'Sales',
      is_active: 0,
      account_sid: 'a1',
      service_provider_sid: 'sp1',
      default_carrier_set_entry_sid: null,
    });
    expect(lcrPayload(emptyLcrValues(''), 'sp1')).toMatchObject({ account_sid: null });
  });

  it('offers the provider’s carriers, and an account’s own to its table', () => {
    const carriers = [
      { voip_carrier_sid: 'pstn', name: 'PSTN', account_sid: null },
      { voip_carrier_sid: 'pbx', name: 'PBX', account_sid: 'a1' },
      { voip_carrier_sid: 'other', name: 'Other', account_sid: 'a2' },
    ];
    const sids = (accountSid: string) =>
      carrierChoices(carriers, accountSid).map((c) => c.voip_carrier_sid);
    expect(sids('')).toEqual(['pstn']);
    expect(sids('a1')).toEqual(['pstn', 'pbx']);
  });

  it('clears the carriers another owner may not use', () => {
    const values: LcrValues = {
      ...emptyLcrValues('a1'),
      defaultCarrierSid: 'pbx',
      routes: [
        { ...newRoute('new-1'), carrierSid: 'pbx' },
        { ...newRoute('new-2'), carrierSid: 'pstn' },
      ],
    };
    const moved = withOwner(values, '', ['pstn']);
    expect(moved.accountSid).toBe('');
    expect(moved.defaultCarrierSid).toBe('');
    expect(moved.routes.map((r) => r.carrierSid)).toEqual(['', 'pstn']);
  });

  it('shows the stored route count less the default route, never below 0', () => {
    expect(displayedRouteCount({ number_routes: 4 })).toBe(3);
    expect(displayedRouteCount({ number_routes: 1 })).toBe(0);
    expect(displayedRouteCount({ number_routes: 0 })).toBe(0);
  });

  it('lists a provider’s tables and its accounts’, filtered by name and by account', () => {
    const tables: Lcr[] = [
      STORED_LCR,
      {
        ...STORED_LCR,
        lcr_sid: 'l2',
        name: 'Sales routes',
        service_provider_sid: null,
        account_sid: 'a1',
      },
      { ...STORED_LCR, lcr_sid: 'l3', name: 'Harbor', service_provider_sid: 'sp2' },
      {
        ...STORED_LCR,
        lcr_sid: 'l4',
        name: 'Harbor main',
        service_provider_sid: null,
        account_sid: 'h1',
      },
    ];
    const accounts = [{ account_sid: 'a1' }, { account_sid: 'a2' }];
    const shown = (text: string, usedBy: string) =>
      lcrsOf(tables, accounts, { serviceProviderSid: 'sp1', text, usedBy }).map((l) => l.lcr_sid);
    expect(shown('', '')).toEqual(['l1', 'l2']);
    expect(shown(' SALES', '')).toEqual(['l2']);
    expect(shown('', 'a1')).toEqual(['l2']);
    expect(shown('', 'a2')).toEqual([]);
  });
});
