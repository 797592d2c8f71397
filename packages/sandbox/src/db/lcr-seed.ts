import { randomUUID } from 'node:crypto';
import { insertRow, type Db } from './database.ts';
import type { ProviderKey } from './seed-data.ts';

/**
 * The demo outbound call routing: Acme Voice's table over its carriers, and Fabrikam Logistics'
 * own (inactive) table over its trunk. Each ends with the system default route, whose carrier is
 * the table's default carrier, as the console and the real server store it.
 */

interface SeedLcr {
  /** A provider key for a provider's table, or an account name. */
  owner: ProviderKey | string;
  name: string;
  is_active: boolean;
  /** Digit prefix or regular expression, carrier name, description, and optionally a second
   *  carrier (priority 2, workload 30, as another client may add); tried in this order. */
  routes: readonly [regex: string, carrier: string, description: string | null, also?: string][];
  defaultCarrier: string;
}

export const SEED_LCRS: readonly SeedLcr[] = [
  {
    owner: 'acme',
    name: 'Acme Voice outbound',
    is_active: true,
    routes: [
      ['1800', 'Acme Voice Backup', 'Toll-free numbers'],
      ['^44', 'Metro Fiber SIP', 'United Kingdom'],
      ['^1(617|508)', 'Metro Fiber SIP', 'Boston area', 'Acme Voice Backup'],
    ],
    defaultCarrier: 'Acme Voice Backup',
  },
  {
    owner: 'Fabrikam Logistics',
    name: 'Fabrikam freight calls',
    is_active: false,
    routes: [['1', 'Fabrikam Freight Trunk', null]],
    defaultCarrier: 'Acme Voice Backup',
  },
];

const DEFAULT_ROUTE = { regex: '.*', description: 'System Default Route', priority: 9999 };

interface Owners {
  providers: Record<ProviderKey, string>;
  accounts: Map<string, { sid: string; provider: string }>;
}

export function seedLcrs(db: Db, owners: Owners): void {
  const carrier = (name: string) =>
    db.prepare('SELECT voip_carrier_sid FROM voip_carriers WHERE name = ?').pluck().get(name);
  for (const seed of SEED_LCRS) {
    const account = owners.accounts.get(seed.owner);
    const lcrSid = randomUUID();
    insertRow(db, 'lcr', {
      lcr_sid: lcrSid,
      name: seed.name,
      is_active: seed.is_active ? 1 : 0,
      service_provider_sid: account ? null : owners.providers[seed.owner as ProviderKey],
      account_sid: account?.sid ?? null,
    });
    const routes = [
      ...seed.routes.map(([regex, name, description, also], i) => ({
        regex,
        description,
        priority: i + 1,
        carrier: name,
        also,
      })),
      { ...DEFAULT_ROUTE, carrier: seed.defaultCarrier, also: undefined },
    ];
    for (const { carrier: name, also, ...route } of routes) {
      const routeSid = randomUUID();
      insertRow(db, 'lcr_routes', { lcr_route_sid: routeSid, lcr_sid: lcrSid, ...route });
      const entrySid = randomUUID();
      insertRow(db, 'lcr_carrier_set_entry', {
        lcr_carrier_set_entry_sid: entrySid,
        lcr_route_sid: routeSid,
        voip_carrier_sid: carrier(name),
        priority: 1,
      });
      if (also) {
        insertRow(db, 'lcr_carrier_set_entry', {
          lcr_carrier_set_entry_sid: randomUUID(),
          lcr_route_sid: routeSid,
          voip_carrier_sid: carrier(also),
          priority: 2,
          workload: 30,
        });
      }
      if (route.priority === DEFAULT_ROUTE.priority) {
        db.prepare('UPDATE lcr SET default_carrier_set_entry_sid = ? WHERE lcr_sid = ?').run(
          entrySid,
          lcrSid,
        );
      }
    }
  }
}
