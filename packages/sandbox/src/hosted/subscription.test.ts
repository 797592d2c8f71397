import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { oauthFields } from '../oauth/test-support.ts';
import { call, demoSandbox, login, sidOf, tokenOf } from '../test-support.ts';
import {
  ADA_CUSTOMER_ID,
  ADA_PAYMENT_METHOD_ID,
  ADA_SUBSCRIPTION_ID,
  DEVICES_PRICE_ID,
  DEVICES_PRODUCT_SID,
  SESSIONS_PRICE_ID,
  SESSIONS_PRODUCT_SID,
  VOICE_CLOUD_SID,
} from './demo-ids.ts';
import { dateOnly } from './plans.ts';

const demo = demoSandbox({ signIn: false });
const DAY = 24 * 3600 * 1000;

interface Me {
  account: Record<string, unknown>;
  subscription: Record<string, unknown> | null;
}

async function me(token: string): Promise<Me> {
  const res = await call(demo.server, 'GET', '/Users/me', { token });
  expect(res.status, res.text).toBe(200);
  return res.json as Me;
}

const FREE_PRODUCTS = [
  {
    name: 'concurrent call session',
    units: 'session',
    quantity: 1,
    product_sid: SESSIONS_PRODUCT_SID,
    price_id: null,
    category: 'voice_call_session',
  },
  {
    name: 'registered device',
    units: 'device',
    quantity: 1,
    product_sid: DEVICES_PRODUCT_SID,
    price_id: null,
    category: 'device',
  },
];

async function adaToken(): Promise<string> {
  const res = await call(demo.server, 'POST', '/signin', {
    body: {
      service_provider_sid: VOICE_CLOUD_SID,
      ...(await oauthFields(demo.server, 'github', 'ada-lovelace')),
    },
  });
  return (res.json as { jwt: string }).jwt;
}

/** Ada's records at the card-payment stand-in, as its seed writes them. */
function seedAdaPayments(periodEnd: number, cancelAtPeriodEnd = 0) {
  const db = demo.server.sandbox.db;
  const now = demo.server.clock.now();
  db.prepare(
    `INSERT INTO pay_customers (id, account_sid, email, name, default_payment_method, created)
     VALUES (?, ?, 'ada@lovelace.example', 'ada@lovelace.example', ?, ?)`,
  ).run(
    ADA_CUSTOMER_ID,
    sidOf(demo.server, 'accounts', 'ada@lovelace.example'),
    ADA_PAYMENT_METHOD_ID,
    now,
  );
  db.prepare(
    `INSERT INTO pay_payment_methods (id, customer, number, brand, last4, exp_month, exp_year, billing_details, created)
     VALUES (?, ?, '4242424242424242', 'visa', '4242', 12, 2030, '{}', ?)`,
  ).run(ADA_PAYMENT_METHOD_ID, ADA_CUSTOMER_ID, now);
  db.prepare(
    `INSERT INTO pay_subscriptions (id, customer, account_sid, status, items, current_period_start,
       current_period_end, cancel_at_period_end, created)
     VALUES (?, ?, ?, 'active', ?, ?, ?, ?, ?)`,
  ).run(
    ADA_SUBSCRIPTION_ID,
    ADA_CUSTOMER_ID,
    sidOf(demo.server, 'accounts', 'ada@lovelace.example'),
    JSON.stringify([
      { id: 'si_1', price: SESSIONS_PRICE_ID, product_sid: SESSIONS_PRODUCT_SID, quantity: 10 },
      { id: 'si_2', price: DEVICES_PRICE_ID, product_sid: DEVICES_PRODUCT_SID, quantity: 20 },
    ]),
    now - 10 * DAY,
    periodEnd,
    cancelAtPeriodEnd,
    now - 10 * DAY,
  );
}

describe('GET /Users/me of a hosted user', () => {
  it('shows a trial account on the free plan, with the root domain', async () => {
    const token = (await login(demo.server, 'grace@hopper.example', DEMO_PASSWORD)).token;
    const body = await me(token);
    expect(body.account).toMatchObject({
      name: 'grace@hopper.example',
      root_domain: 'voice.example',
      plan_type: 'trial',
      trial_end_date: dateOnly(demo.server.clock.now() + 14 * DAY),
      is_active: 1,
      device_to_call_ratio: 5,
      sip_realm: 'grace.voice.example',
    });
    expect(body.subscription).toEqual({
      status: 'active',
      account_subscription_sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      start_date: expect.any(String),
      products: FREE_PRODUCTS,
      current_period_end: null,
      cancel_at_period_end: false,
    });
  });

  it('reads a trial past its end date as free and inactive', async () => {
    demo.server.clock.advance(15 * DAY);
    const token = (await login(demo.server, 'grace@hopper.example', DEMO_PASSWORD)).token;
    const { account } = await me(token);
    expect(account).toMatchObject({ plan_type: 'free', is_active: 0 });
    const alan = await me((await login(demo.server, 'alan@turing.example', DEMO_PASSWORD)).token);
    expect(alan.account).toMatchObject({ plan_type: 'free', is_active: 0 });
    expect(alan.subscription).toMatchObject({ products: FREE_PRODUCTS });
  });

  it("shows a paid plan's items and card from the card-payment stand-in", async () => {
    const periodEnd = demo.server.clock.now() + 20 * DAY;
    seedAdaPayments(periodEnd);
    const body = await me(await adaToken());
    expect(body.account).toMatchObject({ plan_type: 'paid', is_active: 1, trial_end_date: null });
    expect(body.subscription).toEqual({
      status: 'active',
      account_subscription_sid: expect.any(String),
      start_date: expect.any(String),
      products: [
        { ...FREE_PRODUCTS[0], quantity: 10, price_id: SESSIONS_PRICE_ID },
        { ...FREE_PRODUCTS[1], quantity: 20, price_id: DEVICES_PRICE_ID },
      ],
      current_period_end: new Date(periodEnd - (periodEnd % 1000)).toISOString(),
      cancel_at_period_end: false,
      card_type: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      statement_descriptor: 'VOICE CLOUD',
    });
  });

  it('reads a cancelled paid plan as free once its period has ended', async () => {
    const periodEnd = demo.server.clock.now() + 2 * DAY;
    seedAdaPayments(periodEnd, 1);
    const before = await me(await adaToken());
    expect(before.subscription).toMatchObject({ cancel_at_period_end: true });
    expect(before.account.plan_type).toBe('paid');
    demo.server.clock.advance(3 * DAY);
    const after = await me(await adaToken());
    expect(after.account).toMatchObject({ plan_type: 'free', is_active: 1 });
    expect(after.subscription).toMatchObject({ products: FREE_PRODUCTS, current_period_end: null });
    expect(after.subscription).toMatchObject({ card_type: 'visa', last4: '4242' });
  });

  it('falls back to an empty paid plan when the stand-in has no records', async () => {
    const body = await me(await adaToken());
    expect(body.subscription).toEqual({
      status: 'active',
      account_subscription_sid: expect.any(String),
      start_date: expect.any(String),
      products: [],
      current_period_end: null,
      cancel_at_period_end: false,
    });
  });

  it('answers subscription null outside a hosted provider', async () => {
    const body = await me(await tokenOf(demo.server, 'acct-admin'));
    expect(body.subscription).toBeNull();
    expect(body.account.root_domain).toBeNull();
  });
});
