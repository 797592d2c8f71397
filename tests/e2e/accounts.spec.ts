import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  signInAsAdmin,
  signOut,
  test,
  type Page,
} from '../support/fixtures.ts';
import { errorToast, field, listOf, toast } from '../support/console.ts';
import { recordWrites } from '../support/writes.ts';

const { table } = listOf('Accounts');

async function openAccount(page: Page, name: string) {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await table(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit account' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(name);
}

/** Acme Sales' seeded secrets (the sandbox's demo data). */
const SALES_BUCKET_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const SALES_HOOK_PASSWORD = 'reg-Secret-7';

/** Everything the page shows as text and in its fields. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...Array.from(
        document.querySelectorAll('input, textarea'),
        (el) => (el as HTMLInputElement).value,
      ),
    ].join('\n'),
  );
}

async function expectSalesShown(page: Page) {
  await expect(field(page, 'SIP realm')).toHaveValue('sales.acme-voice.example');
  const registration = page.getByRole('group', { name: 'Registration webhook' });
  await expect(registration.getByRole('textbox', { name: 'Registration webhook' })).toHaveValue(
    'https://hooks.acme-sales.example/sip/auth',
  );
  await expect(registration.getByRole('textbox', { name: 'Username' })).toHaveValue('acme');
  await expect(registration.getByLabel('Password', { exact: true })).toHaveValue(
    SALES_HOOK_PASSWORD,
  );
  await expect(field(page, 'Queue event webhook')).toHaveValue(
    'https://hooks.acme-sales.example/queue-events',
  );
  await expect(
    page.getByRole('combobox', { name: 'Application for SIP device calls' }),
  ).toHaveValue(/.+/);
  await expect(page.getByRole('checkbox', { name: 'Record all calls' })).toBeChecked();
  await expect(field(page, 'Bucket name')).toHaveValue('acme-sales-recordings');
  await expect(field(page, 'Region')).toHaveValue('us-east-1');
  await expect(field(page, 'Access key ID')).toHaveValue('AKIAIOSFODNN7EXAMPLE');
  // The single read answers the secret obscured, as a real server does.
  await expect(page.getByLabel('Secret access key')).toHaveValue(/^wJalrX+$/);
  await expect(field(page, 'Tag 1 name')).toHaveValue('team');
  await expect(field(page, 'Tag 1 value')).toHaveValue('sales');
  await expect(field(page, 'Tag 2 name')).toHaveValue('retention');
  await expect(field(page, 'Tag 2 value')).toHaveValue('90d');
}

test.describe('accounts', () => {
  test('lists and filters the provider accounts', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expect(table(page).getByRole('row').filter({ hasText: 'Acme Sales' })).toBeVisible();
    await expect(table(page)).not.toContainText('Harbor Main');
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Filter accounts' }).fill('support');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Filter accounts' }).fill('no such account');
    await expect(page.getByText('No Accounts.')).toBeVisible();
  });

  test('the accounts list is kept for the session: a reload shows it without asking again, and an added account is in it', async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/v1/Accounts' && !url.search) {
        reads.push(request.url());
      }
    });
    await signIn(page, 'sp-admin');
    await expect(table(page).getByRole('link', { name: 'Acme Sales', exact: true })).toBeVisible();
    await expectShellReady(page);
    expect(reads).toHaveLength(1);
    // The copy is written once the browser is idle (within 2 s): a reload before that asks again.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(sessionStorage).some((key) => key.endsWith(':accounts'))),
      )
      .toBe(true);

    await page.reload();
    await expect(table(page).getByRole('link', { name: 'Acme Sales', exact: true })).toBeVisible();
    await expectShellReady(page);
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    expect(reads).toHaveLength(1);

    await page.getByRole('link', { name: 'Add account' }).click();
    await field(page, 'Name').fill('Acme Labs');
    await field(page, 'SIP realm').fill('labs.acme-voice.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await page.reload();
    await expect(table(page).getByRole('link', { name: 'Acme Labs', exact: true })).toBeVisible();
    await expect(table(page).getByRole('link', { name: 'Acme Sales', exact: true })).toBeVisible();

    // Signed out and in again, the list is asked for anew.
    await signOut(page);
    const before = reads.length;
    await signIn(page, 'sp-admin');
    await expect(table(page).getByRole('link', { name: 'Acme Labs', exact: true })).toBeVisible();
    expect(reads.length).toBe(before + 1);
  });

  test('adds an account, refusing a taken name or SIP realm', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await page.getByRole('link', { name: 'Add account' }).click();
    await expect(page.getByRole('heading', { name: 'Add account' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter an account name.')).toBeVisible();

    await field(page, 'Name').fill('Acme Sales');
    await field(page, 'SIP realm').fill('sales.acme-voice.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        'The name you have entered is already in use on another one of your accounts.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'The SIP Realm you have entered is already in use on another one of your accounts.',
      ),
    ).toBeVisible();

    await field(page, 'Name').fill('Acme Labs');
    await field(page, 'SIP realm').fill('labs.acme-voice.example');
    await field(page, 'Registration webhook').fill('https://hooks.acme-labs.example/auth');
    await page.getByRole('checkbox', { name: 'Use HTTP basic authentication' }).first().check();
    await field(page, 'Username').fill('labs');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        'When using HTTP basic authentication both username and password fields are required.',
      ),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('s3cret');
    await page.getByRole('textbox', { name: 'Max calls' }).fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await openAccount(page, 'Acme Labs');
    await expect(page.getByRole('textbox', { name: 'Max calls' })).toHaveValue('20');
    await expect(field(page, 'Username')).toHaveValue('labs');
  });

  test('edits an account: new webhook secret, debug log for admin, save', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page);
    await openAccount(page, 'Acme Support');
    await expectAccessible(page);
    // The long form's Save stays in view, and says when there is something to save.
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeInViewport();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    const secret = await page.getByTestId('webhook-secret').textContent();
    await page.getByRole('button', { name: 'Generate new secret' }).click();
    await expect(toast(page, 'Webhook signing secret was successfully generated')).toBeVisible();
    await expect(page.getByTestId('webhook-secret')).not.toHaveText(secret ?? '');
    await page
      .getByRole('checkbox', { name: 'Enable debug log for calls in this account' })
      .check();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Queue event webhook method' })).toBeDisabled();
    await save.click();
    await expect(toast(page, 'Account updated successfully')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: 'Enable debug log for calls in this account' }),
    ).toBeChecked();
  });

  test('call recording: the bucket rules, the Test button and its answers', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await openAccount(page, 'Acme Support');
    await page.getByRole('checkbox', { name: 'Record all calls' }).check();
    const testButton = page.getByRole('button', { name: 'Test', exact: true });
    await expect(testButton).toBeDisabled();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter the bucket name.')).toBeVisible();
    await expect(page.getByText('Enter the access key ID.')).toBeVisible();

    await field(page, 'Bucket name').fill('no-such-bucket');
    await field(page, 'Access key ID').fill('AKIAIOSFODNN7EXAMPLE');
    await page
      .getByRole('textbox', { name: 'Secret access key' })
      .fill('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
    await expect(testButton).toBeEnabled();
    await testButton.click();
    await expect(errorToast(page, 'The specified bucket does not exist')).toBeVisible();
    await field(page, 'Bucket name').fill('acme-support-recordings');
    await testButton.click();
    await expect(toast(page, 'Bucket Credential is valid.')).toBeVisible();

    await page
      .getByRole('combobox', { name: 'Bucket vendor' })
      .selectOption({ label: 'Google Cloud Storage' });
    await page.getByLabel('Service key (JSON file)').setInputFiles({
      name: 'key.json',
      mimeType: 'application/json',
      buffer: Buffer.from('this is not json'),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Invalid service key file, could not parse as JSON.'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Bucket vendor' }).selectOption({ label: 'AWS S3' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Account updated successfully')).toBeVisible();
  });

  test('call recording: a bucket is tested before the new account is saved', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await page.getByRole('link', { name: 'Accounts', exact: true }).click();
    await page.getByRole('link', { name: 'Add account' }).click();
    await expect(page.getByRole('heading', { name: 'Add account' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Record all calls' }).check();
    const testButton = page.getByRole('button', { name: 'Test', exact: true });
    await expect(testButton).toBeDisabled();
    await field(page, 'Bucket name').fill('new-account-recordings');
    await field(page, 'Access key ID').fill('AKIAIOSFODNN7EXAMPLE');
    await page
      .getByRole('textbox', { name: 'Secret access key' })
      .fill('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
    await testButton.click();
    await expect(toast(page, 'Bucket Credential is valid.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add account' })).toBeVisible();
  });

  test('a server error while saving is a toast, and the form is kept', async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'sp-admin');
    await openAccount(page, 'Acme Support');
    await sandbox.fault({
      path: '^/Accounts/[^/]+$',
      method: 'PUT',
      status: 500,
      body: { msg: 'account store offline' },
    });
    await field(page, 'Name').fill('Acme Customer Care');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(errorToast(page, 'account store offline')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Acme Customer Care');
  });

  test('an account in use cannot be deleted; an unused one can', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: 'Delete Acme Sales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await expect(dialog.getByRole('list')).toContainText('Applications:');
    await expect(dialog.getByRole('list')).toContainText('API keys:');
    await expect(dialog.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Add account' }).click();
    await field(page, 'Name').fill('Temporary Account');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Account created successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Temporary Account' }).click();
    await expect(dialog).toContainText('Delete the account Temporary Account?');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(toast(page, 'Deleted account Temporary Account')).toBeVisible();
    await expect(table(page)).not.toContainText('Temporary Account');
  });

  test('an account user edits only its own account', async ({ page }) => {
    await signIn(page, 'acct-admin');
    await expect(field(page, 'Name')).toHaveValue('Acme Sales');
    await expect(page.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
    await expect(
      page.getByRole('checkbox', { name: 'Enable debug log for calls in this account' }),
    ).toHaveCount(0);
    await page.goto('/internal/accounts');
    await expect(
      errorToast(page, 'You do not have permissions to manage all accounts'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);
    await page.goto('/internal/accounts/00000000-0000-4000-8000-000000000000/edit');
    await expect(errorToast(page, 'You do not have access to this resource')).toBeVisible();
  });

  test('another provider’s account is refused with the spec message; a missing one says so', async ({
    page,
    sandbox,
  }) => {
    const login = await fetch(`${sandbox.apiBase}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'harbor-admin', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const harbor = (await (
      await fetch(`${sandbox.apiBase}/Accounts`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { account_sid: string }[];
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await page.goto(`/internal/accounts/${harbor[0]?.account_sid}/edit`);
    await expect(errorToast(page, 'You do not have access.')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await page.goto('/internal/accounts/00000000-0000-4000-8000-000000000000/edit');
    await expect(
      page.getByRole('alert').filter({ hasText: "That record doesn't exist." }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
  });

  test('a view-only user reads accounts and cannot change them', async ({ page }) => {
    await signIn(page, 'viewer');
    await expect(page.getByRole('link', { name: 'Add account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await openAccount(page, 'Acme Sales');
    await expect(field(page, 'Name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate new secret' })).toHaveCount(0);
  });
  test('Acme Sales: an unchanged Save writes nothing and every stored value stays', async ({
    page,
  }) => {
    await signIn(page, 'sp-admin');
    await openAccount(page, 'Acme Sales');
    await expectSalesShown(page);
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Account updated successfully')).toBeVisible();
    // The account's own writes (its limits are the limits spec's).
    expect(writes.filter((write) => !write.url.includes('/Limits'))).toEqual([]);
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('Acme Sales');
    await expectSalesShown(page);
  });

  test('a view-only user never sees the secrets of Acme Sales', async ({ page }) => {
    await signIn(page, 'viewer');
    // The account list the page read holds them in clear, as a real server's does.
    await expect(table(page).getByRole('link', { name: 'Acme Sales', exact: true })).toBeVisible();
    await openAccount(page, 'Acme Sales');
    await expect(field(page, 'Bucket name')).toHaveValue('acme-sales-recordings');
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
    const keys = page.getByRole('table', { name: 'API keys' });
    await expect(keys).not.toHaveAttribute('aria-busy', 'true');
    await expect(keys.locator('code')).toHaveCount(4);
    await expect(keys.getByRole('button', { name: 'Copy the token' })).toHaveCount(0);
    const shown = await shownText(page);
    for (const secret of [SALES_BUCKET_SECRET, SALES_HOOK_PASSWORD, 'wJalrX', 'wh_secret_']) {
      expect(shown).not.toContain(secret);
    }
  });
});

test.describe('accounts: an unchanged Save', () => {
  test('writes no limit and every stored limit stays', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await openAccount(page, 'Acme Sales');
    const limit = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(limit('Max calls')).toHaveValue('50');
    await expect(limit('Max minutes')).toHaveValue('20000');
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Account updated successfully')).toBeVisible();
    expect(writes.filter((w) => w.url.includes('/Limits'))).toEqual([]);

    await page.reload();
    await expect(limit('Max calls')).toHaveValue('50');
    await expect(limit('Max minutes')).toHaveValue('20000');
  });
});
