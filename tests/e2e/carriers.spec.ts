import { readFile } from 'node:fs/promises';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectShellReady,
  signInAsAdmin,
  test,
  type Page,
} from '../support/fixtures.ts';
import {
  cellOf,
  errorToast,
  field,
  listOf,
  openFromNav,
  readOnlyMark,
  save,
  toast,
} from '../support/console.ts';

const { table, rows, row } = listOf('Carriers');
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const voicePassword = (page: Page) => group(page, 'Outbound').getByLabel(/^Password/);
const address = (page: Page, gateway: string) =>
  group(page, gateway).getByRole('textbox', { name: 'IP address or domain name' });

async function openCarriers(page: Page, username = 'sp-admin') {
  await openFromNav(page, username, 'Carriers', 'Carriers');
  await expect(row(page, 'Acme Voice PSTN')).toBeVisible();
}

/** Adds a carrier through the form: one inbound and outbound SIP gateway at the address. */
async function addCarrier(page: Page, name: string, ip = '192.0.2.10') {
  await page.getByRole('link', { name: 'Add carrier' }).click();
  await expect(page.getByRole('heading', { name: 'Add a carrier' })).toBeVisible();
  await field(page, 'Carrier name').fill(name);
  await address(page, 'SIP gateway 1').fill(ip);
  // A new gateway is inbound only (the spec's default).
  await group(page, 'SIP gateway 1').getByRole('checkbox', { name: 'Outbound' }).check();
  await save(page);
  await expect(toast(page, 'Carrier created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/carriers$/);
}

/** Carriers of the Acme Voice provider, made through the API as its user. */
async function createCarriers(page: Page, apiBase: string, count: number) {
  const login = await page.request.post(`${apiBase}/login`, {
    data: { username: 'sp-admin', password: DEMO_PASSWORD },
  });
  const { token, service_provider_sid } = (await login.json()) as {
    token: string;
    service_provider_sid: string;
  };
  for (let i = 1; i <= count; i++) {
    const created = await page.request.post(`${apiBase}/VoipCarriers`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: `Bulk carrier ${String(i).padStart(2, '0')}`, service_provider_sid },
    });
    expect(created.status()).toBe(201);
  }
}

