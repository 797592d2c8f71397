import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import {
  ADA_CUSTOMER_ID,
  ADA_EMAIL,
  ADA_PAYMENT_METHOD_ID,
  ADA_SUBSCRIPTION_ID,
  DEVICES_PRICE_ID,
  DEVICES_PRODUCT_SID,
  SESSIONS_PRICE_ID,
  SESSIONS_PRODUCT_SID,
} from '../hosted/demo-ids.ts';
import {
  accountRow,
  addCard,
  addHostedUser,
  payCall,
  planPeriods,
  type HostedUser,
} from '../hosted/test-hosted.ts';
import { addApiKey, call, demoSandbox, login } from '../test-support.ts';

const demo = demoSandbox();
const DAY = 24 * 3600 * 1000;

const plan = (sessions: number, devices?: number) => [
  { product_sid: SESSIONS_PRODUCT_SID, price_id: SESSIONS_PRICE_ID, quantity: sessions },
  ...(devices === undefined
    ? []
    : [{ product_sid: DEVICES_PRODUCT_SID, price_id: DEVICES_PRICE_ID, quantity: devices }]),
];

let user: HostedUser;
beforeEach(async () => {
  user = await addHostedUser(demo.server);
});

const api = (method: string, path: string, body?: unknown, token = user.token) =>
  call(demo.server, method, path, { token, body });
const subscribe = (body: Record<string, unknown>, token = user.token) =>
  api('POST', '/Subscriptions', body, token);
const upgrade = async (number: string, sessions = 10, devices = 20) =>
  subscribe({
    action: 'upgrade-to-paid',
    payment_method_id: await addCard(demo.server, number),
    products: plan(sessions, devices),
  });
/** Moves the clock on; tokens issued before then have expired, so the user signs in again. */
const advance = async (ms: number) => {
  demo.server.clock.advance(ms);
  user.token = (await login(demo.server, user.email, DEMO_PASSWORD)).token;
};

interface UpgradeAnswer {
  status: string;
  subscription: string;
  client_secret: string;
  reason?: string;
}
const intentId = (secret: string) => secret.split('_secret_')[0]!;
const confirm = (secret: string, body: Record<string, unknown>) =>
  payCall(demo.server, 'POST', `/payment_intents/${intentId(secret)}/confirm`, {
    client_secret: secret,
    ...body,
  });

describe("Ada's seeded plan", () => {
  it('is a paid subscription of 10 sessions and 20 devices with a Visa 4242, 10 days in', async () => {
    const { db } = demo.server.sandbox;
    // Ada signs in through GitHub; a local password lets the test sign her in directly.
    db.prepare(
      `UPDATE users SET provider = 'local', hashed_password = (SELECT hashed_password FROM users WHERE name = ?) WHERE name = ?`,
    ).run('sp-admin', ADA_EMAIL);
    const ada = (await login(demo.server, ADA_EMAIL, DEMO_PASSWORD)).token;
    const sub = (await api('GET', '/Subscriptions', undefined, ada)).json as {
      current_period_start: number;
    };
    expect(sub).toMatchObject({
      id: ADA_SUBSCRIPTION_ID,
      customer: ADA_CUSTOMER_ID,
      status: 'active',
      cancel_at_period_end: false,
      default_payment_method: ADA_PAYMENT_METHOD_ID,
      items: { data: [{ quantity: 10 }, { quantity: 20 }] },
    });
    expect(Math.round((demo.server.clock.now() / 1000 - sub.current_period_start) / 86400)).toBe(
      10,
    );
    expect((await api('GET', '/Invoices', undefined, ada)).json).toMatchObject({
      amount_due: 16000,
    });
    expect((await api('GET', '/StripeCustomerId', undefined, ada)).json).toEqual({
      stripe_customer_id: ADA_CUSTOMER_ID,
    });
    const card = await payCall(demo.server, 'GET', `/payment_methods/${ADA_PAYMENT_METHOD_ID}`);
    expect(card.json).toMatchObject({
      customer: ADA_CUSTOMER_ID,
      card: {
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
      },
    });
    const dry = await api(
      'POST',
      '/Subscriptions',
      { action: 'update-quantities', dry_run: true, products: plan(10, 20) },
      ada,
    );
    expect(dry.json).toMatchObject({ prorated_cost: 0, monthly_cost: 16000 });
  });
});

