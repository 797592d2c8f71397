import {
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  signInAsAdmin,
  signOut,
  test,
  type Page,
} from '../support/fixtures.ts';

const navItems = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
const providerSelect = (page: Page) => page.getByRole('combobox', { name: 'Service provider' });

const MAIN = ['Users', 'Settings', 'Accounts', 'Clients', 'Applications', 'Recent calls', 'Alerts'];
const BYO_WITH_TEAMS = [
  'Carriers',
  'Speech',
  'Phone Numbers',
  'MS Teams Tenants',
  'Outbound Call Routing',
];

test.describe('navigation', () => {
  test('admin sees every item; MS Teams follows the selected provider', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(providerSelect(page)).toHaveValue(/.+/);
    await expect(providerSelect(page).locator('option:checked')).toHaveText('Acme Voice');
    await expect(navItems(page)).toHaveText([...MAIN, ...BYO_WITH_TEAMS]);
    await expect(page.getByRole('heading', { name: 'BYO Services', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Outbound Call Routing' })).toHaveAttribute(
      'href',
      '/internal/least-cost-routing',
    );
    await expectAccessible(page);

    await page.evaluate(() => localStorage.setItem('console-kit:accountFilter', 'some-account'));
    await page.getByRole('link', { name: 'Alerts' }).click();
    await providerSelect(page).selectOption({ label: 'Blue Harbor Telecom' });
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    // The change clears the account filter and does not sign the user out.
    expect(await page.evaluate(() => localStorage.getItem('console-kit:accountFilter'))).toBeNull();
    await expect(page.getByTestId('current-user')).toHaveText('admin');
    await expect(page.getByRole('link', { name: 'MS Teams Tenants' })).toHaveCount(0);

    // The choice survives a reload.
    await page.reload();
    await expect(providerSelect(page).locator('option:checked')).toHaveText('Blue Harbor Telecom');
    // Its whole name on hover, however narrow the box.
    await expect(providerSelect(page)).toHaveAttribute('title', 'Blue Harbor Telecom');
    await expect(page.getByRole('link', { name: 'MS Teams Tenants' })).toHaveCount(0);
  });

  test('a service provider user has a fixed provider and no add button', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await expect(providerSelect(page)).toBeDisabled();
    await expect(providerSelect(page).locator('option:checked')).toHaveText('Acme Voice');
    await expect(page.getByRole('button', { name: 'Add service provider' })).toHaveCount(0);
    await expect(navItems(page)).toHaveText([...MAIN, ...BYO_WITH_TEAMS]);
    // Acme Voice has its own outbound routing table: the item opens it.
    await expect(page.getByRole('link', { name: 'Outbound Call Routing' })).toHaveAttribute(
      'href',
      /^\/internal\/least-cost-routing\/[0-9a-f-]{36}\/edit$/,
    );
  });

  test("the add-provider dialog's code is a chunk of its own, fetched only for an admin", async ({
    page,
  }) => {
    const dialogCode: string[] = [];
    page.on('request', (request) => {
      if (/\/AddServiceProviderDialog-[^/]+\.js$/.test(request.url()))
        dialogCode.push(request.url());
    });
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await page.waitForLoadState('networkidle');
    expect(dialogCode).toEqual([]);
    await signOut(page);
    await signInAsAdmin(page);
    await expect.poll(() => dialogCode.length).toBe(1);
  });

  test('an account user gets its Account item and no settings or accounts list', async ({
    page,
  }) => {
    await signIn(page, 'acct-admin');
    await expect(page).toHaveURL(/\/edit$/);
    await expect(navItems(page)).toHaveText([
      'Users',
      'Account',
      'Clients',
      'Applications',
      'Recent calls',
      'Alerts',
      ...BYO_WITH_TEAMS,
    ]);
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Acme Sales has no outbound routing table yet: the item offers to add one.
    await expect(page.getByRole('link', { name: 'Outbound Call Routing' })).toHaveAttribute(
      'href',
      '/internal/least-cost-routing/add',
    );
    await page.getByRole('link', { name: 'Applications' }).click();
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/edit$/);
  });

  test('a view-only admin is shown as such and cannot add providers', async ({ page }) => {
    await signIn(page, 'viewer');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await expect(page.getByTestId('current-scope')).toHaveText('Admin · view only');
    await expect(providerSelect(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Add service provider' })).toHaveCount(0);
  });

  test('the user name links to the own user page', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await page.getByTestId('current-user').click();
    await expect(page).toHaveURL(/\/internal\/users\/[0-9a-f-]{36}\/edit$/);
  });

  test('a stored provider that no longer exists falls back to the first by name', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.evaluate(() => localStorage.setItem('console-kit:serviceProvider', 'gone'));
    await page.reload();
    await expect(providerSelect(page).locator('option:checked')).toHaveText('Acme Voice');
  });

  test("providers that cannot be read: an admin is told the server's message and asks again", async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'ops-lead');
    await expectShellReady(page);
    await sandbox.fault({
      path: '^/ServiceProviders$',
      method: 'GET',
      status: 500,
      body: { msg: 'provider store offline' },
      times: 5,
    });
    await page.reload();
    const failure = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'The service providers could not be loaded: provider store offline' });
    await expect(failure).toBeVisible();
    await expectAccessible(page);
    await sandbox.resetFaults();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(providerSelect(page).locator('option:checked')).toHaveText('Acme Voice');
    await expect(page.getByRole('link', { name: 'Acme Sales', exact: true })).toBeVisible();
  });

  test("a provider user's provider is named by their token when the providers cannot be read", async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await sandbox.fault({ path: '^/ServiceProviders$', method: 'GET', status: 500, times: 5 });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Acme Sales', exact: true })).toBeVisible();
    await expect(providerSelect(page).locator('option:checked')).toHaveText('Acme Voice');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('admin adds a service provider and works in it', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Add service provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add service provider' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Service provider name is required.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Acme Voice');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Duplicate entry 'Acme Voice' for key 'name'",
    );
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Voice');

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Coral Networks');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Added new service provider Coral Networks' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(providerSelect(page).locator('option:checked')).toHaveText('Coral Networks');
  });

  test('a server error while adding a provider is shown in the dialog', async ({
    page,
    sandbox,
  }) => {
    await signInAsAdmin(page);
    await sandbox.fault({
      path: '^/ServiceProviders$',
      method: 'POST',
      status: 503,
      body: 'Service Unavailable',
    });
    await page.getByRole('button', { name: 'Add service provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add service provider' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Coral Networks');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Service Unavailable');
  });

  test('on a phone the navigation is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'sp-admin');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Alerts' }).click();
    await expect(page).toHaveURL(/\/internal\/alerts$/);
    await expect(drawer).toBeHidden();
  });

  test("the tab shows the console's mark, drawn from the page itself (no request for an icon)", async ({
    page,
  }) => {
    await page.goto('/');
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveAttribute('href', /^data:image\/png;base64,/);
    // The icon is an image a browser can draw.
    const width = await icon.evaluate(async (link: HTMLLinkElement) => {
      const image = new Image();
      image.src = link.href;
      await image.decode();
      return image.naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
  });
});
