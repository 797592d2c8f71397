import { describe, expect, it } from 'vitest';
import { DEVICES_PRICE_ID, SESSIONS_PRODUCT_SID } from '../../hosted/demo-ids.ts';
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
import { call, demoSandbox } from '../../test-support.ts';

const demo = demoSandbox();
const { user, api, subscribe, upgrade, advance } = hostedClient(demo);

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
    expect(accountRow(demo.server, user().accountSid).plan_type).toBe('paid');
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
    const before = planPeriods(demo.server, user().accountSid).length;
    await advance(DAY);
    const res = await subscribe({ action: 'update-quantities', products: plan(150, 0) });
    expect([res.status, res.json]).toEqual([201, { status: 'success' }]);
    expect((await api('GET', '/Subscriptions')).json).toMatchObject({
      items: { data: [{ quantity: 150 }, { quantity: 0 }] },
    });
    expect((await api('GET', '/Invoices')).json).toMatchObject({ amount_due: 150 * 800 });
    const periods = planPeriods(demo.server, user().accountSid);
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
    expect(accountRow(demo.server, user().accountSid).plan_type).toBe('paid');
    demo.server.clock.advance(sub.current_period_end * 1000 - demo.server.clock.now() + 1000);
    // Any request settles it, before anyone reads the account (here another user's).
    expect((await api('GET', '/Prices', undefined, 'not-a-token')).status).toBe(401);
    expect(accountRow(demo.server, user().accountSid)).toMatchObject({
      plan_type: 'free',
      is_active: 1,
      trial_end_date: null,
    });
    await advance(0);
    expect((await api('GET', '/Subscriptions')).status).toBe(404);
    expect(accountRow(demo.server, user().accountSid)).toMatchObject({
      plan_type: 'free',
      is_active: 1,
    });
    const last = planPeriods(demo.server, user().accountSid).at(-1)!;
    expect(last).toMatchObject({
      stripe_subscription_id: null,
      effective_end_date: null,
      effective_start_date: new Date(sub.current_period_end * 1000).toISOString(),
    });
    const me = (await api('GET', '/Users/me')).json as Record<string, Record<string, unknown>>;
    expect(me.account).toMatchObject({ plan_type: 'free', is_active: 1 });
    expect(me.subscription).toMatchObject({
      products: [
        { category: 'voice_call_session', quantity: 1, price_id: null },
        { category: 'device', quantity: 1, price_id: null },
      ],
      current_period_end: null,
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
      token: user().token,
      rawBody: '{"action":',
    });
    expect(res.status).toBe(400);
  });
});
