import { randomUUID } from 'node:crypto';
import type { Scope } from '../auth/scope.ts';
import { hashPasswordSync } from '../auth/passwords.ts';
import { keepVendorFields } from '../http/bucket-credential.ts';
import { insertRow, isoSeconds, type Db } from './database.ts';
import { saveWebhook } from './queries.ts';
import { DATA_TABLES, DEFAULT_PASSWORD_SETTINGS } from './schema.ts';
import { newApiKeyToken, newWebhookSecret } from './secrets.ts';
import { seedLcrs } from './lcr-seed.ts';
import { seedSpeech } from './speech-seed.ts';
import { seedCalls } from './calls-seed.ts';
import { seedHostedProvider } from './hosted-seed.ts';
import { seedBilling } from '../hosted/seed-billing.ts';
import {
  DEMO_CALL_COUNT,
  DEMO_PASSWORD,
  SEED_ACCOUNTS,
  SEED_API_KEYS,
  SEED_APPLICATION_USES,
  SEED_APPLICATIONS,
  SEED_CARRIERS,
  SEED_SIP_GATEWAYS,
  SEED_SMPP_GATEWAYS,
  SEED_LIMITS,
  SEED_PHONE_NUMBERS,
  SEED_SYSTEM_INFORMATION,
  SEED_TEAMS_TENANTS,
  SEED_CLIENTS,
  SEED_TTS_CACHE,
  SEED_USERS,
  SPEECH,
  type ProviderKey,
} from './seed-data.ts';

export { DEMO_PASSWORD } from './seed-data.ts';

export interface DemoUser {
  username: string;
  password: string;
  scope: Scope;
  description: string;
}

/** The demo sign-ins, printed by the CLI and used by the tests. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    password: 'admin',
    scope: 'admin',
    description: 'platform admin', // must change the password at first sign-in (force_change)
  },
  {
    username: 'sp-admin',
    password: DEMO_PASSWORD,
    scope: 'service_provider',
    description: 'service provider admin of Acme Voice',
  },
  {
    username: 'acct-admin',
    password: DEMO_PASSWORD,
    scope: 'account',
    description: 'account user of Acme Sales (Acme Voice)',
  },
  {
    username: 'viewer',
    password: DEMO_PASSWORD,
    scope: 'admin',
    description: 'platform admin with view-only access',
  },
];

export const DEMO_PASSWORD_SETTINGS = {
  min_password_length: 8,
  require_digit: 1,
  require_special_character: 1,
} as const;

// Hashing is slow on purpose; a reset reuses the hashes made at the first seed of the process
// (one per distinct password: the demo users share theirs).
const hashCache = new Map<string, string>();
function demoHash(password: string): string {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPasswordSync(password);
    hashCache.set(password, hash);
  }
  return hash;
}

/** Empties every data table (the JWT secret stays) and restores the default password policy. */
export function clearData(db: Db): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    db.prepare(
      `INSERT INTO password_settings (id, min_password_length, require_digit, require_special_character)
       VALUES (1, @min_password_length, @require_digit, @require_special_character)`,
    ).run(DEFAULT_PASSWORD_SETTINGS);
  })();
}

/** Sids of what the seed wrote, by name. */
interface Written {
  providers: Record<ProviderKey, string>;
  /** Providers and accounts by name (the owners of keys and limits). */
  owners: Map<string, { service_provider_sid: string | null; account_sid: string | null }>;
  accounts: Map<string, { sid: string; provider: string }>;
  /** Applications by `account/name` (names repeat across accounts). */
  applications: Map<string, string>;
}

/**
 * The demo tenant tree of seed-data.ts, with the four demo sign-ins, and `calls` recent calls
 * (a few hundred unless told) with their alerts.
 */
export function seedDemo(db: Db, nowMs: number, calls = DEMO_CALL_COUNT): void {
  seedDemoTree(db, nowMs);
  seedCalls(db, { calls, now: nowMs });
}

/** The demo tenant tree and its sign-ins, without calls. */
export function seedDemoTree(db: Db, nowMs: number): void {
  const createdAt = isoSeconds(nowMs);
  db.transaction(() => {
    db.prepare(
      'UPDATE password_settings SET min_password_length = @min_password_length, require_digit = @require_digit, require_special_character = @require_special_character WHERE id = 1',
    ).run(DEMO_PASSWORD_SETTINGS);
    const written = seedTenants(db, createdAt);
    seedApplications(db, written, createdAt);
    seedTelephony(db, written, createdAt);
    seedLcrs(db, written);
    seedUsers(db, written);
    seedHostedProvider(db, nowMs, demoHash(DEMO_PASSWORD));
    seedKeysAndLimits(db, written, nowMs);
    seedSpeech(db, written, nowMs);
    insertRow(db, 'system_information', { id: 1, ...SEED_SYSTEM_INFORMATION });
    for (const [account, entries] of SEED_TTS_CACHE) {
      insertRow(db, 'tts_cache', { account_sid: written.accounts.get(account)!.sid, entries });
    }
    // After the hosted users: Ada's account gets her paid plan.
    seedBilling(db, nowMs);
  })();
}