test.describe('carriers', () => {
  test('lists, filters by name and by the account that uses them', async ({ page }) => {
    await openCarriers(page);
    await expect(row(page, 'Acme Voice PSTN')).toContainText('All accounts');
    await expect(row(page, 'Acme Voice PSTN')).toContainText('Active');
    await expect(row(page, 'Acme Voice PSTN')).toContainText('Not required');
    // Where registration is required, its status is shown, with the reason.
    await expect(row(page, 'Acme Sales PBX')).toContainText('Not started');
    await expect(row(page, 'Acme Voice Backup')).toContainText('Registered');
    await expect(row(page, 'Metro Fiber SIP')).toContainText('Unregistered · 403 Forbidden');
    await expect(row(page, 'Legacy TDM Gateway')).toContainText('Inactive');
    await expect(table(page)).not.toContainText('Blue Harbor PSTN');
    await expectAccessible(page);

    // The filters stand level: the 'Used by' label beside its box, not above the row.
    const search = await page
      .getByRole('searchbox', { name: 'Filter carriers by name' })
      .boundingBox();
    const usedBy = await page.getByRole('combobox', { name: 'Used by' }).boundingBox();
    expect(Math.abs(search!.y - usedBy!.y)).toBeLessThanOrEqual(1);

    // An account uses its own carriers and its provider's (as real servers filter).
    await page.getByRole('combobox', { name: 'Used by' }).selectOption({ label: 'Acme Sales' });
    await expect(rows(page)).toHaveCount(6);
    await expect(row(page, 'Acme Sales PBX')).toBeVisible();
    await expect(table(page)).not.toContainText('Fabrikam Freight Trunk');
    await page.getByRole('combobox', { name: 'Used by' }).selectOption({ label: 'Any account' });

    await page.getByRole('searchbox', { name: 'Filter carriers by name' }).fill('pbx');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Acme Sales PBX');
    await page.getByRole('searchbox', { name: 'Filter carriers by name' }).fill('no such carrier');
    await expect(page.getByText('No Carriers.')).toBeVisible();

    // A saved carrier opens with its settings and both kinds of gateways.
    await page.getByRole('searchbox', { name: 'Filter carriers by name' }).fill('');
    await page.getByRole('link', { name: 'Acme SMS Hub', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit carrier' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /E\.164 syntax/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'SMS' }).click();
    await expect(
      group(page, 'Outbound SMPP').getByRole('textbox', { name: 'System ID' }),
    ).toHaveValue('acme-sms');
    await expectAccessible(page);
  });

  test('pages through the carriers 25 at a time, by name across the pages', async ({
    page,
    sandbox,
  }) => {
    // Their sids are random: a server lists them in another order than their names'.
    await createCarriers(page, sandbox.apiBase, 30);
    await openCarriers(page);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByTestId('total')).toHaveText('Total: 37 record(s)');
    const names = (page: Page) => cellOf(rows(page), 'Name');
    await expect(names(page).first()).toHaveText('Acme Sales PBX');
    await expect(names(page).nth(4)).toHaveText('Bulk carrier 01');
    await expect(names(page).last()).toHaveText('Bulk carrier 21');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(names(page)).toHaveText([
      ...['22', '23', '24', '25', '26', '27', '28', '29', '30'].map((n) => `Bulk carrier ${n}`),
      'Fabrikam Freight Trunk',
      'Legacy TDM Gateway',
      'Metro Fiber SIP',
    ]);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await expect(rows(page)).toHaveCount(37);
  });

  test('adds a carrier, with each validation message of the Voice tab first', async ({ page }) => {
    await openCarriers(page);
    await page.getByRole('link', { name: 'Add carrier' }).click();
    await expect(page.getByRole('heading', { name: 'Add a carrier' })).toBeVisible();
    await expect(page.getByText(/Have the carrier send calls to: \d/)).toBeVisible();
    await expectAccessible(page);

    await save(page);
    await expect(page.getByText('Enter a carrier name.')).toBeVisible();
    await expect(
      page.getByText('Please provide a valid IP address or fully qualified domain name.'),
    ).toBeVisible();

    await field(page, 'Carrier name').fill('Zeta Telecom');
    await address(page, 'SIP gateway 1').fill('sip.zeta.example');
    await save(page);
    await expect(
      page.getByText('A fully qualified domain name may only be used for outbound calls.'),
    ).toBeVisible();
    // A new gateway is inbound and not outbound, as the spec's defaults say.
    await expect(
      group(page, 'SIP gateway 1').getByRole('checkbox', { name: 'Inbound' }),
    ).toBeChecked();
    await expect(
      group(page, 'SIP gateway 1').getByRole('checkbox', { name: 'Outbound' }),
    ).not.toBeChecked();
    await group(page, 'SIP gateway 1').getByRole('checkbox', { name: 'Inbound' }).uncheck();
    await save(page);
    await expect(page.getByText('A gateway must be inbound, outbound or both.')).toBeVisible();
    await group(page, 'SIP gateway 1').getByRole('checkbox', { name: 'Outbound' }).check();

    // The sips scheme is offered only for outbound TLS.
    const sips = group(page, 'SIP gateway 1').getByRole('checkbox', { name: 'Use sips scheme' });
    await expect(sips).toHaveCount(0);
    await group(page, 'SIP gateway 1')
      .getByRole('combobox', { name: 'Protocol' })
      .selectOption('tls');
    await sips.check();

    // A second gateway: an IP without a port gets 5060 when the field is left.
    await page.getByRole('button', { name: 'Add SIP gateway' }).click();
    await expect(address(page, 'SIP gateway 2')).toBeFocused();
    const port2 = group(page, 'SIP gateway 2').getByRole('textbox', { name: 'Port' });
    await port2.fill('');
    await address(page, 'SIP gateway 2').fill('192.0.2.20');
    await address(page, 'SIP gateway 2').press('Tab');
    await expect(port2).toHaveValue('5060');
    await page.getByRole('button', { name: 'Add SIP gateway' }).click();
    await address(page, 'SIP gateway 3').fill('192.0.2.20');
    await group(page, 'SIP gateway 3').getByRole('textbox', { name: 'Port' }).fill('70000');
    // The netmask is a choice of 1 to 32.
    const netmask = group(page, 'SIP gateway 3').getByRole('combobox', { name: 'Netmask' });
    await expect(netmask).toHaveValue('32');
    await expect(netmask.locator('option')).toHaveCount(32);
    await netmask.selectOption('24');
    await save(page);
    await expect(page.getByText('Enter a port from 0 to 65535.')).toBeVisible();
    await group(page, 'SIP gateway 3').getByRole('textbox', { name: 'Port' }).fill('5060');
    await save(page);
    await expect(page.getByText('Each SIP gateway must have a unique IP address.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove SIP gateway 3' }).click();
    await expect(page.getByRole('button', { name: 'Add SIP gateway' })).toBeFocused();

    // Outbound options and their messages.
    await page.getByRole('checkbox', { name: 'Require SIP Register' }).check();
    await expect(page.getByRole('checkbox', { name: 'Outbound authentication' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Tech prefix' }).check();
    await field(page, 'Prefix').fill('12');
    await page.getByRole('checkbox', { name: 'Diversion header' }).check();
    await page.getByRole('checkbox', { name: 'Outbound SIP proxy' }).check();
    await field(page, 'Proxy URI').fill('http://proxy.zeta.example');
    await save(page);
    await expect(page.getByText('Enter the username.')).toBeVisible();
    await expect(page.getByText('Enter the password.')).toBeVisible();
    await expect(page.getByText('Enter the SIP realm.')).toBeVisible();
    await expect(page.getByText('The tech prefix must be at least 3 characters.')).toBeVisible();
    await expect(page.getByText('Enter the diversion header value.')).toBeVisible();
    await expect(
      page.getByText('Please provide a valid SIP Proxy domain or IP address.'),
    ).toBeVisible();

    // Unchecking a toggle clears its values.
    await page.getByRole('checkbox', { name: 'Diversion header' }).uncheck();
    await page.getByRole('checkbox', { name: 'Tech prefix' }).uncheck();
    await page.getByRole('checkbox', { name: 'Tech prefix' }).check();
    await expect(field(page, 'Prefix')).toHaveValue('');
    await page.getByRole('checkbox', { name: 'Tech prefix' }).uncheck();
    await page.getByRole('checkbox', { name: 'Require SIP Register' }).uncheck();
    await page.getByRole('checkbox', { name: 'Outbound authentication' }).uncheck();
    await field(page, 'Proxy URI').fill('sips:proxy.zeta.example:5061');

    // Removing every gateway: at least one is needed.
    await page.getByRole('button', { name: 'Remove SIP gateway 2' }).click();
    await page.getByRole('button', { name: 'Remove SIP gateway 1' }).click();
    await save(page);
    await expect(page.getByText('You must provide at least one SIP Gateway.')).toBeVisible();
    await page.getByRole('button', { name: 'Add SIP gateway' }).click();
    await address(page, 'SIP gateway 1').fill('192.0.2.30');
    await save(page);

    await expect(toast(page, 'Carrier created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/carriers$/);
    await expect(row(page, 'Zeta Telecom')).toContainText('All accounts');
    await page.getByRole('link', { name: 'Zeta Telecom', exact: true }).click();
    await expect(address(page, 'SIP gateway 1')).toHaveValue('192.0.2.30');
    await expect(field(page, 'Proxy URI')).toHaveValue('sips:proxy.zeta.example:5061');
  });

  test('the SMS tab checks the SMPP gateways', async ({ page }) => {
    await openCarriers(page);
    await page.getByRole('link', { name: 'Add carrier' }).click();
    await field(page, 'Carrier name').fill('Texting Co');
    await address(page, 'SIP gateway 1').fill('192.0.2.40');
    await page.getByRole('tab', { name: 'SMS' }).click();
    const outbound = group(page, 'Outbound SMPP');
    const inbound = group(page, 'Inbound SMPP');
    await outbound.getByRole('textbox', { name: 'System ID' }).fill('texting');
    await page.getByRole('tab', { name: 'Voice' }).click();
    await save(page);
    // The tab with the error opens.
    await expect(page.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('You must provide at least one Outbound Gateway.')).toBeVisible();
    await expectAccessible(page);

    // Each row: address, port, netmask, TLS, inbound and outbound, with the spec's defaults.
    const add = page.getByRole('button', { name: 'Add SMPP gateway' });
    await add.click();
    const first = group(page, 'SMPP gateway 1');
    await expect(first.getByRole('textbox', { name: 'Port' })).toHaveValue('2775');
    await expect(first.getByRole('combobox', { name: 'Netmask' })).toHaveValue('32');
    await expect(first.getByRole('checkbox', { name: 'Use TLS' })).not.toBeChecked();
    await expect(first.getByRole('checkbox', { name: 'Inbound' })).toBeChecked();
    await expect(first.getByRole('checkbox', { name: 'Outbound' })).toBeChecked();
    const direction = (row: number, name: 'Inbound' | 'Outbound') =>
      group(page, `SMPP gateway ${row}`).getByRole('checkbox', { name });
    await address(page, 'SMPP gateway 1').fill('texting.example');
    await direction(1, 'Inbound').uncheck();
    await add.click();
    await address(page, 'SMPP gateway 2').fill('smpp.texting.example');
    await direction(2, 'Inbound').uncheck();
    await add.click();
    await address(page, 'SMPP gateway 3').fill('smpp.texting.example');
    await direction(3, 'Inbound').uncheck();
    await add.click();
    await address(page, 'SMPP gateway 4').fill('smpp.texting.example');
    await direction(4, 'Outbound').uncheck();
    await add.click();
    await address(page, 'SMPP gateway 5').fill('192.0.2.50');
    await direction(5, 'Outbound').uncheck();
    await add.click();
    await address(page, 'SMPP gateway 6').fill('192.0.2.50');
    await direction(6, 'Outbound').uncheck();
    await direction(6, 'Inbound').uncheck();
    await save(page);
    await expect(
      page.getByText('When using an FQDN, you must use a subdomain (e.g. smpp.texting.example).'),
    ).toBeVisible();
    await expect(
      page.getByText('Each outbound SMPP gateway must have a unique IP address.'),
    ).toBeVisible();
    await expect(page.getByText('An inbound SMPP gateway must be an IPv4 address.')).toBeVisible();
    await expect(page.getByText('A gateway must be inbound, outbound or both.')).toBeVisible();
    await direction(6, 'Inbound').check();
    await save(page);
    await expect(
      page.getByText('Each inbound SMPP gateway must have a unique IP address.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Enter the inbound password: it is required while inbound addresses are whitelisted.',
      ),
    ).toBeVisible();

    for (const row of [6, 4, 3, 1])
      await page.getByRole('button', { name: `Remove SMPP gateway ${row}` }).click();
    await inbound.getByRole('textbox', { name: 'Password' }).fill('in-Secret-1');
    await save(page);
    await expect(toast(page, 'Carrier created successfully')).toBeVisible();

    await page.getByRole('link', { name: 'Texting Co', exact: true }).click();
    await page.getByRole('tab', { name: 'SMS' }).click();
    // Read back in the server's order (by address).
    await expect(address(page, 'SMPP gateway 1')).toHaveValue('192.0.2.50');
    await expect(direction(1, 'Inbound')).toBeChecked();
    await expect(direction(1, 'Outbound')).not.toBeChecked();
    await expect(address(page, 'SMPP gateway 2')).toHaveValue('smpp.texting.example');
    await expect(direction(2, 'Outbound')).toBeChecked();
    await page.getByRole('button', { name: 'Remove SMPP gateway 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete gateway' });
    await confirm.getByRole('button', { name: 'Delete gateway' }).click();
    await expect(toast(page, 'SMPP inbound gateway successfully deleted')).toBeVisible();
    await expect(address(page, 'SMPP gateway 1')).toHaveValue('smpp.texting.example');
    await page.getByRole('button', { name: 'Remove SMPP gateway 1' }).click();
    await confirm.getByRole('button', { name: 'Delete gateway' }).click();
    await expect(toast(page, 'SMPP outbound gateway successfully deleted')).toBeVisible();
  });

  test('edits a carrier and stays; removes a saved SIP gateway', async ({ page }) => {
    await openCarriers(page);
    await addCarrier(page, 'Edit Me Telecom');
    await page.getByRole('link', { name: 'Edit Me Telecom', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit carrier' })).toBeVisible();

    await field(page, 'Carrier name').fill('Edited Telecom');
    await page.getByRole('checkbox', { name: 'Active', exact: true }).first().uncheck();
    await page.getByRole('button', { name: 'Add SIP gateway' }).click();
    await address(page, 'SIP gateway 2').fill('192.0.2.11');
    await save(page);
    await expect(toast(page, 'Carrier updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/edit$/);
    // A second save updates the new gateway rather than adding it again.
    await save(page);
    await expect(toast(page, 'Carrier updated successfully')).toHaveCount(2);

    await page.getByRole('button', { name: 'Remove SIP gateway 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete gateway' });
    await expect(confirm).toContainText('192.0.2.10');
    await confirm.getByRole('button', { name: 'Delete gateway' }).click();
    await expect(toast(page, 'SIP gateway successfully deleted')).toBeVisible();
    await expect(address(page, 'SIP gateway 1')).toHaveValue('192.0.2.11');

    await page.reload();
    await expect(address(page, 'SIP gateway 1')).toHaveValue('192.0.2.11');
    await expect(group(page, 'SIP gateway 2')).toHaveCount(0);
    await page.getByRole('link', { name: 'Carriers' }).click();
    await expect(row(page, 'Edited Telecom')).toContainText('Inactive');
  });

  test('an unchanged Save writes nothing and every stored value stays shown', async ({
    page,
    sandbox,
  }) => {
    // Inbound credentials too, which the demo carriers do not have.
    const login = await page.request.post(`${sandbox.apiBase}/login`, {
      data: { username: 'sp-admin', password: DEMO_PASSWORD },
    });
    const headers = {
      Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const carriers = (await (
      await page.request.get(`${sandbox.apiBase}/VoipCarriers`, { headers })
    ).json()) as { voip_carrier_sid: string; name: string }[];
    const backupSid = carriers.find((c) => c.name === 'Acme Voice Backup')?.voip_carrier_sid;
    const arranged = await page.request.put(`${sandbox.apiBase}/VoipCarriers/${backupSid}`, {
      headers,
      data: { inbound_auth_username: 'in-user', inbound_auth_password: 'in-Secret-7' },
    });
    expect(arranged.status()).toBe(204);
    await openCarriers(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    const expectStored = async () => {
      await expect(field(page, 'Carrier name')).toHaveValue('Acme Voice Backup');
      await expect(field(page, 'Username')).toHaveValue('acme-backup');
      await expect(voicePassword(page)).toHaveValue('bk-Secret-4');
      await expect(field(page, 'SIP realm')).toHaveValue('sip.backup-trunk.example');
      await expect(field(page, 'Inbound username')).toHaveValue('in-user');
      await expect(page.getByLabel(/^Inbound password/)).toHaveValue('in-Secret-7');
      await expect(
        page.getByRole('combobox', { name: 'Trunk type' }).locator('option:checked'),
      ).toHaveText('Registered');
      await expect(address(page, 'SIP gateway 1')).not.toHaveValue('');
    };
    await page.getByRole('link', { name: 'Acme Voice Backup', exact: true }).click();
    await expectStored();
    await save(page);
    await expect(toast(page, 'Carrier updated successfully')).toBeVisible();
    await page.reload();
    await expectStored();

    await page.getByRole('link', { name: 'Carriers' }).click();
    await page.getByRole('link', { name: 'Acme SMS Hub', exact: true }).click();
    await page.getByRole('tab', { name: 'SMS' }).click();
    const systemIds = page.getByRole('textbox', { name: 'System ID' });
    await expect(systemIds.first()).toHaveValue('acme-sms');
    await save(page);
    await expect(toast(page, 'Carrier updated successfully')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'SMS' }).click();
    await expect(systemIds.first()).toHaveValue('acme-sms');
    await expect(systemIds.last()).toHaveValue('acme-inbound');
    expect(writes).toEqual([]);
  });

  test('a server error on save is a toast and the form is kept', async ({ page, sandbox }) => {
    await openCarriers(page);
    await page.getByRole('link', { name: 'Add carrier' }).click();
    await field(page, 'Carrier name').fill('Offline Telecom');
    await address(page, 'SIP gateway 1').fill('192.0.2.60');
    await sandbox.fault({
      path: '^/VoipCarriers$',
      method: 'POST',
      status: 500,
      body: { msg: 'carrier store offline' },
    });
    await save(page);
    await expect(errorToast(page, 'carrier store offline')).toBeVisible();
    await expect(page).toHaveURL(/\/add$/);
    await expect(field(page, 'Carrier name')).toHaveValue('Offline Telecom');
    await expect(address(page, 'SIP gateway 1')).toHaveValue('192.0.2.60');
    await save(page);
    await expect(toast(page, 'Carrier created successfully')).toBeVisible();
  });

  test('a new carrier whose gateway is refused opens on its edit page', async ({
    page,
    sandbox,
  }) => {
    await openCarriers(page);
    await page.getByRole('link', { name: 'Add carrier' }).click();
    await field(page, 'Carrier name').fill('Half Saved Telecom');
    await address(page, 'SIP gateway 1').fill('192.0.2.61');
    await sandbox.fault({
      path: '^/SipGateways$',
      method: 'POST',
      status: 500,
      body: { msg: 'gateway store offline' },
      times: 1,
    });
    await save(page);
    await expect(errorToast(page, 'gateway store offline')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit carrier' })).toBeVisible();
    await expect(field(page, 'Carrier name')).toHaveValue('Half Saved Telecom');
    await page.getByRole('button', { name: 'Add SIP gateway' }).click();
    await address(page, 'SIP gateway 1').fill('192.0.2.61');
    await save(page);
    await expect(toast(page, 'Carrier updated successfully')).toBeVisible();
  });

  test('a carrier whose gateways cannot be read says Gateways error, with the reason', async ({
    page,
    sandbox,
  }) => {
    await openCarriers(page);
    await sandbox.fault({
      path: '^/SipGateways$',
      method: 'GET',
      status: 500,
      body: { msg: 'gateway store offline' },
    });
    await page.getByRole('link', { name: 'Legacy TDM Gateway', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Gateways error' });
    await expect(alert).toContainText('Gateways error: gateway store offline');
    await alert.getByRole('link', { name: 'Back to the list' }).click();
    await expect(row(page, 'Legacy TDM Gateway')).toBeVisible();
  });

  test("a carrier's last REGISTER downloads as a pcap file, found by its Call-ID", async ({
    page,
    sandbox,
  }) => {
    await openCarriers(page);
    const capture = (name: string) =>
      page.getByRole('button', { name: `Download the last REGISTER of ${name} (pcap)` });
    // Only where a registration has a Call-ID.
    await expect(capture('Acme Voice PSTN')).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      capture('Metro Fiber SIP').click(),
    ]);
    expect(download.suggestedFilename()).toBe('callid-9b0e4d11-7c3a-4e0f-8d25-61a7f3b2c9d0.pcap');
    const bytes = await readFile((await download.path())!);
    expect(['d4c3b2a1', 'a1b2c3d4']).toContain(bytes.subarray(0, 4).toString('hex'));
    expect(bytes.toString('latin1')).toContain('SIP/2.0 403 Forbidden');

    // One the capture store no longer holds, and a store that fails.
    await sandbox.fault({ path: '/register/pcap$', status: 404, body: '' });
    await capture('Acme Voice Backup').click();
    await expect(
      row(page, 'Acme Voice Backup').getByText('No capture of this REGISTER is held.'),
    ).toBeVisible();
    await sandbox.fault({
      path: '/register/pcap$',
      status: 500,
      body: { msg: 'capture store down' },
    });
    await capture('Acme Voice Backup').click();
    await expect(errorToast(page, 'capture store down')).toBeVisible();
  });

  test('a refused delete is shown in the dialog', async ({ page, sandbox }) => {
    await openCarriers(page);
    await sandbox.fault({
      path: '^/VoipCarriers/[^/]+$',
      method: 'DELETE',
      status: 422,
      body: { msg: 'the carrier is used by an outbound call route' },
    });
    await page.getByRole('button', { name: 'Delete Legacy TDM Gateway' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete carrier' });
    await dialog.getByRole('button', { name: 'Delete carrier' }).click();
    await expect(dialog).toContainText('the carrier is used by an outbound call route');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'Legacy TDM Gateway')).toBeVisible();
  });

  test('a carrier with phone numbers cannot be deleted', async ({ page }) => {
    await openCarriers(page);
    await page.getByRole('button', { name: 'Delete Acme Sales PBX' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete carrier' });
    await expect(dialog).toContainText('cannot be deleted while it is in use');
    await expect(dialog.getByRole('list')).toHaveText('Phone number 15085550110');
    await expect(dialog.getByRole('button', { name: 'Delete carrier' })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('deletes an unused carrier after confirming', async ({ page }) => {
    await openCarriers(page);
    await addCarrier(page, 'Short Lived');
    await page.getByRole('link', { name: 'Short Lived', exact: true }).click();
    await page.getByRole('button', { name: 'Delete carrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete carrier' });
    await expect(dialog).toContainText('Delete the carrier Short Lived?');
    await dialog.getByRole('button', { name: 'Delete carrier' }).click();
    await expect(toast(page, 'Deleted Carrier Short Lived')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/carriers$/);
    await expect(table(page)).not.toContainText('Short Lived');
  });

  for (const [variant, usedBy] of [
    ['the service provider', 'All accounts'],
    ['an account', 'Acme Sales'],
  ] as const) {
    test(`creates a carrier for ${variant} from a predefined carrier`, async ({ page }) => {
      await openCarriers(page);
      await page.getByRole('link', { name: 'Add carrier' }).click();
      await page.getByRole('combobox', { name: 'Used by' }).selectOption({ label: usedBy });
      const picker = page.getByRole('combobox', { name: 'Predefined carrier' });
      await expect(page.getByRole('button', { name: 'Create from template' })).toBeDisabled();
      await expect(picker.locator('option')).not.toHaveCount(1);
      const template = (await picker.locator('option').nth(1).textContent()) ?? '';
      await picker.selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Create from template' }).click();
      await expect(toast(page, 'Carrier created successfully')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Edit carrier' })).toBeVisible();
      await expect(field(page, 'Carrier name')).toHaveValue(new RegExp(`^${template}`));
      await expect(
        page.getByRole('combobox', { name: 'Used by' }).locator('option:checked'),
      ).toHaveText(usedBy);
      await expect(address(page, 'SIP gateway 1')).not.toHaveValue('');
    });
  }

  test('an account user reads its provider’s carriers as listed and changes only its own', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openCarriers(page, 'acct-admin');
    await expect(page.getByRole('combobox', { name: 'Used by' })).toHaveCount(0);
    await expect(row(page, 'Acme Sales PBX')).toBeVisible();
    // The provider's carriers: no Edit or Delete (a real server refuses them to account users),
    // marked read-only with the reason, used by all accounts.
    const backupRow = row(page, 'Acme Voice Backup');
    await expect(page.getByRole('button', { name: 'Delete Acme Voice Backup' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit Acme Voice Backup' })).toHaveCount(0);
    await expect(readOnlyMark(backupRow)).toBeVisible();
    await expect(
      backupRow.getByTitle(
        'Acme Voice Backup belongs to your service provider: your account can use it but not change it.',
      ),
    ).toBeVisible();
    await expect(cellOf(backupRow, 'Used by')).toHaveText('All accounts');
    // The account's own: Edit and Delete, used by the account.
    const own = row(page, 'Acme Sales PBX');
    await expect(page.getByRole('link', { name: 'Edit Acme Sales PBX' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Acme Sales PBX' })).toBeVisible();
    await expect(readOnlyMark(own)).toHaveCount(0);
    await expect(cellOf(own, 'Used by')).toHaveText('Acme Sales');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Acme Voice Backup', exact: true }).click();
    await expect(
      page.getByText('You do not have permissions to make changes to this Carrier'),
    ).toBeVisible();
    // Titled for reading, not 'Edit carrier'.
    await expect(page.getByRole('heading', { name: 'View carrier', level: 1 })).toBeVisible();
    await expect(field(page, 'Carrier name')).toHaveValue('Acme Voice Backup');
    await expect(field(page, 'Carrier name')).toBeDisabled();
    await expect(field(page, 'SIP realm')).toHaveValue('sip.backup-trunk.example');
    // A provider's carrier is read as the provider's, not as the account's own.
    const usedBy = page.getByRole('combobox', { name: 'Used by' });
    await expect(usedBy.locator('option:checked')).toHaveText('All accounts');
    // Its register password is never shown to a user who cannot change it.
    await expect(voicePassword(page)).toHaveValue('');
    await expect(page.locator('body')).not.toContainText('bk-Secret-4');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    // Built from the list: the carrier itself is never requested (a real server answers 400).
    const backup = /carriers\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
    expect(requested.filter((path) => path.endsWith(`/VoipCarriers/${backup}`))).toEqual([]);
    await page.reload();
    await expect(field(page, 'Carrier name')).toHaveValue('Acme Voice Backup');
    expect(requested.filter((path) => path.endsWith(`/VoipCarriers/${backup}`))).toEqual([]);

    await page.getByRole('link', { name: 'Carriers' }).click();
    await addCarrier(page, 'Sales Backup Trunk');
    await expect(row(page, 'Sales Backup Trunk')).toBeVisible();
    await page.getByRole('link', { name: 'Sales Backup Trunk', exact: true }).click();
    await expect(usedBy).toBeDisabled();
    await expect(usedBy.locator('option:checked')).toHaveText('Acme Sales');
    await expect(usedBy.locator('option', { hasText: 'All accounts' })).toHaveCount(0);
    // A carrier of the account can send calls to one of its applications.
    const application = page.getByRole('combobox', { name: 'Application' });
    await expect(application.locator('option', { hasText: 'Conference bridge' })).toHaveCount(1);
    await application.selectOption({ label: 'Conference bridge' });
    await save(page);
    await expect(toast(page, 'Carrier updated successfully')).toBeVisible();
    await page.reload();
    await expect(application.locator('option:checked')).toHaveText('Conference bridge');
  });

  test('a view-only user reads but cannot change', async ({ page }) => {
    await openCarriers(page, 'viewer');
    await expect(page.getByRole('link', { name: 'Add carrier' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    // Nothing is another's to a user who changes nothing: no row is marked.
    await expect(readOnlyMark(table(page))).toHaveCount(0);
    await page.getByRole('link', { name: 'Acme Voice PSTN', exact: true }).click();
    await expect(field(page, 'Carrier name')).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'View carrier', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete carrier' })).toHaveCount(0);
    // A real server sends a view-only user the secrets in clear: the console never shows them.
    await page.getByRole('link', { name: 'Carriers' }).click();
    await page.getByRole('link', { name: 'Acme Voice Backup', exact: true }).click();
    await expect(field(page, 'SIP realm')).toHaveValue('sip.backup-trunk.example');
    await expect(voicePassword(page)).toHaveValue('');
    await page.getByRole('tab', { name: 'SMS' }).click();
    await page.getByRole('link', { name: 'Carriers' }).click();
    await page.getByRole('link', { name: 'Acme SMS Hub', exact: true }).click();
    await page.getByRole('tab', { name: 'SMS' }).click();
    await expect(page.getByRole('textbox', { name: 'System ID' }).first()).toHaveValue('acme-sms');
    for (const password of await page
      .getByRole('tabpanel')
      .getByLabel(/^Password/)
      .all()) {
      await expect(password).toHaveValue('');
    }
    await expect(page.locator('body')).not.toContainText(
      /bk-Secret-4|smpp-Secret-5|smppIn-Secret-6/,
    );
    await expect(page.getByRole('button', { name: 'Add SIP gateway' })).toHaveCount(0);
    await page.goto('/internal/carriers/add');
    await expect(errorToast(page, 'You do not have access.')).toBeVisible();
    await expect(page).not.toHaveURL(/\/add$/);
  });

  test('an admin works in the chosen service provider', async ({ page }) => {
    await signInAsAdmin(page);
    await expectShellReady(page);
    await page.getByRole('link', { name: 'Carriers' }).click();
    await expect(row(page, 'Acme Voice PSTN')).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Service provider' })
      .selectOption({ label: 'Blue Harbor Telecom' });
    await expectShellReady(page);
    await page.getByRole('link', { name: 'Carriers' }).click();
    await expect(row(page, 'Blue Harbor PSTN')).toBeVisible();
    await expect(table(page)).not.toContainText('Acme Voice PSTN');
  });
});