describe('GET /Prices', () => {
  it('lists the products, sessions first, with their prices', async () => {
    const res = await api('GET', '/Prices', undefined, demo.tokens['acct-admin']);
    expect(res.status).toBe(200);
    const products = res.json as { category: string; prices: unknown[] }[];
    expect(products.map((p) => p.category)).toEqual(['voice_call_session', 'device']);
    expect(products[0]).toMatchObject({
      product_sid: SESSIONS_PRODUCT_SID,
      name: 'concurrent call session',
      unit_label: 'session',
      prices: [
        {
          stripe_price_id: SESSIONS_PRICE_ID,
          billing_scheme: 'tiered',
          currency: 'usd',
          recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
          tiers_mode: 'volume',
          tiers: [
            { up_to: 10, flat_amount: 10000, unit_amount: null, flat_amount_decimal: '10000' },
            { up_to: 100, flat_amount: null, unit_amount: 1000, unit_amount_decimal: '1000' },
            { up_to: null, flat_amount: null, unit_amount: 800 },
          ],
          type: 'recurring',
          unit_amount: null,
        },
      ],
    });
    expect(products[1]).toMatchObject({
      product_sid: DEVICES_PRODUCT_SID,
      prices: [{ stripe_price_id: DEVICES_PRICE_ID, billing_scheme: 'per_unit', unit_amount: 300 }],
    });
  });
});

describe('who has a subscription', () => {
  it('refuses users of other providers, admins and API keys with 403', async () => {
    const refused = { msg: 'only a user of a hosted account has a subscription' };
    const apiKey = addApiKey(demo.server, { account_sid: user.accountSid });
    for (const token of [demo.tokens['acct-admin']!, demo.tokens.admin!, apiKey]) {
      for (const [method, path] of [
        ['GET', '/StripeCustomerId'],
        ['GET', '/Invoices'],
        ['GET', '/Subscriptions'],
        ['POST', '/Subscriptions'],
      ] as const) {
        const res = await api(method, path, method === 'POST' ? { action: 'x' } : undefined, token);
        expect([method, path, res.status, res.json]).toEqual([method, path, 403, refused]);
      }
    }
  });

  it('makes the customer once (GET /StripeCustomerId)', async () => {
    const first = await api('GET', '/StripeCustomerId');
    expect(first.status).toBe(200);
    const id = (first.json as { stripe_customer_id: string }).stripe_customer_id;
    expect(id).toMatch(/^cus_/);
    expect((await api('GET', '/StripeCustomerId')).json).toEqual({ stripe_customer_id: id });
    expect(accountRow(demo.server, user.accountSid).stripe_customer_id).toBe(id);
  });

  it('has no subscription or invoice before an upgrade (404)', async () => {
    expect((await api('GET', '/Subscriptions')).status).toBe(404);
    expect((await api('GET', '/Invoices')).status).toBe(404);
  });
});

