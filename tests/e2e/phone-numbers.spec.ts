import {
  expect,
  expectAccessible,
  signInAsAdmin,
  test,
  type Page,
  apiToken,
} from '../support/fixtures.ts';
import {
  combo,
  errorToast,
  listOf,
  openFromNav,
  rowsInView,
  save,
  toast,
  total,
} from '../support/console.ts';

const { table, rows, row } = listOf('Phone numbers');
const numberField = (page: Page) => page.getByRole('textbox', { name: 'Number', exact: true });
const options = (page: Page, name: string) => combo(page, name).locator('option');

async function openNumbers(page: Page, username = 'sp-admin') {
  await openFromNav(page, username, 'Phone Numbers', 'Phone numbers');
}

test.describe('phone numbers', () => {
  test('lists the provider’s numbers, filters by digits and account, and pages', async ({
    page,
    sandbox,
  }) => {
    // Twenty more numbers on the provider's carrier, not assigned to an account.
    const token = await apiToken(page.request, sandbox.apiBase, 'sp-admin');
    const headers = { Authorization: `Bearer ${token}` };
    const carriers = (await (
      await page.request.get(`${sandbox.apiBase}/VoipCarriers`, { headers })
    ).json()) as { voip_carrier_sid: string; name: string }[];
    const pstn = carriers.find((c) => c.name === 'Acme Voice PSTN')!.voip_carrier_sid;
    for (let i = 0; i < 20; i += 1) {
      const number = `1212555${String(1000 + i)}`;
      const res = await page.request.post(`${sandbox.apiBase}/PhoneNumbers`, {
        headers,
        data: { number, voip_carrier_sid: pstn },
      });
      expect(res.status()).toBe(201);
    }

    await openNumbers(page);
    await expect(total(page)).toHaveText('Total: 28 record(s)');
    await expect(rows(page)).toHaveCount(25);
    // A screen of rows at 1280x800: the routing hint stands beside the filters, not on a line.
    expect(await rowsInView(page, 'Phone numbers')).toBeGreaterThanOrEqual(18);
    await expect(row(page, '15085550100')).toContainText('Inbound sales IVR');
    await expectAccessible(page);
    // Numbers are sorted: the last three are on the second page.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(row(page, '16175550120')).toContainText('Northwind Traders');
    await expect(row(page, '16175550120')).toContainText('Order status');
    await expect(row(page, '16175550120')).toContainText('Acme Voice PSTN');
    await expect(row(page, '15085550199')).toContainText('Not assigned');
    await combo(page, 'Rows per page').selectOption('50');
    await expect(rows(page)).toHaveCount(28);

    // The filter is applied on the server once typing has stopped for a second.
    await page.getByRole('searchbox', { name: 'Filter phone numbers' }).fill('617');
    await expect(total(page)).toHaveText('Total: 28 record(s)', { timeout: 500 });
    await expect(total(page)).toHaveText('Total: 1 record(s)');
    await page.getByRole('searchbox', { name: 'Filter phone numbers' }).fill('');
    await expect(total(page)).toHaveText('Total: 28 record(s)');

    await combo(page, 'Account').selectOption({ label: 'Acme Sales' });
    await expect(total(page)).toHaveText('Total: 6 record(s)');
    await expect(rows(page)).toHaveCount(6);
  });

  test('the filter, page and page size live in the URL: Back from an edit and a reload keep them', async ({
    page,
  }) => {
    await openNumbers(page);
    await page.getByRole('searchbox', { name: 'Filter phone numbers' }).fill('555');
    await expect(page).toHaveURL(/[?&]filter=555/);
    await combo(page, 'Rows per page').selectOption('50');
    await expect(page).toHaveURL(/[?&]pageSize=50/);
    await expect(total(page)).toHaveText('Total: 7 record(s)');

    await row(page, '15085550100').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Edit phone number' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Filter phone numbers' })).toHaveValue('555');
    await expect(combo(page, 'Rows per page')).toHaveValue('50');
    await expect(total(page)).toHaveText('Total: 7 record(s)');

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Filter phone numbers' })).toHaveValue('555');
    await expect(combo(page, 'Rows per page')).toHaveValue('50');
    // A link with values the list does not offer opens on its defaults.
    await page.goto(page.url().replace('pageSize=50', 'pageSize=9999'));
    await expect(combo(page, 'Rows per page')).toHaveValue('25');
  });

  test('routes the selected numbers of an account to one application', async ({ page }) => {
    await openNumbers(page);
    // Bulk routing needs an account.
    await expect(
      page.getByText('Choose an account to route several numbers at once.'),
    ).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    await combo(page, 'Account').selectOption({ label: 'Acme Sales' });
    await expect(total(page)).toHaveText('Total: 6 record(s)');
    const selectAll = page.getByRole('checkbox', { name: 'Select all phone numbers on this page' });
    await page.getByRole('checkbox', { name: 'Select 15085550100' }).check();
    await expect(page.getByText('1 selected')).toBeVisible();
    await selectAll.check();
    await expect(page.getByText('6 selected')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Select 15085550103' })).toBeChecked();
    await expectAccessible(page);

    // Slow the updates down so that the progress message can be seen.
    await page.route(/\/PhoneNumbers\/[^/?]+$/, async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await combo(page, 'Application for the selected numbers').selectOption({
      label: 'Conference bridge',
    });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Updating number routing...')).toBeVisible();
    await expect(toast(page, 'Number routing updated successfully')).toBeVisible();
    await expect(page.getByText('0 selected')).toBeVisible();
    await expect(selectAll).not.toBeChecked();
    await expect(rows(page).filter({ hasText: 'Conference bridge' })).toHaveCount(6);
  });

  test('on a phone the bulk routing choice is as wide as the screen, its label above it', async ({
    page,
  }) => {
    await openNumbers(page);
    await combo(page, 'Account').selectOption({ label: 'Acme Sales' });
    await page.setViewportSize({ width: 390, height: 844 });
    const choice = combo(page, 'Application for the selected numbers');
    const list = (await table(page).boundingBox())!;
    const box = (await choice.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(list.width - 1);
    const label = page.getByText('Application for the selected numbers', { exact: true });
    const above = (await label.boundingBox())!;
    expect(above.y + above.height).toBeLessThanOrEqual(box.y);
  });

  test('adds a number, with each validation message first', async ({ page }) => {
    await openNumbers(page);
    await page.getByRole('link', { name: 'Add phone number' }).click();
    await expect(page.getByRole('heading', { name: 'Add a phone number' })).toBeVisible();
    await expectAccessible(page);

    await save(page);
    await expect(page.getByText('Enter a phone number.')).toBeVisible();
    await expect(page.getByText('Choose a carrier.')).toBeVisible();
    await numberField(page).fill('+1 508 555');
    await save(page);
    await expect(page.getByText('Enter 3 to 20 digits, with an optional leading +.')).toBeVisible();

    // Only the carriers of the chosen account (or of no account) are offered.
    await combo(page, 'Account').selectOption({ label: 'Northwind Traders' });
    const providerCarriers = ['Acme SMS Hub', 'Acme Voice Backup', 'Acme Voice PSTN'];
    await expect(options(page, 'Carrier')).toHaveText([
      'Choose a carrier',
      ...providerCarriers,
      'Metro Fiber SIP',
    ]);
    await combo(page, 'Account').selectOption({ label: 'Acme Sales' });
    await expect(options(page, 'Carrier')).toHaveText([
      'Choose a carrier',
      'Acme Sales PBX',
      ...providerCarriers,
      'Metro Fiber SIP',
    ]);
    await combo(page, 'Carrier').selectOption({ label: 'Acme Sales PBX' });
    await numberField(page).fill('15085550110');
    await save(page);
    await expect(
      page.getByText('The phone number you have entered is already in use.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await numberField(page).fill('15085550111');
    await combo(page, 'Application').selectOption({ label: 'Conference bridge' });
    await save(page);
    await expect(toast(page, 'Phone number created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/phone-numbers$/);
    await expect(row(page, '15085550111')).toContainText('Conference bridge');
    await expect(row(page, '15085550111')).toContainText('Acme Sales PBX');
  });

  test('edits a number’s routing and deletes a number', async ({ page }) => {
    await openNumbers(page);
    await page.getByRole('link', { name: '15085550199' }).click();
    await expect(page.getByRole('heading', { name: 'Edit phone number' })).toBeVisible();
    await expect(numberField(page)).toBeDisabled();
    await expect(combo(page, 'Carrier')).toBeDisabled();
    await combo(page, 'Account').selectOption({ label: 'Acme Support' });
    await combo(page, 'Application').selectOption({ label: 'Support queue' });
    await save(page);
    await expect(toast(page, 'Phone number updated successfully')).toBeVisible();
    await expect(row(page, '15085550199')).toContainText('Acme Support');
    await expect(row(page, '15085550199')).toContainText('Support queue');

    await page.getByRole('link', { name: '15085550199' }).click();
    await page.getByRole('button', { name: 'Delete phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete phone number' });
    await expect(dialog).toContainText('Delete the phone number 15085550199?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete phone number' }).click();
    await expect(toast(page, 'Deleted phone number 15085550199')).toBeVisible();
    await expect(total(page)).toHaveText('Total: 7 record(s)');
    await expect(table(page)).not.toContainText('15085550199');
  });

  test('an unchanged Save writes nothing and every stored value stays shown', async ({ page }) => {
    await openNumbers(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await page.getByRole('link', { name: '15085550100' }).click();
    await expect(combo(page, 'Application').locator('option:checked')).toHaveText(
      'Inbound sales IVR',
    );
    await save(page);
    await expect(toast(page, 'Phone number updated successfully')).toBeVisible();
    expect(writes).toEqual([]);
    // Back on the list (the toast may show a moment before the page changes), read afresh.
    await expect(page).toHaveURL(/\/internal\/phone-numbers$/);
    await page.goto(page.url());
    await page.getByRole('link', { name: '15085550100' }).click();
    await expect(numberField(page)).toHaveValue('15085550100');
    await expect(combo(page, 'Carrier').locator('option:checked')).toHaveText('Acme Voice PSTN');
    await expect(combo(page, 'Account').locator('option:checked')).toHaveText('Acme Sales');
    await expect(combo(page, 'Application').locator('option:checked')).toHaveText(
      'Inbound sales IVR',
    );
  });

  test('after a delete the deleted number is not requested again', async ({ page }) => {
    await openNumbers(page);
    await page.getByRole('link', { name: '15085550199' }).click();
    await expect(numberField(page)).toHaveValue('15085550199');
    const sid = /phone-numbers\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
    const requested: string[] = [];
    page.on('request', (request) => requested.push(`${request.method()} ${request.url()}`));
    await page.getByRole('button', { name: 'Delete phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete phone number' });
    await dialog.getByRole('button', { name: 'Delete phone number' }).click();
    await expect(toast(page, 'Deleted phone number 15085550199')).toBeVisible();
    await expect(table(page)).not.toContainText('15085550199');
    const deleted = requested.findIndex((r) => r.startsWith('DELETE') && r.includes(sid));
    expect(deleted).toBeGreaterThanOrEqual(0);
    expect(requested.slice(deleted + 1).filter((r) => r.includes(sid))).toEqual([]);
  });

  test('a server error on save is a toast and the form is kept', async ({ page, sandbox }) => {
    await openNumbers(page);
    await page.getByRole('link', { name: 'Add phone number' }).click();
    await sandbox.fault({
      path: '^/PhoneNumbers$',
      method: 'POST',
      status: 500,
      body: { msg: 'number store offline' },
    });
    await numberField(page).fill('15085550177');
    await combo(page, 'Account').selectOption({ label: 'Acme Billing' });
    await combo(page, 'Carrier').selectOption({ label: 'Acme Voice PSTN' });
    await save(page);
    await expect(errorToast(page, 'number store offline')).toBeVisible();
    await expect(numberField(page)).toHaveValue('15085550177');
    await expect(page).toHaveURL(/\/add$/);
    await save(page);
    await expect(toast(page, 'Phone number created successfully')).toBeVisible();
    await expect(row(page, '15085550177')).toContainText('Acme Billing');
  });

  test('an account user sees and adds its own numbers only', async ({ page }) => {
    await openNumbers(page, 'acct-admin');
    await expect(combo(page, 'Account')).toHaveCount(0);
    await expect(total(page)).toHaveText('Total: 6 record(s)');
    await expect(table(page)).not.toContainText('16175550120');
    // Its account is chosen, so bulk routing is there.
    await expect(
      page.getByRole('checkbox', { name: 'Select all phone numbers on this page' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Add phone number' }).click();
    await expect(combo(page, 'Account')).toBeDisabled();
    await expect(combo(page, 'Account').locator('option:checked')).toHaveText('Acme Sales');
    await numberField(page).fill('15085550155');
    await combo(page, 'Carrier').selectOption({ label: 'Acme Sales PBX' });
    await save(page);
    await expect(toast(page, 'Phone number created successfully')).toBeVisible();
    await expect(total(page)).toHaveText('Total: 7 record(s)');
  });

  test('the admin works in the chosen provider', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Phone Numbers' }).click();
    await expect(total(page)).toHaveText('Total: 8 record(s)');
    await combo(page, 'Service provider').selectOption({ label: 'Blue Harbor Telecom' });
    await page.getByRole('link', { name: 'Phone Numbers' }).click();
    await expect(total(page)).toHaveText('Total: 1 record(s)');
    await expect(row(page, '12065550130')).toContainText('Harbor reception');
  });

  test('a view-only user reads but cannot change', async ({ page }) => {
    await openNumbers(page, 'viewer');
    await expect(total(page)).toHaveText('Total: 8 record(s)');
    await expect(page.getByRole('link', { name: 'Add phone number' })).toHaveCount(0);
    await combo(page, 'Account').selectOption({ label: 'Acme Sales' });
    await expect(total(page)).toHaveText('Total: 6 record(s)');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await page.getByRole('link', { name: '15085550100' }).click();
    await expect(combo(page, 'Account')).toBeDisabled();
    await expect(combo(page, 'Application')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete phone number' })).toHaveCount(0);
    await page.goto('/internal/phone-numbers/add');
    await expect(errorToast(page, 'You do not have access.')).toBeVisible();
    await expect(page).not.toHaveURL(/\/add$/);
  });

  test('a number needs an account, then a carrier, to exist first', async ({ page, sandbox }) => {
    await signInAsAdmin(page);
    const token = await apiToken(page.request, sandbox.apiBase, 'admin', 'Better-pass-9');
    const headers = { Authorization: `Bearer ${token}` };
    const provider = await page.request.post(`${sandbox.apiBase}/ServiceProviders`, {
      headers,
      data: { name: 'Coral Networks' },
    });
    const { sid } = (await provider.json()) as { sid: string };
    await page.reload();
    await combo(page, 'Service provider').selectOption({ label: 'Coral Networks' });
    await expect(page.getByText('No Accounts.')).toBeVisible();

    await page.goto('/internal/phone-numbers/add');
    await expect(
      errorToast(page, 'You must create an account before you can create a phone number.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts$/);

    const account = await page.request.post(`${sandbox.apiBase}/Accounts`, {
      headers,
      data: { name: 'Coral Retail', service_provider_sid: sid },
    });
    expect(account.status()).toBe(201);
    // Made outside the console: the accounts list this tab keeps for its session does not know of
    // it (and clearing the tab's copy would race the copy it writes when idle), so a new tab, with
    // a session of its own, asks for the list.
    const tab = await page.context().newPage();
    await tab.goto('/internal/phone-numbers/add');
    await expect(
      errorToast(tab, 'You must create a SIP trunk before you can create a phone number.'),
    ).toBeVisible();
    await expect(tab).toHaveURL(/\/internal\/carriers$/);
  });
});