function seedTenants(db: Db, createdAt: string): Written {
  const providers = { acme: randomUUID(), harbor: randomUUID() };
  insertRow(db, 'service_providers', {
    service_provider_sid: providers.acme,
    name: 'Acme Voice',
    description: 'Demo service provider',
    ms_teams_fqdn: 'teams.acme-voice.example',
  });
  insertRow(db, 'service_providers', {
    service_provider_sid: providers.harbor,
    name: 'Blue Harbor Telecom',
  });
  const owners: Written['owners'] = new Map([
    ['Acme Voice', { service_provider_sid: providers.acme, account_sid: null }],
    ['Blue Harbor Telecom', { service_provider_sid: providers.harbor, account_sid: null }],
  ]);
  const accounts: Written['accounts'] = new Map();
  for (const account of SEED_ACCOUNTS) {
    const sid = randomUUID();
    const provider = providers[account.provider];
    insertRow(db, 'accounts', {
      account_sid: sid,
      name: account.name,
      sip_realm: account.sip_realm ?? null,
      service_provider_sid: provider,
      registration_hook_sid: saveWebhook(db, null, account.registration_hook ?? null),
      queue_event_hook_sid: saveWebhook(db, null, account.queue_event_hook ?? null),
      created_at: createdAt,
      webhook_secret: newWebhookSecret(),
      record_all_calls: account.bucket ? 1 : 0,
      record_format: account.record_format ?? 'mp3',
      bucket_credential: account.bucket ? JSON.stringify(keepVendorFields(account.bucket)) : null,
      enable_debug_log: account.enable_debug_log ? 1 : 0,
    });
    accounts.set(account.name, { sid, provider });
    owners.set(account.name, { service_provider_sid: null, account_sid: sid });
  }
  return { providers, owners, accounts, applications: new Map() };
}

function seedApplications(db: Db, written: Written, createdAt: string): void {
  const sids = written.applications;
  for (const app of SEED_APPLICATIONS) {
    const account = written.accounts.get(app.account)!;
    const speech = SPEECH[app.speech];
    const websocket = app.call_hook.startsWith('wss:');
    const sid = randomUUID();
    insertRow(db, 'applications', {
      application_sid: sid,
      name: app.name,
      account_sid: account.sid,
      speech_synthesis_vendor: speech.tts[0],
      speech_synthesis_language: speech.tts[1],
      speech_synthesis_voice: speech.tts[2],
      speech_recognizer_vendor: speech.stt[0],
      speech_recognizer_language: speech.stt[1],
      record_all_calls: app.record_all_calls ? 1 : 0,
      env_vars: app.env_vars ? JSON.stringify(app.env_vars) : null,
      created_at: createdAt,
      call_hook_sid: saveWebhook(db, null, {
        url: app.call_hook,
        method: websocket ? 'GET' : 'POST',
        username: null,
        password: null,
      }),
      call_status_hook_sid: saveWebhook(db, null, {
        url: websocket ? app.call_hook : `${new URL(app.call_hook).origin}/call-status`,
        method: websocket ? 'GET' : 'POST',
        username: null,
        password: null,
      }),
      messaging_hook_sid: app.messaging_hook
        ? saveWebhook(db, null, {
            url: app.messaging_hook,
            method: 'POST',
            username: null,
            password: null,
          })
        : null,
    });
    sids.set(`${app.account}/${app.name}`, sid);
  }
  for (const [account, column, app] of SEED_APPLICATION_USES) {
    db.prepare(`UPDATE accounts SET ${column} = ? WHERE account_sid = ?`).run(
      sids.get(`${account}/${app}`),
      written.accounts.get(account)!.sid,
    );
  }
}

