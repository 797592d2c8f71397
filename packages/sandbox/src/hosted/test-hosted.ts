import { randomUUID } from 'node:crypto';
import { beforeEach } from 'vitest';
import { insertRow, isoSeconds } from '../db/database.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import {
  call,
  login,
  type CallResult,
  type DemoSandbox,
  type TestServer,
} from '../test-support.ts';
import {
  DEVICES_PRICE_ID,
  DEVICES_PRODUCT_SID,
  SESSIONS_PRICE_ID,
  SESSIONS_PRODUCT_SID,
} from './demo-ids.ts';

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

export const DAY = 24 * 3600 * 1000;

/** The products of a plan: sessions, and devices when given. */
export const plan = (sessions: number, devices?: number) => [
  { product_sid: SESSIONS_PRODUCT_SID, price_id: SESSIONS_PRICE_ID, quantity: sessions },
  ...(devices === undefined
    ? []
    : [{ product_sid: DEVICES_PRODUCT_SID, price_id: DEVICES_PRICE_ID, quantity: devices }]),
];

export interface UpgradeAnswer {
  status: string;
  subscription: string;
  client_secret: string;
  reason?: string;
}

export const intentId = (secret: string) => secret.split('_secret_')[0]!;

/**
 * A new hosted user for each test (registers beforeEach) and requests as that user: the API,
 * POST /Subscriptions, an upgrade with a test card, a confirm at the stand-in, the clock.
 */
export function hostedClient(demo: DemoSandbox) {
  let current: HostedUser | undefined;
  beforeEach(async () => {
    current = await addHostedUser(demo.server);
  });
  const user = () => {
    if (!current) throw new Error('hostedClient: the user is made in beforeEach');
    return current;
  };
  const api = (method: string, path: string, body?: unknown, token = user().token) =>
    call(demo.server, method, path, { token, body });
  const subscribe = (body: Record<string, unknown>, token = user().token) =>
    api('POST', '/Subscriptions', body, token);
  return {
    user,
    api,
    subscribe,
    upgrade: async (number: string, sessions = 10, devices = 20) =>
      subscribe({
        action: 'upgrade-to-paid',
        payment_method_id: await addCard(demo.server, number),
        products: plan(sessions, devices),
      }),
    /** Moves the clock on; tokens issued before then have expired, so the user signs in again. */
    advance: async (ms: number) => {
      demo.server.clock.advance(ms);
      user().token = (await login(demo.server, user().email, DEMO_PASSWORD)).token;
    },
    confirm: (secret: string, body: Record<string, unknown>) =>
      payCall(demo.server, 'POST', `/payment_intents/${intentId(secret)}/confirm`, {
        client_secret: secret,
        ...body,
      }),
  };
}
