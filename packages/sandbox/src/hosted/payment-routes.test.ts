import { describe, expect, it } from 'vitest';
import { call, demoSandbox } from '../test-support.ts';
import { payCall } from './test-hosted.ts';

const demo = demoSandbox({ resetEachTest: false, signIn: false });

// The test clock starts at the real time.
const year = () => new Date().getUTCFullYear();
const card = (number: string, more: Record<string, unknown> = {}) => ({
  type: 'card',
  card: { number, exp_month: 12, exp_year: year() + 1, cvc: '123', ...more },
});
const create = (body: unknown, key?: string | null) =>
  payCall(demo.server, 'POST', '/payment_methods', body, key);

describe('card-payment stand-in: payment methods', () => {
  it.each([
    ['4242424242424242', 'visa', '4242'],
    ['4242 4242 4242 4242', 'visa', '4242'],
    ['5555555555554444', 'mastercard', '4444'],
    ['4000000000000002', 'visa', '0002'],
    ['4000000000009995', 'visa', '9995'],
    ['4000000000000069', 'visa', '0069'],
    ['4000000000000127', 'visa', '0127'],
    ['4000002500003155', 'visa', '3155'],
  ])('stores the test card %s (%s)', async (number, brand, last4) => {
    const res = await create({ ...card(number), billing_details: { name: 'Ada', email: null } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      object: 'payment_method',
      type: 'card',
      card: { brand, last4, exp_month: 12, exp_year: year() + 1, funding: 'credit', country: 'US' },
      billing_details: { name: 'Ada', email: null },
      customer: null,
    });
    const id = (res.json as { id: string }).id;
    expect(id).toMatch(/^pm_[A-Za-z0-9]{24}$/);
    const read = await payCall(demo.server, 'GET', `/payment_methods/${id}`);
    expect(read.json).toEqual(res.json);
  });

  it('takes an amex with a 4-digit CVC and a 2-digit year', async () => {
    const res = await create(
      card('378282246310005', { cvc: '1234', exp_year: (year() + 2) % 100 }),
    );
    expect(res.json).toMatchObject({
      card: { brand: 'amex', last4: '0005', exp_year: year() + 2 },
    });
  });

  it.each([
    [{ number: '4242' }, 'incomplete_number', 'Your card number is incomplete.'],
    [{ number: '4242424242424241' }, 'invalid_number', 'Your card number is invalid.'],
    [{ number: '4242x42424242424' }, 'invalid_number', 'Your card number is invalid.'],
    [{ exp_month: null }, 'incomplete_expiry', "Your card's expiration date is incomplete."],
    [{ exp_month: 13 }, 'invalid_expiry_month', "Your card's expiration month is invalid."],
    [{ exp_year: 2001 }, 'invalid_expiry_year_past', "Your card's expiration year is in the past."],
    [{ cvc: '1' }, 'incomplete_cvc', "Your card's security code is incomplete."],
    [
      { number: '4111111111111111' },
      'card_declined',
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    ],
  ])('refuses %j: 402 %s', async (change, code, message) => {
    const res = await create(card('4242424242424242', change));
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ error: { type: 'card_error', code, message } });
  });

  it('refuses an expiry earlier this year', async () => {
    const month = new Date(demo.server.clock.now()).getUTCMonth() + 1;
    if (month === 1) return; // no month of this year is past in January
    const res = await create(card('4242424242424242', { exp_month: month - 1, exp_year: year() }));
    expect(res.json).toMatchObject({
      error: {
        code: 'invalid_expiry_month_past',
        message: "Your card's expiration date is in the past.",
      },
    });
  });

  it.each([
    [[], 'Invalid request body: send a JSON object.'],
    [{ card: card('4242424242424242').card }, 'Missing required param: type.'],
    [{ type: 'sepa_debit', card: {} }, 'Invalid type: must be card.'],
    [{ type: 'card' }, 'Missing required param: card.'],
    [{ type: 'card', card: 'x' }, 'Invalid card: must be an object.'],
    [{ ...card('4242424242424242'), amount: 1 }, 'Received unknown parameter: amount'],
    [card('4242424242424242', { zip: '1' }), 'Received unknown parameter: card[zip]'],
    [card('4242424242424242', { exp_month: 'May' }), 'Invalid integer: May'],
    [card('4242424242424242', { number: true }), 'Invalid card[number]: must be a string.'],
    [
      { ...card('4242424242424242'), billing_details: { name: 7 } },
      'Invalid billing_details[name]: must be a string of at most 255 characters.',
    ],
  ])('answers a bad body %j with 400 invalid_request_error', async (body, message) => {
    const res = await create(body);
    expect([res.status, res.json]).toMatchObject([
      400,
      { error: { type: 'invalid_request_error', message } },
    ]);
  });

  it('answers malformed JSON and unknown ids in its own error shape', async () => {
    const bad = await call(demo.server, 'POST', '/payment_methods', {
      base: '/_payments/v1',
      rawBody: '{',
      headers: { Authorization: 'Bearer pk_test_x', 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { type: 'invalid_request_error' } });
    const form = await call(demo.server, 'POST', '/payment_methods', {
      base: '/_payments/v1',
      rawBody: 'type=card',
      headers: {
        Authorization: 'Bearer pk_test_x',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    });
    expect([form.status, form.json]).toEqual([
      400,
      {
        error: {
          type: 'invalid_request_error',
          message: 'Send the parameters as JSON (Content-Type: application/json).',
        },
      },
    ]);
    const missing = await payCall(demo.server, 'GET', '/payment_methods/pm_nope');
    expect([missing.status, missing.json]).toEqual([
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: "No such PaymentMethod: 'pm_nope'",
          param: 'id',
        },
      },
    ]);
    const route = await payCall(demo.server, 'GET', '/charges');
    expect([route.status, route.json]).toEqual([
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: 'Unrecognized request URL (GET: /_payments/v1/charges).',
        },
      },
    ]);
  });

  it('needs a publishable test key', async () => {
    const none = await create(card('4242424242424242'), null);
    expect([none.status, none.json]).toEqual([
      401,
      { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } },
    ]);
    const secret = await create(card('4242424242424242'), 'sk_live_abc');
    expect([secret.status, secret.json]).toEqual([
      401,
      {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_live_abc' },
      },
    ]);
  });

  it('is open to any origin, preflight included', async () => {
    const preflight = await fetch(`${demo.server.url}/_payments/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const res = await create(card('4242424242424242'));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('card-payment stand-in: payment intents', () => {
  it('answers 404 for an unknown intent and 400 for a wrong client_secret', async () => {
    const unknown = await payCall(demo.server, 'GET', '/payment_intents/pi_x?client_secret=s');
    expect([unknown.status, unknown.json]).toMatchObject([
      404,
      { error: { message: "No such payment_intent: 'pi_x'" } },
    ]);
  });
});
