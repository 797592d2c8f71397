import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

const GRACE = 'grace@hopper.example';
const HOSTED = { hostedSystem: true };

async function grace() {
  const token = await signIn(sandbox.apiBase, GRACE, 'Demo-pass-1');
  const me = await fetch(`${sandbox.apiBase}/Users/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const accountSid = ((await me.json()) as { account: { account_sid: string } }).account
    .account_sid;
  return { token, accountSid };
}

/** Puts Grace on a paid plan of 5 call sessions through the API, as the upgrade page would. */
async function makePaid(token: string) {
  const call = async (path: string, method = 'GET', body?: unknown, key = token) => {
    const response = await fetch(path, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as Promise<Record<string, unknown>>;
  };
  const prices = (await call(`${sandbox.apiBase}/Prices`)) as unknown as {
    category: string;
    product_sid: string;
    prices: { stripe_price_id: string }[];
  }[];
  const card = await call(
    `${sandbox.url}/_payments/v1/payment_methods`,
    'POST',
    {
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    },
    'pk_test_sandbox',
  );
  const customer = await call(`${sandbox.apiBase}/StripeCustomerId`);
  const order = (category: string, quantity: number) => {
    const product = prices.find((item) => item.category === category)!;
    return {
      product_sid: product.product_sid,
      price_id: product.prices[0]!.stripe_price_id,
      quantity,
    };
  };
  const answer = await call(`${sandbox.apiBase}/Subscriptions`, 'POST', {
    action: 'upgrade-to-paid',
    payment_method_id: card.id,
    stripe_customer_id: customer.stripe_customer_id,
    products: [order('voice_call_session', 5), order('device', 0)],
  });
  expect(answer.status).toBe('success');
}

describe('billing pages (hosted)', () => {
  it("shows a trial on the account's own page with the way to upgrade", async () => {
    const { token, accountSid } = await grace();
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      features: HOSTED,
      path: `/internal/accounts/${accountSid}/edit`,
    });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    expect(
      await screen.findByText(/^Free trial, until [A-Z][a-z]{2} \d{2}, \d{4}\.$/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to a paid plan' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/internal/accounts/${accountSid}/subscription$`)),
    );
  });

  it('changes capacities after a dry run and returns to the account page', async () => {
    const { token, accountSid } = await grace();
    await makePaid(token);
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      features: HOSTED,
      path: `/internal/accounts/${accountSid}/modify-subscription`,
    });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    const user = userEvent.setup();
    const sessions = await screen.findByRole('textbox', {
      name: 'Capacity: Maximum concurrent call sessions',
    });
    expect(sessions).toHaveValue('5');
    const review = screen.getByRole('button', { name: 'Review Changes' });
    expect(review).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /Additional device/ })).toBeNull();
    await user.clear(sessions);
    await user.type(sessions, '20');
    expect(screen.getByTestId('total')).toHaveTextContent('$200.00');
    await user.click(review);
    expect(await screen.findByTestId('monthly-cost')).toHaveTextContent('$200.00');
    await user.click(screen.getByRole('button', { name: 'Confirm changes' }));
    await waitFor(() =>
      expect(harness.notifications).toContainEqual({
        kind: 'success',
        text: 'Your subscription capacity has been successfully modified.',
      }),
    );
    await waitFor(() =>
      expect(harness.router.location().pathname).toBe(`/internal/accounts/${accountSid}/edit`),
    );
  });

  it('says so when the host gives no card payment provider', async () => {
    const { token, accountSid } = await grace();
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      features: HOSTED,
      path: `/internal/accounts/${accountSid}/subscription`,
    });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    expect(
      await screen.findByText('No card payment provider is configured for this console.'),
    ).toBeVisible();
  });

  it('sends a trial from the change page to the upgrade page', async () => {
    const { token, accountSid } = await grace();
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      features: HOSTED,
      path: `/internal/accounts/${accountSid}/modify-subscription`,
    });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    await waitFor(() =>
      expect(harness.router.location().pathname).toBe(
        `/internal/accounts/${accountSid}/subscription`,
      ),
    );
  });

  it('are not found without the hosted flag', async () => {
    const { token, accountSid } = await grace();
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      path: `/internal/accounts/${accountSid}/manage-payment`,
    });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    expect(await screen.findByText("That page doesn't exist.")).toBeVisible();
  });
});
