import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD, expect, extraHost, test as base, type Page } from './fixtures.ts';
import { VOICE_CLOUD_SID } from './hosted.ts';

/** The card-payment stand-in's test key. */
export const PUBLISHABLE_KEY = 'pk_test_sandbox';
const STRIPE_SCRIPT = /^https:\/\/js\.stripe\.com\//;
const FAKE_STRIPE = readFileSync(new URL('./fake-stripe.js', import.meta.url), 'utf8');

/** The standalone host in hosted mode with the card payment provider; Stripe.js is served by the
 *  fake (tests/support/fake-stripe.js), talking to the sandbox's /_payments, and every request
 *  for it is recorded in `stripeRequests`. */
export const test = base.extend<
  { stripeRequests: string[]; sandboxUrl: string },
  { billingUrl: string }
>({
  billingUrl: extraHost('hostedSystem=true', (apiBase) => [
    '--hosted',
    JSON.stringify({ serviceProviderSid: VOICE_CLOUD_SID }),
    '--payments',
    JSON.stringify({ publishableKey: PUBLISHABLE_KEY }),
    // The fake Stripe.js calls the sandbox's card-payment stand-in, not api.stripe.com.
    '--connect-src',
    new URL(apiBase).origin,
  ]),
  baseURL: async ({ billingUrl }, use) => use(billingUrl),
  sandboxUrl: async ({ stack }, use) => use(stack.sandbox.apiBase.replace(/\/api\/v1$/, '')),
  stripeRequests: [
    async ({ page, sandboxUrl }, use) => {
      const requests: string[] = [];
      await page.route(STRIPE_SCRIPT, (route) => {
        requests.push(route.request().url());
        return route.fulfill({
          contentType: 'text/javascript',
          body: FAKE_STRIPE.replaceAll('__PAYMENTS_BASE__', sandboxUrl),
        });
      });
      await use(requests);
    },
    { auto: true },
  ],
});

/** Types a card into the fake card element. */
export async function typeCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiration date MM / YY' }).fill(expiry);
  await page.getByRole('textbox', { name: 'CVC' }).fill(cvc);
}

/** The message of a success toast. */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

async function call<T>(url: string, method: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface Prices {
  category: string;
  product_sid: string;
  prices: { stripe_price_id: string }[];
}

/** Puts a local hosted user on a paid plan through the API (as the upgrade page would). */
export async function makePaid(
  sandboxUrl: string,
  email: string,
  quantities: { sessions: number; devices: number } = { sessions: 5, devices: 0 },
) {
  const api = `${sandboxUrl}/api/v1`;
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const prices = await call<Prices[]>(`${api}/Prices`, 'GET', token);
  const card = await call<{ id: string }>(
    `${sandboxUrl}/_payments/v1/payment_methods`,
    'POST',
    PUBLISHABLE_KEY,
    {
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    },
  );
  const { stripe_customer_id } = await call<{ stripe_customer_id: string }>(
    `${api}/StripeCustomerId`,
    'GET',
    token,
  );
  const order = (category: string, quantity: number) => {
    const product = prices.find((item) => item.category === category)!;
    return {
      product_sid: product.product_sid,
      price_id: product.prices[0]!.stripe_price_id,
      quantity,
    };
  };
  const answer = await call<{ status: string }>(`${api}/Subscriptions`, 'POST', token, {
    action: 'upgrade-to-paid',
    payment_method_id: card.id,
    stripe_customer_id,
    products: [
      order('voice_call_session', quantities.sessions),
      order('device', quantities.devices),
    ],
  });
  expect(answer.status).toBe('success');
}

export { DEMO_PASSWORD, expect, expectAccessible, signIn, type Page } from './fixtures.ts';