/** Carriers, phone numbers and Microsoft Teams tenants. */
function seedTelephony(db: Db, written: Written, createdAt: string): void {
  const carriers = new Map<string, string>();
  for (const carrier of SEED_CARRIERS) {
    const account = carrier.account ? written.accounts.get(carrier.account)! : null;
    const sid = randomUUID();
    insertRow(db, 'voip_carriers', {
      voip_carrier_sid: sid,
      name: carrier.name,
      description: carrier.description ?? null,
      account_sid: account?.sid ?? null,
      service_provider_sid: account?.provider ?? written.providers[carrier.provider!],
      e164_leading_plus: carrier.e164_leading_plus ? 1 : 0,
      requires_register: carrier.register ? 1 : 0,
      register_username: carrier.register?.[0] ?? null,
      register_sip_realm: carrier.register?.[1] ?? null,
      register_password: carrier.register?.[2] ?? null,
      created_at: createdAt,
      register_status: carrier.register_status ? JSON.stringify(carrier.register_status) : null,
      is_active: carrier.is_active === false ? 0 : 1,
      smpp_system_id: carrier.smpp?.[0] ?? null,
      smpp_password: carrier.smpp?.[1] ?? null,
      smpp_inbound_system_id: carrier.smpp?.[2] ?? null,
      smpp_inbound_password: carrier.smpp?.[3] ?? null,
      smpp_enquire_link_interval: carrier.smpp?.[4] ?? 0,
      // How the carrier is set up: a REGISTER with credentials, else by its gateways' addresses.
      trunk_type: carrier.register ? 'reg' : 'static_ip',
    });
    carriers.set(carrier.name, sid);
  }
  seedGateways(db, carriers);
  const appOf = (account: string | null, app: string | null) =>
    account && app ? written.applications.get(`${account}/${app}`)! : null;
  for (const [number, carrier, account, app] of SEED_PHONE_NUMBERS) {
    insertRow(db, 'phone_numbers', {
      phone_number_sid: randomUUID(),
      number,
      voip_carrier_sid: carriers.get(carrier)!,
      account_sid: account ? written.accounts.get(account)!.sid : null,
      application_sid: appOf(account, app),
    });
  }
  for (const [tenantFqdn, account, app] of SEED_TEAMS_TENANTS) {
    const { sid, provider } = written.accounts.get(account)!;
    insertRow(db, 'ms_teams_tenants', {
      ms_teams_tenant_sid: randomUUID(),
      service_provider_sid: provider,
      account_sid: sid,
      application_sid: appOf(account, app),
      tenant_fqdn: tenantFqdn,
    });
  }
  for (const [account, username, password, active] of SEED_CLIENTS) {
    insertRow(db, 'clients', {
      client_sid: randomUUID(),
      account_sid: written.accounts.get(account)!.sid,
      username,
      password,
      is_active: active ? 1 : 0,
    });
  }
}

function seedUsers(db: Db, written: Written): void {
  const { acme } = written.providers;
  const sales = written.accounts.get('Acme Sales')!.sid;
  const users = [
    { name: 'admin', force_change: 1 },
    { name: 'sp-admin', service_provider_sid: acme },
    { name: 'acct-admin', account_sid: sales, service_provider_sid: acme },
    { name: 'viewer', is_view_only: 1 },
    ...SEED_USERS.map((user) => {
      const account = user.account ? written.accounts.get(user.account) : undefined;
      return {
        name: user.name,
        account_sid: account?.sid ?? null,
        service_provider_sid:
          account?.provider ?? (user.provider ? written.providers[user.provider] : null),
        is_active: user.is_active === false ? 0 : 1,
        is_view_only: user.is_view_only ? 1 : 0,
        force_change: user.force_change ? 1 : 0,
      };
    }),
  ];
  for (const user of users) {
    insertRow(db, 'users', {
      user_sid: randomUUID(),
      email: `${user.name}@example.com`,
      hashed_password: demoHash(user.name === 'admin' ? 'admin' : DEMO_PASSWORD),
      provider: 'local',
      email_validated: 1,
      ...user,
    });
  }
}

function seedKeysAndLimits(db: Db, written: Written, nowMs: number): void {
  for (const key of SEED_API_KEYS) {
    insertRow(db, 'api_keys', {
      api_key_sid: randomUUID(),
      token: newApiKeyToken(),
      ...written.owners.get(key.owner)!,
      last_used: key.lastUsedAgoMs === null ? null : isoSeconds(nowMs - key.lastUsedAgoMs),
      created_at: isoSeconds(nowMs - 30 * 24 * 3600 * 1000),
    });
  }
  for (const [owner, category, quantity] of SEED_LIMITS) {
    insertRow(db, 'limits', {
      limit_sid: randomUUID(),
      ...written.owners.get(owner)!,
      category,
      quantity,
    });
  }
}

/** SIP and SMPP gateways of the seeded carriers. */
function seedGateways(db: Db, carriers: Map<string, string>): void {
  const flag = (value: boolean | undefined, fallback: 0 | 1) =>
    value === undefined ? fallback : value ? 1 : 0;
  for (const gateway of SEED_SIP_GATEWAYS) {
    insertRow(db, 'sip_gateways', {
      sip_gateway_sid: randomUUID(),
      voip_carrier_sid: carriers.get(gateway.carrier)!,
      ipv4: gateway.ipv4,
      port: gateway.port ?? 5060,
      netmask: gateway.netmask ?? 32,
      inbound: flag(gateway.inbound, 1),
      outbound: flag(gateway.outbound, 0),
      protocol: gateway.protocol ?? 'udp',
      is_active: flag(gateway.is_active, 1),
      send_options_ping: flag(gateway.send_options_ping, 0),
      use_sips_scheme: flag(gateway.use_sips_scheme, 0),
      pad_crypto: flag(gateway.pad_crypto, 0),
    });
  }
  for (const [carrier, ipv4, port, inbound, outbound, primary, tls] of SEED_SMPP_GATEWAYS) {
    insertRow(db, 'smpp_gateways', {
      smpp_gateway_sid: randomUUID(),
      voip_carrier_sid: carriers.get(carrier)!,
      ipv4,
      port,
      inbound: inbound ? 1 : 0,
      outbound: outbound ? 1 : 0,
      is_primary: primary ? 1 : 0,
      use_tls: tls ? 1 : 0,
    });
  }
}
