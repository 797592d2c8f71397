import {
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  signInAsAdmin,
  test,
  type Page,
} from '../support/fixtures.ts';
import { combo, errorToast, listOf, openFromNav, save, toast } from '../support/console.ts';
import { recordWrites } from '../support/writes.ts';

const { table, rows, row } = listOf('Microsoft Teams tenants');
const domainField = (page: Page) => page.getByRole('textbox', { name: 'Domain name', exact: true });
const NAV = 'MS Teams Tenants';

async function openTenants(page: Page, username = 'sp-admin') {
  await openFromNav(page, username, NAV, 'Microsoft Teams tenants');
}

test.describe('Microsoft Teams tenants', () => {
  test('lists the provider’s tenants and filters them', async ({ page }) => {
    await openTenants(page);
    await expect(rows(page)).toHaveCount(3);
    await expect(row(page, 'teams.acme-sales.example')).toContainText('Acme Sales');
    await expect(row(page, 'teams.acme-sales.example')).toContainText('Enterprise accounts desk');
    await expect(row(page, 'tailspin.onmicrosoft.com')).toContainText('Tailspin Travel');
    await expectAccessible(page);
    const filter = page.getByRole('searchbox', { name: 'Filter Microsoft Teams tenants' });
    await filter.fill('ONMICROSOFT');
    await expect(rows(page)).toHaveCount(2);
    await filter.fill('nothing');
    await expect(page.getByText('No Microsoft Teams tenants.')).toBeVisible();
  });

  test('adds a tenant, with each validation message first', async ({ page }) => {
    await openTenants(page);
    await page.getByRole('link', { name: 'Add Microsoft Teams tenant' }).click();
    await expect(page.getByRole('heading', { name: 'Add a Microsoft Teams tenant' })).toBeVisible();
    await expectAccessible(page);
    // No account, no applications to choose from.
    await expect(combo(page, 'Application')).toBeDisabled();

    await save(page);
    await expect(page.getByText('Enter a domain name.')).toBeVisible();
    await expect(page.getByText('Choose an account.')).toBeVisible();
    await domainField(page).fill('not a domain');
    await save(page);
    await expect(
      page.getByText('Enter a domain name such as contoso.onmicrosoft.com.'),
    ).toBeVisible();

    await domainField(page).fill('teams.acme-sales.example');
    await combo(page, 'Account').selectOption({ label: 'Northwind Traders' });
    await save(page);
    await expect(
      page.getByText('The domain name you have entered is already in use.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await domainField(page).fill('northwind.onmicrosoft.com');
    // Only the chosen account's applications are offered.
    await expect(combo(page, 'Application').locator('option')).toHaveText(['None', 'Order status']);
    await combo(page, 'Application').selectOption({ label: 'Order status' });
    await save(page);
    await expect(toast(page, 'Microsoft Teams Tenant created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/ms-teams-tenants$/);
    await expect(row(page, 'northwind.onmicrosoft.com')).toContainText('Northwind Traders');
    await expect(row(page, 'northwind.onmicrosoft.com')).toContainText('Order status');
  });

  test('edits a tenant and deletes one', async ({ page }) => {
    await openTenants(page);
    await page.getByRole('link', { name: 'teams.acme-sales.example' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Microsoft Teams tenant' })).toBeVisible();
    await expect(domainField(page)).toHaveValue('teams.acme-sales.example');
    await domainField(page).fill('sales.onmicrosoft.com');
    // Another account: the application is cleared.
    await combo(page, 'Account').selectOption({ label: 'Acme Support' });
    await expect(combo(page, 'Application')).toHaveValue('');
    await save(page);
    await expect(toast(page, 'Microsoft Teams Tenant updated successfully')).toBeVisible();
    await expect(row(page, 'sales.onmicrosoft.com')).toContainText('Acme Support');

    await page.getByRole('link', { name: 'sales.onmicrosoft.com' }).click();
    await page.getByRole('button', { name: 'Delete Microsoft Teams tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Microsoft Teams tenant' });
    await expect(dialog).toContainText('Delete the Microsoft Teams tenant sales.onmicrosoft.com?');
    await dialog.getByRole('button', { name: 'Delete Microsoft Teams tenant' }).click();
    await expect(toast(page, 'Deleted Microsoft Teams Tenant sales.onmicrosoft.com')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(table(page)).not.toContainText('sales.onmicrosoft.com');
  });

  test('a server error on save is a toast and the form is kept', async ({ page, sandbox }) => {
    await openTenants(page);
    await page.getByRole('link', { name: 'teams.acme-sales.example' }).click();
    await sandbox.fault({
      path: '^/MicrosoftTeamsTenants/[^/]+$',
      method: 'PUT',
      status: 500,
      body: { msg: 'tenant store offline' },
    });
    await domainField(page).fill('sales.teams.example');
    await save(page);
    await expect(errorToast(page, 'tenant store offline')).toBeVisible();
    await expect(domainField(page)).toHaveValue('sales.teams.example');
    await save(page);
    await expect(toast(page, 'Microsoft Teams Tenant updated successfully')).toBeVisible();
    await expect(row(page, 'sales.teams.example')).toBeVisible();
  });

  test('an account user works in its own account', async ({ page }) => {
    await openTenants(page, 'acct-admin');
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'Add Microsoft Teams tenant' }).click();
    await expect(combo(page, 'Account')).toBeDisabled();
    await expect(combo(page, 'Account').locator('option:checked')).toHaveText('Acme Sales');
    await domainField(page).fill('sales2.onmicrosoft.com');
    await save(page);
    await expect(toast(page, 'Microsoft Teams Tenant created successfully')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
  });

  test('a view-only user reads but cannot change', async ({ page }) => {
    await openTenants(page, 'viewer');
    await expect(page.getByRole('link', { name: 'Add Microsoft Teams tenant' })).toHaveCount(0);
    await page.getByRole('link', { name: 'teams.acme-sales.example' }).click();
    await expect(domainField(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Microsoft Teams tenant' })).toHaveCount(
      0,
    );
    await page.goto('/internal/ms-teams-tenants/add');
    await expect(errorToast(page, 'You do not have access.')).toBeVisible();
    await expect(page).not.toHaveURL(/\/add$/);
  });

  test('a provider without a Teams domain has no Teams screens', async ({ page }) => {
    await signIn(page, 'harbor-admin');
    await expectShellReady(page);
    await expect(page.getByRole('link', { name: 'Phone Numbers' })).toBeVisible();
    await expect(page.getByRole('link', { name: NAV })).toHaveCount(0);
    await page.goto('/internal/ms-teams-tenants');
    await expect(
      errorToast(
        page,
        'Blue Harbor Telecom does not have a fully qualified domain name for MS Teams',
      ),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/ms-teams-tenants/);
  });

  test('the admin needs an account before adding a tenant', async ({ page, sandbox }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: NAV }).click();
    await expect(rows(page)).toHaveCount(3);
    const login = await page.request.post(`${sandbox.apiBase}/login`, {
      data: { username: 'admin', password: 'Better-pass-9' },
    });
    const { token } = (await login.json()) as { token: string };
    const created = await page.request.post(`${sandbox.apiBase}/ServiceProviders`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Coral Networks', ms_teams_fqdn: 'teams.coral.example' },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await combo(page, 'Service provider').selectOption({ label: 'Coral Networks' });
    await expect(page.getByText('No Accounts.')).toBeVisible();
    await page.getByRole('link', { name: NAV }).click();
    await expect(page.getByText('No Microsoft Teams tenants.')).toBeVisible();
    await page.getByRole('link', { name: 'Add Microsoft Teams tenant' }).click();
    await expect(
      errorToast(
        page,
        'You must create an account before you can create an Microsoft Teams Tenant.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
  });
});

test.describe('Microsoft Teams tenants: an unchanged Save', () => {
  test('writes nothing and every value stays', async ({ page }) => {
    await openTenants(page);
    await page.getByRole('link', { name: 'teams.acme-sales.example' }).click();
    await expect(domainField(page)).toHaveValue('teams.acme-sales.example');
    const account = await combo(page, 'Account').inputValue();
    const application = await combo(page, 'Application').inputValue();
    const writes = recordWrites(page);
    await save(page);
    await expect(toast(page, 'Microsoft Teams Tenant updated successfully')).toBeVisible();
    expect(writes).toEqual([]);

    await page.getByRole('link', { name: 'teams.acme-sales.example' }).click();
    await page.reload();
    await expect(domainField(page)).toHaveValue('teams.acme-sales.example');
    await expect(combo(page, 'Account')).toHaveValue(account);
    await expect(combo(page, 'Application')).toHaveValue(application);
  });
});
