import { randomBytes, randomUUID } from 'node:crypto';
import type { Scope } from '../auth/scope.ts';
import { hashPasswordSync } from '../auth/passwords.ts';
import { isoSeconds, type Db } from './database.ts';
import { DATA_TABLES, DEFAULT_PASSWORD_SETTINGS } from './schema.ts';

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
    description: 'platform admin; must change the password at first sign-in, as on a fresh install',
  },
  {
    username: 'sp-admin',
    password: 'Demo-pass-1',
    scope: 'service_provider',
    description: 'service provider admin of Acme Voice',
  },
  {
    username: 'acct-admin',
    password: 'Demo-pass-1',
    scope: 'account',
    description: 'account user of Acme Sales (Acme Voice)',
  },
  {
    username: 'viewer',
    password: 'Demo-pass-1',
    scope: 'admin',
    description: 'platform admin with view-only access',
  },
];

export const DEMO_PASSWORD_SETTINGS = {
  min_password_length: 8,
  require_digit: 1,
  require_special_character: 1,
} as const;

// Hashing is slow on purpose; a reset reuses the hashes made at the first seed of the process.
const hashCache = new Map<string, string>();
function demoHash(user: DemoUser): string {
  let hash = hashCache.get(user.username);
  if (!hash) {
    hash = hashPasswordSync(user.password);
    hashCache.set(user.username, hash);
  }
  return hash;
}

function webhookSecret(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `wh_secret_${[...randomBytes(22)].map((b) => alphabet[b % alphabet.length]).join('')}`;
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

/** The demo tenant tree: two providers, three accounts, the four demo users. */
export function seedDemo(db: Db, nowMs: number): void {
  const createdAt = isoSeconds(nowMs);
  const acme = randomUUID();
  const harbor = randomUUID();
  const sales = randomUUID();
  const support = randomUUID();
  const main = randomUUID();
  const [admin, spAdmin, acctAdmin, viewer] = DEMO_USERS.map(demoHash);

  db.transaction(() => {
    db.prepare(
      'UPDATE password_settings SET min_password_length = @min_password_length, require_digit = @require_digit, require_special_character = @require_special_character WHERE id = 1',
    ).run(DEMO_PASSWORD_SETTINGS);

    const sp = db.prepare(
      'INSERT INTO service_providers (service_provider_sid, name, description, ms_teams_fqdn) VALUES (?, ?, ?, ?)',
    );
    sp.run(acme, 'Acme Voice', 'Demo service provider', 'teams.acme-voice.example');
    sp.run(harbor, 'Blue Harbor Telecom', null, null);

    const account = db.prepare(
      `INSERT INTO accounts (account_sid, name, sip_realm, service_provider_sid, created_at, webhook_secret)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    account.run(sales, 'Acme Sales', 'sales.acme-voice.example', acme, createdAt, webhookSecret());
    account.run(support, 'Acme Support', null, acme, createdAt, webhookSecret());
    account.run(main, 'Harbor Main', null, harbor, createdAt, webhookSecret());

    const user = db.prepare(
      `INSERT INTO users (user_sid, name, email, hashed_password, account_sid, service_provider_sid,
         force_change, provider, email_validated, is_active, is_view_only)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'local', 1, 1, ?)`,
    );
    user.run(randomUUID(), 'admin', 'admin@example.com', admin, null, null, 1, 0);
    user.run(randomUUID(), 'sp-admin', 'sp-admin@example.com', spAdmin, null, acme, 0, 0);
    user.run(randomUUID(), 'acct-admin', 'acct-admin@example.com', acctAdmin, sales, acme, 0, 0);
    user.run(randomUUID(), 'viewer', 'viewer@example.com', viewer, null, null, 0, 1);
  })();
}