describe('upgrade-to-paid', () => {
  it('charges the first month and makes the account paid', async () => {
    const res = await upgrade('4242424242424242');
    expect([res.status, res.json]).toEqual([
      201,
      {
        status: 'success',
        chargedAmount: 16000,
        currency: 'usd',
        statementDescriptor: 'PAY TEST CLOUD',
      },
    ]);
    expect(accountRow(demo.server, user.accountSid)).toMatchObject({
      plan_type: 'paid',
      is_active: 1,
      trial_end_date: null,
    });
    const periods = planPeriods(demo.server, user.accountSid);
    expect(periods.at(-1)).toMatchObject({ effective_end_date: null });
    const sub = (await api('GET', '/Subscriptions')).json as Record<string, unknown>;
    expect(sub).toMatchObject({
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { account_sid: user.accountSid },
      items: {
        object: 'list',
        data: [
          {
            quantity: 10,
            price: { id: SESSIONS_PRICE_ID, billing_scheme: 'tiered', currency: 'usd' },
          },
          { quantity: 20, price: { id: DEVICES_PRICE_ID, unit_amount: 300 } },
        ],
      },
    });
    expect(periods.at(-1)!.stripe_subscription_id).toBe(sub.id);
    const invoice = await api('GET', '/Invoices');
    expect(invoice.json).toMatchObject({
      id: 'upcoming',
      object: 'invoice',
      subscription: sub.id,
      currency: 'usd',
      amount_due: 16000,
      total: 16000,
      next_payment_attempt: sub.current_period_end,
      period_start: sub.current_period_end,
      lines: {
        object: 'list',
        data: [
          { amount: 10000, quantity: 10, proration: false, price: { id: SESSIONS_PRICE_ID } },
          { amount: 6000, quantity: 20, proration: false, price: { id: DEVICES_PRICE_ID } },
        ],
      },
    });
    const again = await upgrade('4242424242424242');
    expect([again.status, again.json]).toEqual([
      400,
      { msg: 'the account already has a paid subscription' },
    ]);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
  ])('reports a card error for %s; another card then pays it', async (number, reason) => {
    const res = await upgrade(number);
    expect(res.status).toBe(201);
    const answer = res.json as UpgradeAnswer;
    expect(answer).toMatchObject({ status: 'card error', reason });
    expect(answer.subscription).toMatch(/^sub_/);
    expect(accountRow(demo.server, user.accountSid).plan_type).toBe('trial');
    expect((await api('GET', '/Subscriptions')).json).toMatchObject({ status: 'incomplete' });
    const intent = await payCall(
      demo.server,
      'GET',
      `/payment_intents/${intentId(answer.client_secret)}?client_secret=${answer.client_secret}`,
    );
    expect(intent.json).toMatchObject({
      object: 'payment_intent',
      amount: 16000,
      currency: 'usd',
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', message: reason },
      next_action: null,
    });
    const paid = await confirm(answer.client_secret, {
      payment_method: await addCard(demo.server, '5555555555554444'),
    });
    expect(paid.json).toMatchObject({ status: 'succeeded', last_payment_error: null });
    expect(accountRow(demo.server, user.accountSid)).toMatchObject({
      plan_type: 'paid',
      is_active: 1,
    });
    expect((await api('GET', '/Subscriptions')).json).toMatchObject({ status: 'active' });
  });

  it('asks for authentication (4000002500003155); a failure, then a success, makes it paid', async () => {
    const res = await upgrade('4000002500003155');
    const answer = res.json as UpgradeAnswer;
    expect([res.status, answer.status]).toEqual([201, 'action required']);
    expect(answer.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    const failed = await confirm(answer.client_secret, { authentication: 'fail' });
    expect(failed.json).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    expect(accountRow(demo.server, user.accountSid).plan_type).toBe('trial');
    const card = (failed.json as { payment_method: string }).payment_method;
    const again = await confirm(answer.client_secret, { payment_method: card });
    expect(again.json).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
    });
    const done = await confirm(answer.client_secret, { authentication: 'complete' });
    expect(done.json).toMatchObject({ status: 'succeeded', amount: 16000 });
    expect(accountRow(demo.server, user.accountSid)).toMatchObject({
      plan_type: 'paid',
      trial_end_date: null,
    });
    const twice = await confirm(answer.client_secret, { authentication: 'complete' });
    expect([twice.status, twice.json]).toMatchObject([
      400,
      {
        error: {
          message:
            'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        },
      },
    ]);
    // Once authenticated, the card pays off session too.
    await advance(DAY);
    const more = await subscribe({ action: 'update-quantities', products: plan(12, 20) });
    expect(more.json).toEqual({ status: 'success' });
  });

  it('refuses a wrong client_secret or a missing authentication', async () => {
    const answer = (await upgrade('4000002500003155')).json as UpgradeAnswer;
    const id = intentId(answer.client_secret);
    const wrong = await payCall(
      demo.server,
      'GET',
      `/payment_intents/${id}?client_secret=${id}_secret_x`,
    );
    expect([wrong.status, wrong.json]).toMatchObject([
      400,
      {
        error: {
          type: 'invalid_request_error',
          message:
            'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        },
      },
    ]);
    const none = await confirm(answer.client_secret, {});
    expect(none.json).toMatchObject({
      error: { message: 'authentication must be complete or fail' },
    });
    const odd = await confirm(answer.client_secret, { authentication: 'maybe' });
    expect(odd.json).toMatchObject({
      error: { message: 'authentication must be complete or fail' },
    });
  });

  it('replaces an unpaid upgrade with a new one', async () => {
    const first = (await upgrade('4000000000000002')).json as UpgradeAnswer;
    const second = await upgrade('4242424242424242', 5);
    expect(second.json).toMatchObject({ status: 'success', chargedAmount: 16000 });
    const late = await confirm(first.client_secret, {
      payment_method: await addCard(demo.server, '4242424242424242'),
    });
    expect(late.json).toMatchObject({
      error: {
        message: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
      },
    });
    expect((await api('GET', '/Subscriptions')).json).toMatchObject({
      id: expect.not.stringMatching(first.subscription) as unknown,
      items: { data: [{ quantity: 5 }, { quantity: 20 }] },
    });
  });
});

describe('update-payment-method', () => {
  it('makes the card the default, detaches the old one and pays an unpaid first invoice', async () => {
    const declined = (await upgrade('4000000000000002')).json as UpgradeAnswer;
    const old = (
      (
        await payCall(
          demo.server,
          'GET',
          `/payment_intents/${intentId(declined.client_secret)}?client_secret=${declined.client_secret}`,
        )
      ).json as { payment_method: string }
    ).payment_method;
    const auth = await addCard(demo.server, '4000002500003155');
    const notYet = await subscribe({ action: 'update-payment-method', payment_method_id: auth });
    expect([notYet.status, notYet.json]).toEqual([
      200,
      { status: 'failed to pay outstanding invoices' },
    ]);
    const good = await addCard(demo.server, '4242424242424242');
    const res = await subscribe({ action: 'update-payment-method', payment_method_id: good });
    expect([res.status, res.json]).toEqual([200, { status: 'success' }]);
    expect(accountRow(demo.server, user.accountSid).plan_type).toBe('paid');
    expect((await api('GET', '/Subscriptions')).json).toMatchObject({
      status: 'active',
      default_payment_method: good,
    });
    for (const id of [old, auth]) {
      const pm = await payCall(demo.server, 'GET', `/payment_methods/${id}`);
      expect(pm.json).toMatchObject({ customer: null });
    }
    const stored = await payCall(demo.server, 'GET', `/payment_methods/${good}`);
    expect((stored.json as { customer: string }).customer).toMatch(/^cus_/);
  });

  it('needs a customer and a known card', async () => {
    const card = await addCard(demo.server, '4242424242424242');
    const none = await subscribe({ action: 'update-payment-method', payment_method_id: card });
    expect([none.status, none.json]).toEqual([
      400,
      { msg: 'the account has no paid subscription' },
    ]);
    await upgrade('4242424242424242');
    const unknown = await subscribe({ action: 'update-payment-method', payment_method_id: 'pm_x' });
    expect(unknown.json).toEqual({ msg: "No such PaymentMethod: 'pm_x'" });
  });
});

describe('update-quantities', () => {
  it('prices a change for the rest of the period (dry run)', async () => {
    await upgrade('4242424242424242');
    await advance(10 * DAY + 3600_000);
    const sub = (await api('GET', '/Subscriptions')).json as {
      current_period_start: number;
      current_period_end: number;
    };
    const days = Math.round((sub.current_period_end - sub.current_period_start) / 86400);
    const left = Math.ceil((sub.current_period_end * 1000 - demo.server.clock.now()) / DAY);
    expect(left).toBe(days - 10);
    const up = await subscribe({
      action: 'update-quantities',
      dry_run: true,
      products: plan(20, 25),
    });
    // 20 sessions: 20 × 1000; 25 devices: 25 × 300; now 16000 a month.
    expect([up.status, up.json]).toEqual([
      201,
      {
        currency: 'usd',
        prorated_cost: Math.round(((27500 - 16000) * left) / days),
        monthly_cost: 27500,
        next_invoice_date: new Date(sub.current_period_end * 1000).toDateString(),
      },
    ]);
    const down = await subscribe({ action: 'update-quantities', dry_run: true, products: plan(5) });
    expect(down.json).toMatchObject({
      prorated_cost: Math.round(((10000 - 16000) * left) / days),
      monthly_cost: 10000,
    });
    expect((await api('GET', '/Subscriptions')).json).toMatchObject({
      items: { data: [{ quantity: 10 }, { quantity: 20 }] },
    });
  });

  it('charges the prorated cost and puts the new quantities in force', async () => {
    await upgrade('4242424242424242');
    const before = planPeriods(demo.server, user.accountSid).length;
    await advance(DAY);
    const res = await subscribe({ action: 'update-quantities', products: plan(150, 0) });
    expect([res.status, res.json]).toEqual([201, { status: 'success' }]);
    expect((await api('GET', '/Subscriptions')).json).toMatchObject({
      items: { data: [{ quantity: 150 }, { quantity: 0 }] },
    });
    expect((await api('GET', '/Invoices')).json).toMatchObject({ amount_due: 150 * 800 });
    const periods = planPeriods(demo.server, user.accountSid);
    expect(periods.length).toBe(before + 1);
    const charged = demo.server.sandbox.db
      .prepare(
        `SELECT amount, status FROM pay_payment_intents WHERE description = 'Subscription update'`,
      )
      .all();
    expect(charged).toEqual([{ amount: expect.any(Number) as unknown, status: 'succeeded' }]);
    expect((charged[0] as { amount: number }).amount).toBeGreaterThan(0);
  });

  it('keeps the quantities when the card on file is declined', async () => {
    await upgrade('4242424242424242');
    const declining = await addCard(demo.server, '4000000000009995');
    await subscribe({ action: 'update-payment-method', payment_method_id: declining });
    const res = await subscribe({ action: 'update-quantities', products: plan(20, 20) });
    expect([res.status, res.json]).toEqual([201, { status: 'failed', reason: 'payment required' }]);
    expect((await api('GET', '/Subscriptions')).json).toMatchObject({
      items: { data: [{ quantity: 10 }, { quantity: 20 }] },
    });
  });

  it('needs a paid subscription', async () => {
    const res = await subscribe({ action: 'update-quantities', products: plan(5, 1) });
    expect([res.status, res.json]).toEqual([400, { msg: 'the account has no paid subscription' }]);
  });
});

describe('downgrade-to-free', () => {
  it('ends the paid plan at the period end; then the account is free', async () => {
    await upgrade('4242424242424242');
    const res = await subscribe({ action: 'downgrade-to-free' });
    expect([res.status, res.json]).toEqual([200, { status: 'success' }]);
    const sub = (await api('GET', '/Subscriptions')).json as { current_period_end: number };
    expect(sub).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await api('GET', '/Invoices')).status).toBe(404);
    expect(accountRow(demo.server, user.accountSid).plan_type).toBe('paid');
    await advance(sub.current_period_end * 1000 - demo.server.clock.now() + 1000);
    expect((await api('GET', '/Subscriptions')).status).toBe(404);
    expect(accountRow(demo.server, user.accountSid)).toMatchObject({
      plan_type: 'free',
      is_active: 1,
    });
    const last = planPeriods(demo.server, user.accountSid).at(-1)!;
    expect(last).toMatchObject({
      stripe_subscription_id: null,
      effective_end_date: null,
      effective_start_date: new Date(sub.current_period_end * 1000).toISOString(),
    });
    const again = await subscribe({ action: 'downgrade-to-free' });
    expect(again.json).toEqual({ msg: 'the account has no paid subscription' });
  });

  it('lets a plan that was not cancelled renew', async () => {
    await upgrade('4242424242424242');
    const sub = (await api('GET', '/Subscriptions')).json as { current_period_end: number };
    await advance(40 * DAY);
    expect((await api('GET', '/Subscriptions')).json).toMatchObject({
      status: 'active',
      current_period_start: sub.current_period_end,
    });
  });
});

