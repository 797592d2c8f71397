import {
  expect,
  expectAccessible,
  makePaid,
  signIn,
  test,
  toast,
  typeCard,
  type Page,
} from '../support/billing.ts';

const GRACE = 'grace@hopper.example';

/** Signs in a hosted user and opens the account's own page; the account's sid. */
async function openAccount(page: Page, email = GRACE) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/internal\//);
  await page.getByRole('navigation').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/internal\/accounts\/[\w-]+\/edit$/);
  return /\/accounts\/([\w-]+)\/edit/.exec(page.url())![1]!;
}

const capacity = (page: Page, service: string) =>
  page.getByRole('textbox', { name: `Capacity: ${service}` });
const SESSIONS = 'Maximum concurrent call sessions';
const DEVICES = 'Additional device registrations';

test.describe('hosted billing: upgrade', () => {
  test('upgrades a trial with a good card', async ({ page, stripeRequests }) => {
    await openAccount(page);
    // The spec's date format, 'MMM DD, YYYY'.
    await expect(page.getByText(/^Free trial, until [A-Z][a-z]{2} \d{2}, \d{4}\.$/)).toBeVisible();
    expect(stripeRequests).toEqual([]);
    await page.getByRole('link', { name: 'Upgrade to a paid plan' }).click();
    await expect(page.getByRole('heading', { name: 'Upgrade your subscription' })).toBeVisible();

    const total = page.getByTestId('total');
    await expect(capacity(page, SESSIONS)).toHaveValue('5');
    await expect(total).toHaveText('$100.00');
    await expect(capacity(page, DEVICES)).toHaveCount(0);
    await capacity(page, SESSIONS).fill('4');
    await expect(page.getByText('Enter a number from 5 to 1000.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay and Upgrade' })).toBeDisabled();
    await capacity(page, SESSIONS).fill('12');
    await expect(total).toHaveText('$120.00');
    await page
      .getByRole('button', { name: 'Would you like to purchase additional device registrations?' })
      .click();
    await capacity(page, DEVICES).fill('201');
    await expect(page.getByText('Enter a number from 0 to 200.')).toBeVisible();
    await capacity(page, DEVICES).fill('3');
    await expect(total).toHaveText('$129.00');

    await typeCard(page, '4242 4242 4242 4242');
    expect(stripeRequests.length).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay and Upgrade' }).click();
    await expect(toast(page, 'Payment completed successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts\/[\w-]+\/edit$/);
    await expect(
      page.getByText('Paid plan: 12 concurrent call sessions and 3 registered devices.'),
    ).toBeVisible();
  });

  test('a declined card keeps the form, shows the reason, and another card pays', async ({
    page,
  }) => {
    const sid = await openAccount(page);
    await page.goto(`/internal/accounts/${sid}/subscription`);
    await typeCard(page, '4000 0000 0000 0002');
    const pay = page.getByRole('button', { name: 'Pay and Upgrade' });
    await pay.click();
    await expect(
      page.getByText(
        'The payment failed: Your card was declined. Enter another card and try again.',
      ),
    ).toBeVisible();
    await expect(pay).toBeEnabled();
    await expect(page).toHaveURL(/\/subscription$/);

    await typeCard(page, '4000 0000 0000 9995');
    await pay.click();
    await expect(page.getByText(/Your card has insufficient funds\./)).toBeVisible();

    await typeCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(toast(page, 'Payment completed successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);
  });

  test('a card that needs authentication is authenticated, then paid', async ({ page }) => {
    const sid = await openAccount(page);
    await page.goto(`/internal/accounts/${sid}/subscription`);
    await typeCard(page, '4000 0025 0000 3155');
    // The authentication is held back a moment, to see the page ask the user to stay.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_payments/v1/payment_intents/*/confirm', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Pay and Upgrade' }).click();
    const overlay = page.getByRole('alertdialog', { name: 'Processing…' });
    await expect(overlay).toContainText(
      'Please do not leave or reload this page while your request is processed.',
    );
    release();
    await expect(toast(page, 'Payment completed successfully')).toBeVisible();
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.getByText(/^Paid plan: 5 concurrent call sessions/)).toBeVisible();
  });

  test('a failed authentication shows the reason', async ({ page }) => {
    const sid = await openAccount(page);
    await page.goto(`/internal/accounts/${sid}/subscription`);
    await page.evaluate(() => {
      (window as unknown as { __fakeStripeAuthentication: string }).__fakeStripeAuthentication =
        'fail';
    });
    await typeCard(page, '4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Pay and Upgrade' }).click();
    await expect(page.getByText(/We are unable to authenticate your payment method/)).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test('an incomplete card shows the provider message', async ({ page }) => {
    const sid = await openAccount(page);
    await page.goto(`/internal/accounts/${sid}/subscription`);
    await typeCard(page, '4242 4242', '12 / 34');
    await page.getByRole('button', { name: 'Pay and Upgrade' }).click();
    await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
  });

  test("a server error is shown with the server's message and the form stays", async ({
    page,
    sandbox,
  }) => {
    const sid = await openAccount(page);
    await page.goto(`/internal/accounts/${sid}/subscription`);
    await capacity(page, SESSIONS).fill('7');
    await typeCard(page, '4242 4242 4242 4242');
    await sandbox.fault({
      path: '^/Subscriptions$',
      method: 'POST',
      status: 500,
      body: { msg: 'billing is unavailable' },
    });
    await page.getByRole('button', { name: 'Pay and Upgrade' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'billing is unavailable' }),
    ).toBeVisible();
    await expect(capacity(page, SESSIONS)).toHaveValue('7');
    await expect(page.getByRole('button', { name: 'Pay and Upgrade' })).toBeEnabled();
  });
});

test.describe('hosted billing: a paid plan', () => {
  test('modifies capacities after a dry run', async ({ page, sandboxUrl }) => {
    await makePaid(sandboxUrl, GRACE, { sessions: 5, devices: 0 });
    const sid = await openAccount(page);
    await expect(
      page.getByText('Paid plan: 5 concurrent call sessions and 0 registered devices.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Modify my subscription' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${sid}/modify-subscription$`));
    await expect(page.getByRole('heading', { name: 'Configure your subscription' })).toBeVisible();

    const review = page.getByRole('button', { name: 'Review Changes' });
    await expect(capacity(page, SESSIONS)).toHaveValue('5');
    await expect(review).toBeDisabled();
    await capacity(page, SESSIONS).fill('20');
    await expect(review).toBeEnabled();
    await capacity(page, SESSIONS).fill('5');
    await expect(review).toBeDisabled();
    await capacity(page, SESSIONS).fill('20');

    const dryRun = page.waitForResponse(
      (r) => r.url().endsWith('/Subscriptions') && r.request().method() === 'POST',
    );
    await review.click();
    const answer = (await (await dryRun).json()) as { monthly_cost: number; prorated_cost: number };
    expect(answer.monthly_cost).toBe(20000);
    await expect(page.getByTestId('monthly-cost')).toHaveText('$200.00');
    await expect(page.getByTestId('prorated-cost')).toHaveText(
      `$${(answer.prorated_cost / 100).toFixed(2)}`,
    );
    await expect(page.getByText(/^Next invoice on [A-Z][a-z]{2} \d{2}, \d{4}\.$/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await expect(
      toast(page, 'Your subscription capacity has been successfully modified.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(
      page.getByText('Paid plan: 20 concurrent call sessions and 0 registered devices.'),
    ).toBeVisible();
  });

  test('a change that cannot be paid for shows the quantity failure message', async ({
    page,
    sandbox,
    sandboxUrl,
  }) => {
    await makePaid(sandboxUrl, GRACE);
    const sid = await openAccount(page);
    await page.goto(`/internal/accounts/${sid}/modify-subscription`);
    await capacity(page, SESSIONS).fill('30');
    await page.getByRole('button', { name: 'Review Changes' }).click();
    await expect(page.getByRole('button', { name: 'Confirm changes' })).toBeVisible();
    await sandbox.fault({
      path: '^/Subscriptions$',
      method: 'POST',
      status: 201,
      body: { status: 'failed', reason: 'payment required' },
    });
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    const message =
      'The additional capacity you that you requested could not be granted due to a failure processing payment. Please configure a valid credit card for your account and the upgrade will be automatically processed';
    await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/modify-subscription$/);
  });

  test('returns to the free plan after confirmation', async ({ page, sandboxUrl }) => {
    await makePaid(sandboxUrl, GRACE);
    const sid = await openAccount(page);
    await page.goto(`/internal/accounts/${sid}/modify-subscription`);
    await page.getByRole('button', { name: 'Return to free plan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(/takes effect at the start of your next billing cycle/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Return to free plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Return to free plan' }).click();
    await expect(toast(page, 'Downgrade to free plan completed successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);
  });

  test('changes the card on file', async ({ page, sandboxUrl, stripeRequests }) => {
    await makePaid(sandboxUrl, GRACE);
    const sid = await openAccount(page);
    await page.getByRole('link', { name: 'Manage payment information' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${sid}/manage-payment$`));
    await expect(page.getByRole('heading', { name: 'Manage Payment Information' })).toBeVisible();
    await expect(page.getByText('Visa')).toBeVisible();
    await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
    await expect(page.getByText('12/2034')).toBeVisible();
    expect(stripeRequests).toEqual([]);

    await page.getByRole('button', { name: 'Change Payment Info' }).click();
    // A number that fails the Luhn check: the provider's message, under the card field.
    await typeCard(page, '4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Save New Card' }).click();
    await expect(page.getByText('Your card number is invalid.')).toBeVisible();
    await typeCard(page, '5555 5555 5555 4444', '03 / 31');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save New Card' }).click();
    await expect(toast(page, 'Your payment information was updated.')).toBeVisible();
    await expect(page.getByText('Mastercard')).toBeVisible();
    await expect(page.getByText('•••• •••• •••• 4444')).toBeVisible();
    await expect(page.getByText('03/2031')).toBeVisible();
  });
});

test.describe('hosted billing: the card provider and access', () => {
  test("no request to the card provider's script on any non-billing page", async ({
    page,
    stripeRequests,
    sandboxUrl,
  }) => {
    await makePaid(sandboxUrl, GRACE);
    const sid = await openAccount(page);
    const pages = [
      `/internal/accounts/${sid}/edit`,
      '/internal/applications',
      '/internal/recent-calls',
      '/internal/alerts',
      '/internal/carriers',
      '/internal/phone-numbers',
      '/internal/speech-services',
      '/internal/clients',
      `/internal/accounts/${sid}/modify-subscription`,
      `/internal/accounts/${sid}/manage-payment`,
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(stripeRequests).toEqual([]);
    await page.getByRole('button', { name: 'Change Payment Info' }).click();
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    expect(stripeRequests.length).toBeGreaterThan(0);
  });

  test('an expired trial is told so above every page, with the way to upgrade', async ({
    page,
  }) => {
    const sid = await openAccount(page, 'alan@turing.example');
    const banner = page.getByRole('status').filter({
      hasText:
        'Your free trial has expired. Upgrade to a paid plan to make and receive calls again.',
    });
    await expect(banner).toBeVisible();
    await expect(page.getByText('Free trial, ended.')).toBeVisible();
    await page.goto('/internal/applications');
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await banner.getByRole('link', { name: 'Upgrade to a paid plan' }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${sid}/subscription$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('an account whose trial runs has no banner', async ({ page }) => {
    await openAccount(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Your free trial has expired.', { exact: false })).toHaveCount(0);
  });

  test('billing pages belong to the account of the signed-in user', async ({ page }) => {
    await openAccount(page);
    await page.goto('/internal/accounts/c10d0000-0000-4000-8000-00000000ffff/subscription');
    await expect(page.getByText('You do not have access to this resource')).toBeVisible();
  });
});
