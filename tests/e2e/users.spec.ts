import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  test,
  type Page,
} from '../support/fixtures.ts';
import { field, listOf, openFromNav, toast } from '../support/console.ts';
import { recordWrites } from '../support/writes.ts';

const { table } = listOf('Users');

async function openUsers(page: Page, username = 'sp-admin') {
  await openFromNav(page, username, /^Users$/, 'Users');
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('users', () => {
  test('a service provider user lists its users and filters them', async ({ page }) => {
    await openUsers(page);
    await expect(table(page).getByRole('row')).not.toHaveCount(1);
    await expect(table(page)).toContainText('Account: Acme Sales');
    await expect(table(page)).toContainText('Service Provider: Acme Voice');
    await expect(table(page)).not.toContainText('harbor');
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Scope' }).selectOption({ label: 'Service provider' });
    await expect(table(page)).not.toContainText('Account: Acme Sales');
    await page.getByRole('combobox', { name: 'Scope' }).selectOption({ label: 'All scopes' });
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Acme Support' });
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(table(page)).toContainText('Account: Acme Support');
    await page.getByRole('searchbox', { name: 'Filter users' }).fill('nobody-like-this');
    await expect(page.getByText('No users.')).toBeVisible();
  });

  test('adds a user, with the form rules first', async ({ page }) => {
    await openUsers(page);
    await page.getByRole('link', { name: 'Add user' }).click();
    await expect(page.getByRole('heading', { name: 'Add user' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a user name.')).toBeVisible();
    await expect(page.getByText('Enter an e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter a temporary password.')).toBeVisible();

    await field(page, 'User name').fill('dana');
    await field(page, 'Email').fill('dana@example.com');
    await field(page, 'Temporary password').fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid password.')).toBeVisible();

    await field(page, 'Temporary password').fill('Welcome-2-acme');
    await page.getByRole('combobox', { name: 'Scope' }).selectOption({ label: 'Account' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Choose an account.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Acme Support' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'User created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/users$/);
    await expect(table(page).getByRole('row').filter({ hasText: 'dana' })).toContainText(
      'Account: Acme Support',
    );
  });

  test('a refused save shows the server message and keeps the form', async ({ page }) => {
    await openUsers(page);
    await page.getByRole('link', { name: 'Add user' }).click();
    await field(page, 'User name').fill('acct-admin');
    await field(page, 'Email').fill('someone@example.com');
    await field(page, 'Temporary password').fill('Welcome-2-acme');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'invalid username or email' }),
    ).toBeVisible();
    await expect(field(page, 'User name')).toHaveValue('acct-admin');
    await expect(page).toHaveURL(/\/internal\/users\/add$/);
  });

  test('a server error on save is shown as a toast', async ({ page, sandbox }) => {
    await openUsers(page);
    await page.getByRole('link', { name: 'sales-intern' }).click();
    await expect(field(page, 'User name')).toHaveValue('sales-intern');
    await sandbox.fault({
      path: '^/Users/[^/]+$',
      method: 'PUT',
      status: 500,
      body: { msg: 'user store offline' },
    });
    await field(page, 'User name').fill('sales-trainee');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'user store offline' })).toBeVisible();
    await expect(field(page, 'User name')).toHaveValue('sales-trainee');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'User updated successfully')).toBeVisible();
    await expect(table(page)).toContainText('sales-trainee');
  });

  test('deletes a user after confirming', async ({ page }) => {
    await openUsers(page);
    await page.getByRole('link', { name: 'sales-intern' }).click();
    await page.getByRole('button', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await expect(dialog).toContainText('Delete the user sales-intern?');
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await expect(toast(page, 'Deleted user sales-intern')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/users$/);
    await expect(table(page)).not.toContainText('sales-intern');
  });

  test('deleting yourself signs you out', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await page.getByTestId('current-user').click();
    await page.getByRole('button', { name: 'Delete user' }).click();
    await page
      .getByRole('dialog', { name: 'Delete user' })
      .getByRole('button', { name: 'Delete user' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('an account user sees its account users and no scope choice', async ({ page }) => {
    await openUsers(page, 'acct-admin');
    await expect(table(page)).not.toContainText('Service Provider:');
    await expect(page.getByRole('combobox', { name: 'Account' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Add user' }).click();
    await expect(page.getByRole('combobox', { name: 'Scope' })).toHaveCount(0);
  });

  test('a view-only user reads but cannot change', async ({ page }) => {
    await openUsers(page, 'viewer');
    await expect(page.getByRole('link', { name: 'Add user' })).toHaveCount(0);
    await page.getByRole('link', { name: 'sp-admin' }).click();
    await expect(field(page, 'User name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete user' })).toHaveCount(0);
    await page.goto('/internal/users/add');
    await expect(
      page.getByRole('alert').filter({ hasText: 'You do not have access.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
  });
  test('an admin and a provider user: an unchanged Save writes nothing, a change is saved', async ({
    page,
    sandbox,
  }) => {
    await openUsers(page, 'ops-lead');
    const writes = recordWrites(page);
    for (const name of ['ops-lead', 'sp-admin']) {
      await table(page).getByRole('link', { name, exact: true }).click();
      await expect(field(page, 'User name')).toHaveValue(name);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/internal\/users$/);
      await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
    }
    expect(writes).toEqual([]);

    await table(page).getByRole('link', { name: 'sp-admin', exact: true }).click();
    await field(page, 'Email').fill('sp-lead@example.net');
    // The password left empty keeps the user's password.
    await expect(page.getByLabel(/^New temporary password/)).toHaveValue('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'User updated successfully')).toBeVisible();
    // One PUT of what changed (a real server refuses the null sids the form used to send).
    expect(writes.map((write) => [write.method, new URL(write.url).pathname])).toEqual([
      ['PUT', expect.stringMatching(/\/Users\/[0-9a-f-]{36}$/)],
    ]);
    // The password is the one it was.
    const login = await page.request.post(`${sandbox.apiBase}/login`, {
      data: { username: 'sp-admin', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await table(page).getByRole('link', { name: 'sp-admin', exact: true }).click();
    await page.reload();
    await expect(field(page, 'User name')).toHaveValue('sp-admin');
    await expect(field(page, 'Email')).toHaveValue('sp-lead@example.net');
    await expect(page.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Scope' })).toHaveValue('service_provider');
  });

  test('the filters live in the URL: Back from an edit and a shared link show the same users', async ({
    page,
  }) => {
    await openUsers(page);
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Acme Support' });
    await page.getByRole('searchbox', { name: 'Filter users' }).fill('a');
    await expect(page).toHaveURL(/[?&]text=a(&|$)/);
    await expect(page).toHaveURL(/[?&]account=/);
    await expect(table(page).getByRole('row')).toHaveCount(2);
    const shared = page.url();

    await table(page).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Edit user' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Filter users' })).toHaveValue('a');
    await expect(table(page).getByRole('row')).toHaveCount(2);

    // With nothing remembered (a colleague's browser), the link opens on the same view.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (/accountFilter|queryFilter/.test(key)) localStorage.removeItem(key);
    });
    await page.goto(shared);
    await expect(page.getByRole('searchbox', { name: 'Filter users' })).toHaveValue('a');
    await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(
      new URL(shared).searchParams.get('account')!,
    );
    await expect(table(page).getByRole('row')).toHaveCount(2);
  });
});