describe('POST /Subscriptions bad bodies', () => {
  const products = plan(10, 20);
  it.each([
    [[], 'request body must be a JSON object'],
    [{}, 'invalid or missing action'],
    [{ action: 'upgrade' }, 'invalid or missing action'],
    [{ action: 7 }, 'invalid or missing action'],
    [{ action: 'downgrade-to-free', extra: 1 }, 'unknown field: extra'],
    [{ action: 'upgrade-to-paid', products }, 'missing payment_method_id'],
    [{ action: 'update-payment-method' }, 'missing payment_method_id'],
    [
      { action: 'update-payment-method', payment_method_id: 5 },
      'payment_method_id must be a string',
    ],
    [{ action: 'upgrade-to-paid', payment_method_id: 'pm_x' }, 'missing products'],
    [{ action: 'update-quantities', products: [] }, 'missing products'],
    [{ action: 'update-quantities', products: 'x' }, 'missing products'],
    [{ action: 'update-quantities', products: [1] }, 'products[0] must be an object'],
    [
      { action: 'update-quantities', products: [{ ...products[0], x: 1 }] },
      'unknown field: products[0].x',
    ],
    [
      { action: 'update-quantities', products: [{ price_id: 'p', quantity: 1 }] },
      'products[0].product_sid is required',
    ],
    [
      { action: 'update-quantities', products: [{ product_sid: 'p', quantity: 1 }] },
      'products[0].price_id is required',
    ],
    [
      { action: 'update-quantities', products: [{ product_sid: 5, price_id: 'p', quantity: 1 }] },
      'products[0].product_sid must be a string',
    ],
    [
      { action: 'update-quantities', products: [{ product_sid: 'p', price_id: 'p' }] },
      'products[0].quantity is required',
    ],
    [
      { action: 'update-quantities', products: [{ ...products[0], quantity: 1.5 }] },
      'products[0].quantity must be a whole number',
    ],
    [
      { action: 'update-quantities', products: [{ ...products[0], quantity: '5' }] },
      'products[0].quantity must be a whole number',
    ],
    [
      { action: 'update-quantities', products: [{ ...products[0], product_sid: 'nope' }] },
      'unknown product_sid nope',
    ],
    [
      { action: 'update-quantities', products: [{ ...products[0], price_id: DEVICES_PRICE_ID }] },
      `price_id ${DEVICES_PRICE_ID} is not a price of product ${SESSIONS_PRODUCT_SID}`,
    ],
    [
      { action: 'update-quantities', products: [products[0], products[0]] },
      'each product may appear once',
    ],
    [
      { action: 'update-quantities', products: [products[1]] },
      'products must include the voice_call_session product',
    ],
    [
      { action: 'update-quantities', products: plan(4) },
      'invalid voice call session value, minimum is 5',
    ],
    [
      { action: 'update-quantities', products: plan(1001) },
      'invalid voice call session value, maximum is 1000',
    ],
    [
      { action: 'update-quantities', products: plan(5, 201) },
      'invalid device value, it must be from 0 to 200',
    ],
    [{ action: 'update-quantities', products, dry_run: 'yes' }, 'dry_run must be true or false'],
    [{ action: 'downgrade-to-free', dry_run: true }, 'dry_run is only for update-quantities'],
    [
      { action: 'upgrade-to-paid', payment_method_id: 'pm_x', products },
      "No such PaymentMethod: 'pm_x'",
    ],
    [
      {
        action: 'upgrade-to-paid',
        payment_method_id: 'pm_x',
        products,
        stripe_customer_id: 'cus_x',
      },
      'stripe_customer_id is not the customer of this account',
    ],
  ])('%j: 400 %s', async (body, msg) => {
    const res = await subscribe(body as Record<string, unknown>);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await call(demo.server, 'POST', '/Subscriptions', {
      token: user.token,
      rawBody: '{"action":',
    });
    expect(res.status).toBe(400);
  });
});
