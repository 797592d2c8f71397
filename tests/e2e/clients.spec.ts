import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectShellReady,
  test,
  type Page,
} from '../support/fixtures.ts';
import {
  checkbox,
  errorToast,
  field,
  listOf,
  openFromNav,
  saveButton,
  toast,
} from '../support/console.ts';
import { recordWrites } from '../support/writes.ts';

const { table, rows } = listOf('SIP clients');
const account = (page: Page) => page.getByRole('combobox', { name: 'Account', exact: true });

async function openClients(page: Page, username = 'sp-admin') {
  await openFromNav(page, username, 'Clients', 'SIP clients');
}

async function chooseSales(page: Page) {
  await account(page).selectOption({ label: 'Acme Sales' });
  await expect(page.getByText('SIP realm: sales.acme-voice.example')).toBeVisible();
}

test.describe('SIP clients', () => {
  test('lists an account’s clients with its SIP realm, and filters them', async ({ page }) => {
    await openClients(page);
    await chooseSales(page);
    await expect(rows(page)).toHaveText([
      /alice@sales\.acme-voice\.example\s*Active\s*applications, queues, users/,
      /bob@sales\.acme-voice\.example/,
      /lobby-phone@sales\.acme-voice\.example\s*Inactive/,
    ]);
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Filter SIP clients' }).fill('BO');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('bob@');
    await page.getByRole('searchbox', { name: 'Filter SIP clients' }).fill('nobody');
    await expect(page.getByText('No SIP clients.')).toBeVisible();
  });

  test("opens on every account's clients, and remembers the choice", async ({ page }) => {
    await openClients(page);
    // Nothing remembered: every account of the provider, each row naming its account.
    await expect(account(page)).toHaveValue('');
    await expect(account(page).locator('option:checked')).toHaveText('All accounts');
    await expect(table(page).getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await expect(rows(page)).toHaveText([
      /^alice\s*Acme Sales\s*Active/,
      /^bob\s*Acme Sales/,
      /^carol\s*Acme Support/,
      /^lobby-phone\s*Acme Sales\s*Inactive/,
    ]);
    await expect(page.getByText(/SIP realm/)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Filter SIP clients' }).fill('CAR');
    await expect(rows(page)).toHaveText([/^carol\s*Acme Support/]);
    await page.getByRole('searchbox', { name: 'Filter SIP clients' }).fill('');

    // One account, remembered; then all again, remembered too.
    await account(page).selectOption({ label: 'Acme Support' });
    await expect(page.getByText('This account has no SIP realm yet.')).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: 'Account' })).toHaveCount(0);
    await expect(rows(page)).toHaveText([/^carol\s*Active/]);
    await page.reload();
    await expect(account(page).locator('option:checked')).toHaveText('Acme Support');
    await expect(rows(page)).toHaveCount(1);
    await account(page).selectOption({ label: 'All accounts' });
    await expect(rows(page)).toHaveCount(4);
    await page.goto('/internal/clients');
    await expect(account(page).locator('option:checked')).toHaveText('All accounts');
    await expect(rows(page)).toHaveCount(4);
  });

  test("an admin's 'All accounts' holds the clients of the provider it works in", async ({
    page,
    sandbox,
  }) => {
    // A client of the other provider's account, made through the API by that provider's user.
    const login = await page.request.post(`${sandbox.apiBase}/login`, {
      data: { username: 'harbor-admin', password: DEMO_PASSWORD },
    });
    const headers = {
      Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const accounts = (await (
      await page.request.get(`${sandbox.apiBase}/Accounts`, { headers })
    ).json()) as { account_sid: string; name: string }[];
    const marine = accounts.find((a) => a.name === 'Harbor Marine Services')!.account_sid;
    const created = await page.request.post(`${sandbox.apiBase}/Clients`, {
      headers,
      data: { account_sid: marine, username: 'dock-phone', password: 'Dock-phone-1' },
    });
    expect(created.status()).toBe(201);

    await openClients(page, 'ops-lead');
    await expect(account(page)).toHaveValue('');
    await expect(rows(page)).toHaveCount(4);
    await expect(table(page)).not.toContainText('dock-phone');
    await page
      .getByRole('combobox', { name: 'Service provider' })
      .selectOption({ label: 'Blue Harbor Telecom' });
    await expectShellReady(page);
    await page.getByRole('link', { name: 'Clients' }).click();
    await expect(rows(page)).toHaveText([/^dock-phone\s*Harbor Marine Services/]);
  });

  test('adds a client, with each validation message first', async ({ page }) => {
    await openClients(page);
    await chooseSales(page);
    await page.getByRole('link', { name: 'Add SIP client' }).click();
    await expect(page.getByRole('heading', { name: 'Add a SIP client' })).toBeVisible();
    await expectAccessible(page);
    // The flags default to on.
    for (const name of [
      'Active',
      'Allow direct calls to applications',
      'Allow direct calls to queues',
      'Allow direct calls to other users',
    ]) {
      await expect(checkbox(page, name)).toBeChecked();
    }
    await saveButton(page).click();
    await expect(page.getByText('Enter a username.')).toBeVisible();
    await expect(page.getByText('Enter a password.')).toBeVisible();

    // An account without a SIP realm cannot have clients.
    await account(page).selectOption({ label: 'Acme Support' });
    await expect(page.getByText('Sip realm is not set for the account.')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await account(page).selectOption({ label: 'Acme Sales' });
    await expect(saveButton(page)).toBeEnabled();

    await field(page, 'Username').fill('alice');
    await expect(
      page.getByText('The device registers as alice@sales.acme-voice.example'),
    ).toBeVisible();
    await page
      .getByLabel(/^Password/, { exact: false })
      .first()
      .fill('Desk-phone-9');
    await checkbox(page, 'Allow direct calls to queues').uncheck();
    await saveButton(page).click();
    await expect(errorToast(page, "the client's username already exists")).toBeVisible();
    await expect(field(page, 'Username')).toHaveValue('alice');

    await field(page, 'Username').fill('dana');
    await saveButton(page).click();
    await expect(toast(page, 'Client created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/clients(\?|$)/);
    await expect(rows(page).filter({ hasText: 'dana@' })).toContainText('applications, users');
  });

  test('edits only the flags, then deletes after confirming', async ({ page }) => {
    await openClients(page);
    await chooseSales(page);
    await page.getByRole('link', { name: 'bob@sales.acme-voice.example' }).click();
    await expect(page.getByRole('heading', { name: 'Edit SIP client' })).toBeVisible();
    await expect(field(page, 'Username')).toBeDisabled();
    await expect(account(page)).toBeDisabled();
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    await checkbox(page, 'Active').uncheck();
    await saveButton(page).click();
    await expect(toast(page, 'Client updated successfully')).toBeVisible();
    await expect(rows(page).filter({ hasText: 'bob@' })).toContainText('Inactive');
    await expectAccessible(page); // the success toast too

    await page.getByRole('link', { name: 'bob@sales.acme-voice.example' }).click();
    await page.getByRole('button', { name: 'Delete SIP client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete SIP client' });
    await expect(dialog).toContainText('Delete the SIP client bob?');
    await dialog.getByRole('button', { name: 'Delete SIP client' }).click();
    await expect(toast(page, 'Client deleted successfully')).toBeVisible();
    await expect(rows(page).filter({ hasText: 'bob@' })).toHaveCount(0);
  });

  test('a server error on save is a toast and the form is kept', async ({ page, sandbox }) => {
    await openClients(page);
    await chooseSales(page);
    await page.getByRole('link', { name: 'alice@sales.acme-voice.example' }).click();
    await sandbox.fault({
      path: '^/Clients/[^/]+$',
      method: 'PUT',
      status: 500,
      body: { msg: 'client store offline' },
    });
    await checkbox(page, 'Allow direct calls to other users').uncheck();
    await saveButton(page).click();
    await expect(errorToast(page, 'client store offline')).toBeVisible();
    await expectAccessible(page); // the error toast too
    await expect(checkbox(page, 'Allow direct calls to other users')).not.toBeChecked();
    await expect(page.getByRole('heading', { name: 'Edit SIP client' })).toBeVisible();
  });

  test('a client that cannot be read sends the user back to the list', async ({ page }) => {
    await openClients(page);
    await page.goto(
      page.url().replace(/clients$/, 'clients/00000000-0000-4000-8000-000000000000/edit'),
    );
    await expect(page).toHaveURL(/\/internal\/clients(\?|$)/);
    await expect(page.getByRole('alert')).toContainText(
      "That record doesn't exist. It may have been deleted.",
    );
  });

  test('another account’s client is refused in the spec’s words, not the server’s', async ({
    page,
    sandbox,
  }) => {
    await openClients(page, 'acct-admin');
    await sandbox.fault({
      path: '^/Clients/[^/]+$',
      method: 'GET',
      status: 403,
      body: { msg: 'insufficient permissions' },
    });
    await page.goto(
      page.url().replace(/clients$/, 'clients/00000000-0000-4000-8000-000000000001/edit'),
    );
    await expect(page).toHaveURL(/\/internal\/clients(\?|$)/);
    await expect(page.getByRole('alert')).toContainText('You do not have access.');
    await expect(page.getByRole('alert')).not.toContainText('insufficient permissions');
  });

  test('an account user works in its own account, without an account choice', async ({ page }) => {
    await openClients(page, 'acct-admin');
    await expect(account(page)).toHaveCount(0);
    await expect(page.getByText('SIP realm: sales.acme-voice.example')).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('link', { name: 'Add SIP client' }).click();
    await expect(account(page)).toHaveCount(0);
    await field(page, 'Username').fill('front-desk');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Desk-phone-7');
    await saveButton(page).click();
    await expect(toast(page, 'Client created successfully')).toBeVisible();
    await expect(rows(page)).toHaveCount(4);
  });

  test('a view-only user reads but cannot change', async ({ page }) => {
    await openClients(page, 'viewer');
    await expect(page.getByRole('link', { name: 'Add SIP client' })).toHaveCount(0);
    await account(page).selectOption({ label: 'Acme Sales' });
    await page.getByRole('link', { name: 'alice@sales.acme-voice.example' }).click();
    await expect(page.getByRole('heading', { name: 'Edit SIP client' })).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete SIP client' })).toHaveCount(0);
    await expect(checkbox(page, 'Active')).toBeDisabled();
  });
});

test.describe('SIP clients: an unchanged Save', () => {
  test('writes nothing and every flag stays', async ({ page }) => {
    const flags = [
      'Active',
      'Allow direct calls to applications',
      'Allow direct calls to queues',
      'Allow direct calls to other users',
    ];
    const states = () => Promise.all(flags.map((name) => checkbox(page, name).isChecked()));
    await openClients(page);
    await chooseSales(page);
    await page.getByRole('link', { name: 'lobby-phone@sales.acme-voice.example' }).click();
    await expect(page.getByRole('heading', { name: 'Edit SIP client' })).toBeVisible();
    await expect(checkbox(page, 'Active')).not.toBeChecked();
    const before = await states();
    const writes = recordWrites(page);
    await saveButton(page).click();
    await expect(toast(page, 'Client updated successfully')).toBeVisible();
    expect(writes).toEqual([]);

    await page.getByRole('link', { name: 'lobby-phone@sales.acme-voice.example' }).click();
    await page.reload();
    await expect(field(page, 'Username')).toHaveValue('lobby-phone');
    await expect(checkbox(page, 'Active')).not.toBeChecked();
    expect(await states()).toEqual(before);
  });
});
