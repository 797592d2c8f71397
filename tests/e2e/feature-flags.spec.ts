import { accountSid, callWithDigits } from '../support/calls.ts';
import type { Locator } from '@playwright/test';
import {
  expect,
  expectShellReady,
  signIn,
  test,
  type Page,
  apiToken,
} from '../support/fixtures.ts';
import { combo, openFromNav } from '../support/console.ts';
import { testFlagsSwitched } from '../support/flags.ts';

// Each feature flag in both states: the host the other specs use (every flag on, as by default,
// forgot-password included), and a host with every flag switched (tests/support/flags.ts).

const optionLabels = (select: Locator) => select.locator('option').allTextContents();

/** Signs in and follows a navigation link to its page. */
/** The vendors offered when adding a speech credential, and in an application's synthesis. */
async function offeredVendors(page: Page) {
  await openFromNav(page, 'sp-admin', 'Speech', 'Speech services');
  await page.getByRole('link', { name: 'Add speech service' }).click();
  await expect(page.getByRole('heading', { name: 'Add a speech service' })).toBeVisible();
  const credential = await optionLabels(combo(page, 'Vendor'));
  await page.getByRole('link', { name: 'Applications', exact: true }).click();
  await page.getByRole('link', { name: 'Add application' }).click();
  await expect(page.getByRole('heading', { name: 'Add an application' })).toBeVisible();
  const synthesis = page.getByRole('group', { name: 'Speech synthesis', exact: true });
  const application = await optionLabels(
    synthesis.getByRole('combobox', { name: 'Vendor', exact: true }),
  );
  return { credential, application };
}

/** A recorded call with a trace, opened in Recent calls: its tabs and whether it has a player. */
async function openRecordedCall(page: Page, apiBase: string) {
  const token = await apiToken(page.request, apiBase, 'sp-admin');
  const call = await callWithDigits(
    page.request,
    apiBase,
    token,
    await accountSid(page.request, apiBase, token, 'Acme Sales'),
  );
  await openFromNav(page, 'sp-admin', 'Recent calls', 'Recent calls');
  await combo(page, 'Date').selectOption({ label: 'Last 30 days' });
  await page.getByRole('searchbox', { name: 'Filter by number or call SID' }).fill(call.call_sid);
  await expect(page.getByTestId('total')).toHaveText('Total: 1 record(s)');
  await page.getByRole('button', { name: `Call from ${call.from} to ${call.to}` }).click();
  const tabs = page.getByRole('tablist', { name: `Call ${call.call_sid}` }).getByRole('tab');
  await expect(tabs.first()).toHaveText('Details');
  return { tabs, player: page.getByRole('region', { name: 'Recording', exact: true }) };
}

async function openSalesAccount(page: Page) {
  await openFromNav(page, 'sp-admin', 'Accounts', 'Accounts');
  await page.getByRole('link', { name: 'Acme Sales', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit account' })).toBeVisible();
}

/** From a signed-in provider user's page, its Settings (the service provider's). */
async function openProviderSettings(page: Page) {
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Acme Voice');
}

/** An account user adding a carrier for its account. */
async function openCarrierAdd(page: Page) {
  await openFromNav(page, 'acct-admin', 'Carriers', 'Carriers');
  await page.getByRole('link', { name: 'Add carrier' }).click();
  await expect(page.getByRole('textbox', { name: 'Carrier name', exact: true })).toBeVisible();
}

test.describe('feature flags on', () => {
  test('forgot password: the sign-in page offers it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toBeVisible();
  });

  test('custom speech and additional vendors: Custom and Speechmatics are offered', async ({
    page,
  }) => {
    const { credential, application } = await offeredVendors(page);
    for (const vendors of [credential, application]) {
      expect(vendors).toEqual(expect.arrayContaining(['Custom', 'Speechmatics']));
    }
  });

  test('least cost routing: the navigation has Outbound Call Routing', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await expect(page.getByRole('link', { name: 'Outbound Call Routing' })).toBeVisible();
  });

  test('tracing, call logs and recording: a call has its tabs and its player', async ({
    page,
    sandbox,
  }) => {
    const { tabs, player } = await openRecordedCall(page, sandbox.apiBase);
    await expect(tabs).toHaveText(['Details', 'Tracing', 'Logs']);
    await expect(player).toBeVisible();
  });

  test('call recording and limits for all levels: the account form has both', async ({ page }) => {
    await openSalesAccount(page);
    await expect(page.getByRole('group', { name: 'Call recording', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Max calls', exact: true })).toHaveValue('50');
    await openProviderSettings(page);
    await expect(combo(page, 'Count limits in')).toBeVisible();
  });

  test("default trunk routing: an account user chooses a carrier's application", async ({
    page,
  }) => {
    await openCarrierAdd(page);
    await expect(combo(page, 'Application')).toBeVisible();
  });
});

testFlagsSwitched.describe('feature flags switched', () => {
  const test = testFlagsSwitched;

  test('forgot password off: no link, and its page does not exist', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveCount(0);
    await page.goto('/forgot-password');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
  });

  test('custom speech and additional vendors off: neither Custom nor Speechmatics', async ({
    page,
  }) => {
    const { credential, application } = await offeredVendors(page);
    for (const vendors of [credential, application]) {
      expect(vendors).toContain('Google');
      expect(vendors).not.toContain('Custom');
      expect(vendors).not.toContain('Speechmatics');
    }
  });

  test('least cost routing off: no Outbound Call Routing', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await expect(page.getByRole('link', { name: 'Carriers', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Outbound Call Routing' })).toHaveCount(0);
  });

  test('tracing, call logs and recording off: details only, no player', async ({
    page,
    sandbox,
  }) => {
    const { tabs, player } = await openRecordedCall(page, sandbox.apiBase);
    await expect(tabs).toHaveText(['Details']);
    await expect(player).toHaveCount(0);
  });

  test('call recording and limits for all levels off: neither in the forms', async ({ page }) => {
    await openSalesAccount(page);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Acme Sales',
    );
    await expect(page.getByRole('group', { name: 'Call recording', exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Max calls', exact: true })).toHaveCount(0);
    await openProviderSettings(page);
    await expect(combo(page, 'Count limits in')).toHaveCount(0);
  });

  test('default trunk routing off: an account user no longer chooses the application', async ({
    page,
  }) => {
    await openCarrierAdd(page);
    await expect(combo(page, 'DTMF type')).toBeVisible();
    await expect(combo(page, 'Application')).toHaveCount(0);
  });
});
