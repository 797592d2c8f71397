import { randomUUID } from 'node:crypto';
import { insertRow, isoSeconds } from '../db/database.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { call, login, type CallResult, type TestServer } from '../test-support.ts';

/** Helpers of the payment tests: a hosted account of one's own and the card stand-in. */

export const PK = 'pk_test_sandbox';

export interface HostedUser {
  accountSid: string;
  userSid: string;
  email: string;
  token: string;
}

/**
 * A free-trial account with its one user under a provider with a root_domain (made once per
 * sandbox, independent of the demo's hosted users).
 */
export async function addHostedUser(
  server: TestServer,
  email = `${randomUUID().slice(0, 8)}@pay-test.example`,
): Promise<HostedUser> {
  const { db } = server.sandbox;
  let provider = db
    .prepare(`SELECT service_provider_sid FROM service_providers WHERE name = 'Pay Test Cloud'`)
    .pluck()
    .get() as string | undefined;
  if (!provider) {
    provider = randomUUID();
    insertRow(db, 'service_providers', {
      service_provider_sid: provider,
      name: 'Pay Test Cloud',
      root_domain: 'pay-test.example',
    });
  }
  const accountSid = randomUUID();
  const now = server.clock.now();
  insertRow(db, 'accounts', {
    account_sid: accountSid,
    name: email,
    service_provider_sid: provider,
    created_at: isoSeconds(now),
    plan_type: 'trial',
    trial_end_date: new Date(now + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10),
    webhook_secret: 'wh_secret',
  });
  const hash = db
    .prepare(`SELECT hashed_password FROM users WHERE name = 'sp-admin'`)
    .pluck()
    .get() as string;
  const userSid = randomUUID();
  insertRow(db, 'users', {
    user_sid: userSid,
    name: email,
    email,
    hashed_password: hash,
    account_sid: accountSid,
    email_validated: 1,
  });
  const { token } = await login(server, email, DEMO_PASSWORD);
  return { accountSid, userSid, email, token };
}

export function payCall(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = PK,
): Promise<CallResult> {
  return call(server, method, path, {
    base: '/_payments/v1',
    body,
    headers: key === null ? {} : { Authorization: `Bearer ${key}` },
  });
}

/** A stored card at the stand-in: its pm id. */
export async function addCard(server: TestServer, number: string, cvc = '123'): Promise<string> {
  const year = new Date(server.clock.now()).getUTCFullYear() + 2;
  const res = await payCall(server, 'POST', '/payment_methods', {
    type: 'card',
    card: { number, exp_month: 12, exp_year: year, cvc },
  });
  if (res.status !== 200) throw new Error(`card ${number}: ${res.status} ${res.text}`);
  return (res.json as { id: string }).id;
}

export function accountRow(server: TestServer, accountSid: string) {
  return server.sandbox.db
    .prepare(
      'SELECT plan_type, is_active, trial_end_date, stripe_customer_id FROM accounts WHERE account_sid = ?',
    )
    .get(accountSid) as {
    plan_type: string;
    is_active: number;
    trial_end_date: string | null;
    stripe_customer_id: string | null;
  };
}

export function planPeriods(server: TestServer, accountSid: string) {
  return server.sandbox.db
    .prepare(
      `SELECT effective_start_date, effective_end_date, stripe_subscription_id
       FROM account_subscriptions WHERE account_sid = ? ORDER BY effective_start_date, rowid`,
    )
    .all(accountSid) as {
    effective_start_date: string;
    effective_end_date: string | null;
    stripe_subscription_id: string | null;
  }[];
}
