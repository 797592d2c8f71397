import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import {
  ADA_CUSTOMER_ID,
  ADA_PAYMENT_METHOD_ID,
  ADA_SUBSCRIPTION_ID,
  DEVICES_PRICE_ID,
  DEVICES_PRODUCT_SID,
  SESSIONS_PRICE_ID,
  SESSIONS_PRODUCT_SID,
  VOICE_CLOUD_SID,
} from '../../hosted/demo-ids.ts';
import {
  accountRow,
  addCard,
  DAY,
  hostedClient,
  intentId,
  payCall,
  plan,
  planPeriods,
  type UpgradeAnswer,
} from '../../hosted/test-hosted.ts';
import { oauthFields } from '../../oauth/test-support.ts';
import { addApiKey, call, demoSandbox, login } from '../../test-support.ts';

const demo = demoSandbox();
const { user, api, subscribe, upgrade, advance, confirm } = hostedClient(demo);

/** A hosted sign-in (POST /signin with an OAuth code, or /login for a local user): its token. */
async function signIn(body: Record<string, string>): Promise<string> {
  if (body.provider) {
    const res = await call(demo.server, 'POST', '/signin', { body });
    if (res.status !== 200) throw new Error(`signin: ${res.status} ${res.text}`);
    return (res.json as { jwt: string }).jwt;
  }
  return (await login(demo.server, body.username!, DEMO_PASSWORD)).token;
}

describe('the hosted demo users', () => {
  it('Grace (local, free trial) upgrades with a Visa and is paid', async () => {
    const grace = await signIn({ username: 'grace@hopper.example' });
    const res = await api(
      'POST',
      '/Subscriptions',
      {
        action: 'upgrade-to-paid',
        payment_method_id: await addCard(demo.server, '4242424242424242'),
        products: plan(5, 2),
      },
      grace,
    );
    expect(res.json).toEqual({
      status: 'success',
      chargedAmount: 10000 + 2 * 300,
      currency: 'usd',
      statementDescriptor: 'VOICE CLOUD',
    });
    const account = demo.server.sandbox.db
      .prepare(`SELECT plan_type, is_active, trial_end_date FROM accounts WHERE name = ?`)
      .get('grace@hopper.example');
    expect(account).toEqual({ plan_type: 'paid', is_active: 1, trial_end_date: null });
  });

  it('Margaret (Google, free trial) needs authentication, then is paid', async () => {
    const margaret = await signIn({
      ...(await oauthFields(demo.server, 'google', 'margaret-hamilton')),
      service_provider_sid: VOICE_CLOUD_SID,
    });
    const res = await api(
      'POST',
      '/Subscriptions',
      {
        action: 'upgrade-to-paid',
        payment_method_id: await addCard(demo.server, '4000002500003155'),
        products: plan(10),
      },
      margaret,
    );
    const answer = res.json as UpgradeAnswer;
    expect(answer.status).toBe('action required');
    const done = await payCall(
      demo.server,
      'POST',
      `/payment_intents/${intentId(answer.client_secret)}/confirm`,
      { client_secret: answer.client_secret, authentication: 'complete' },
    );
    expect(done.json).toMatchObject({ status: 'succeeded', amount: 10000 });
    expect((await api('GET', '/Subscriptions', undefined, margaret)).json).toMatchObject({
      status: 'active',
      items: { data: [{ quantity: 10 }] },
    });
  });

  it('the Acme users have no subscription', async () => {
    const res = await api('GET', '/Subscriptions', undefined, demo.tokens['acct-admin']);
    expect(res.status).toBe(403);
  });
});

describe("Ada's seeded plan", () => {
  it('is a paid subscription of 10 sessions and 20 devices with a Visa 4242, 10 days in', async () => {
    const ada = await signIn({
      ...(await oauthFields(demo.server, 'github', 'ada-lovelace')),
      service_provider_sid: VOICE_CLOUD_SID,
    });
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
    const apiKey = addApiKey(demo.server, { account_sid: user().accountSid });
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
    expect(accountRow(demo.server, user().accountSid).stripe_customer_id).toBe(id);
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
    expect(accountRow(demo.server, user().accountSid)).toMatchObject({
      plan_type: 'paid',
      is_active: 1,
      trial_end_date: null,
    });
    const periods = planPeriods(demo.server, user().accountSid);
    expect(periods.at(-1)).toMatchObject({ effective_end_date: null });
    const sub = (await api('GET', '/Subscriptions')).json as Record<string, unknown>;
    expect(sub).toMatchObject({
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { account_sid: user().accountSid },
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
    const me = (await api('GET', '/Users/me')).json as Record<string, Record<string, unknown>>;
    expect(me.account).toMatchObject({ plan_type: 'paid', is_active: 1 });
    expect(me.subscription).toMatchObject({
      products: [
        { category: 'voice_call_session', quantity: 10, price_id: SESSIONS_PRICE_ID },
        { category: 'device', quantity: 20, price_id: DEVICES_PRICE_ID },
      ],
      cancel_at_period_end: false,
      card_type: 'visa',
      last4: '4242',
      statement_descriptor: 'PAY TEST CLOUD',
    });
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
    expect(accountRow(demo.server, user().accountSid).plan_type).toBe('trial');
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
    expect(accountRow(demo.server, user().accountSid)).toMatchObject({
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
    expect(accountRow(demo.server, user().accountSid).plan_type).toBe('trial');
    const card = (failed.json as { payment_method: string }).payment_method;
    const again = await confirm(answer.client_secret, { payment_method: card });
    expect(again.json).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
    });
    const done = await confirm(answer.client_secret, { authentication: 'complete' });
    expect(done.json).toMatchObject({ status: 'succeeded', amount: 16000 });
    expect(accountRow(demo.server, user().accountSid)).toMatchObject({
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
