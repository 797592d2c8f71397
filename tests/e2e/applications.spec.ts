import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  signInAsAdmin,
  test,
  type Page,
} from '../support/fixtures.ts';
import { errorToast, field, listOf, openFromNav, save, toast, total } from '../support/console.ts';
import { recordWrites } from '../support/writes.ts';

const { table, rows } = listOf('Applications');
const webhook = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function openApplications(page: Page, username = 'sp-admin') {
  await openFromNav(page, username, 'Applications', 'Applications');
}

async function openSalesApplications(page: Page, username = 'sp-admin') {
  await openApplications(page, username);
  await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Acme Sales' });
  await expect(total(page)).toHaveText('Total: 30 record(s)');
}

async function openApplication(page: Page, name: string) {
  await openSalesApplications(page);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit application' })).toBeVisible();
  await expect(field(page, 'Application name')).toHaveValue(name);
}

/** The sid of an application, read through the API as the service provider user. */
async function applicationSid(page: Page, apiBase: string, name: string) {
  const login = await page.request.post(`${apiBase}/login`, {
    data: { username: 'sp-admin', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const list = await page.request.get(`${apiBase}/Applications`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const apps = (await list.json()) as { application_sid: string; name: string }[];
  return apps.find((app) => app.name === name)?.application_sid ?? '';
}

test.describe('applications', () => {
  test('pages through an account, changes the page size and filters by name', async ({ page }) => {
    await openApplications(page);
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Acme Billing' });
    await expect(page.getByText('No applications.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Acme Sales' });
    await expect(total(page)).toHaveText('Total: 30 record(s)');
    await expect(rows(page)).toHaveCount(25);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first()).toContainText('Trade show line');
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await expect(rows(page)).toHaveCount(30);
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The filter is applied on the server once typing has stopped for a second.
    await page.getByRole('searchbox', { name: 'Filter applications by name' }).fill('sales');
    await expect(total(page)).toHaveText('Total: 30 record(s)', { timeout: 500 });
    await expect(total(page)).toHaveText('Total: 4 record(s)');
    await expect(rows(page)).toHaveText([
      /DACH sales line/,
      /Inbound sales IVR/,
      /LATAM sales line/,
      /Sales AI agent/,
    ]);

    // The account choice is remembered.
    await page.reload();
    await expect(
      page.getByRole('combobox', { name: 'Account' }).locator('option:checked'),
    ).toHaveText('Acme Sales');
  });

  test("opens on every account's applications, and remembers the choice", async ({ page }) => {
    const account = page.getByRole('combobox', { name: 'Account' });
    await openApplications(page);
    // Nothing remembered: every account of the provider, each row naming its account.
    await expect(account).toHaveValue('');
    await expect(account.locator('option:checked')).toHaveText('All accounts');
    await expect(total(page)).toHaveText('Total: 34 record(s)');
    await expect(table(page).getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    // Two accounts have an 'Order status'.
    await expect(rows(page).filter({ hasText: 'Order status' })).toHaveText([
      /Order status\s*(Acme Sales|Northwind Traders)/,
      /Order status\s*(Acme Sales|Northwind Traders)/,
    ]);
    await expect(rows(page).filter({ hasText: 'Northwind Traders' })).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows(page)).toHaveCount(9);
    await expect(rows(page).filter({ hasText: 'Support queue' })).toContainText('Acme Support');
    await page.getByRole('searchbox', { name: 'Filter applications by name' }).fill('support');
    await expect(total(page)).toHaveText('Total: 2 record(s)');
    await expect(rows(page)).toHaveText([
      /Support queue\s*Acme Support/,
      /Support voicemail\s*Acme Support/,
    ]);

    // One account, remembered; then all again, remembered too.
    await account.selectOption({ label: 'Acme Support' });
    await expect(table(page).getByRole('columnheader', { name: 'Account' })).toHaveCount(0);
    await page.reload();
    await expect(account.locator('option:checked')).toHaveText('Acme Support');
    await account.selectOption({ label: 'All accounts' });
    await expect(table(page).getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await page.goto('/internal/applications');
    await expect(account.locator('option:checked')).toHaveText('All accounts');
    await expect(total(page)).toHaveText('Total: 34 record(s)');
  });

  test('adds an application, with each validation message first', async ({ page }) => {
    await openApplications(page);
    await page.getByRole('link', { name: 'Add application' }).click();
    await expect(page.getByRole('heading', { name: 'Add an application' })).toBeVisible();
    await expectAccessible(page);

    // The language is a choice from the vendor's list (Google's, read from the server).
    const language = page.getByRole('combobox', { name: 'Language' }).first();
    await expect(language).toHaveValue('en-US');
    await language.selectOption('');
    await save(page);
    await expect(page.getByText('Enter an application name.')).toBeVisible();
    await expect(page.getByText('Enter a URL.')).toHaveCount(2);
    await expect(page.getByText('Enter a language.')).toBeVisible();

    await field(page, 'Application name').fill('Night line');
    await field(page, 'Calling webhook').fill('ftp://hooks.example.com/night');
    await webhook(page, 'Calling webhook').getByRole('checkbox').check();
    await webhook(page, 'Calling webhook').getByRole('textbox', { name: 'Username' }).fill('night');
    await page.getByRole('textbox', { name: 'Application JSON' }).fill('[{"verb": "say"');
    await save(page);
    // The status webhook copied the calling webhook's URL, so both are wrong.
    await expect(
      page.getByText('Enter a URL that starts with http://, https://, ws:// or wss://.'),
    ).toHaveCount(2);
    await expect(
      page.getByText(
        'When using HTTP basic authentication both username and password fields are required.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Enter valid JSON, or leave the field empty.')).toBeVisible();

    await field(page, 'Calling webhook').fill('https://hooks.example.com/night');
    await expect(field(page, 'Call status webhook')).toHaveValue('https://hooks.example.com/night');
    await field(page, 'Call status webhook').fill('https://hooks.example.com/night-status');
    await webhook(page, 'Calling webhook')
      .getByLabel('Password', { exact: true })
      .fill('Night-pass-1');
    await page
      .getByRole('textbox', { name: 'Application JSON' })
      .fill('[{"verb": "say", "text": "Closed"}]');
    await language.selectOption('en-GB');
    // Another language takes its first voice.
    const voice = page.getByRole('combobox', { name: 'Voice' }).first();
    await expect(voice).toHaveValue('en-GB-Standard-A');
    await voice.selectOption({ label: 'Wavenet-B (Male)' });
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Acme Support' });
    // Acme Support records no calls, so the application may.
    await page.getByRole('checkbox', { name: 'Record all calls' }).check();
    await save(page);
    await expect(toast(page, 'Application created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/applications(\?|$)/);
    await expect(
      page.getByRole('combobox', { name: 'Account' }).locator('option:checked'),
    ).toHaveText('Acme Support');
    await page.getByRole('link', { name: 'Night line' }).click();
    await expect(language).toHaveValue('en-GB');
    await expect(voice).toHaveValue('en-GB-Wavenet-B');
    await expect(page.getByRole('checkbox', { name: 'Record all calls' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Application JSON' })).toHaveValue(
      '[{"verb": "say", "text": "Closed"}]',
    );
  });

  test('a websocket URL forces GET, and the status webhook follows the calling webhook', async ({
    page,
  }) => {
    await openApplications(page);
    await page.getByRole('link', { name: 'Add application' }).click();
    const callMethod = page.getByRole('combobox', { name: 'Calling webhook method' });
    const statusMethod = page.getByRole('combobox', { name: 'Call status webhook method' });
    await field(page, 'Calling webhook').pressSequentially('wss://bots.example.com/agent');
    await expect(callMethod).toHaveValue('GET');
    await expect(callMethod).toBeDisabled();
    await expect(field(page, 'Call status webhook')).toHaveValue('wss://bots.example.com/agent');
    await expect(statusMethod).toHaveValue('GET');

    await field(page, 'Calling webhook').fill('https://bots.example.com/agent');
    await expect(callMethod).toBeEnabled();
    await expect(field(page, 'Call status webhook')).toHaveValue('https://bots.example.com/agent');

    await field(page, 'Call status webhook').fill('https://bots.example.com/status');
    await field(page, 'Calling webhook').fill('https://bots.example.com/agent-v2');
    await expect(field(page, 'Call status webhook')).toHaveValue('https://bots.example.com/status');
  });

  test('shows the variables the sample webhook defines and saves them', async ({
    page,
    sandbox,
  }) => {
    const sample = sandbox.apiBase.replace(/\/api\/v1$/, '/_demo/hello-world');
    await openApplications(page);
    await page.getByRole('link', { name: 'Add application' }).click();
    await field(page, 'Application name').fill('Hello world');
    await field(page, 'Calling webhook').fill(`${sample}-missing`);
    await expect(
      page.getByText('The calling webhook does not describe its environment variables'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await field(page, 'Calling webhook').fill(sample);
    const variables = page.getByRole('group', { name: 'Environment variables' });
    await expect(variables.getByRole('textbox', { name: 'GREETING' })).toHaveValue(
      'Hello, and thanks for calling the sandbox.',
    );
    await expect(variables.getByRole('combobox', { name: 'VOICE' })).toHaveValue(
      'en-US-Standard-C',
    );
    await expect(variables.getByRole('spinbutton', { name: 'REPEAT_COUNT' })).toHaveValue('1');
    await expect(variables.getByRole('combobox', { name: 'MAX_WAIT_SECONDS' })).toHaveValue('10');
    await expect(variables.getByLabel('CRM_API_KEY')).toHaveAttribute('type', 'password');
    await expect(variables.getByText('Key for looking the caller up in the CRM')).toBeVisible();
    await expectAccessible(page);

    await save(page);
    await expect(variables.getByText('Enter a value.')).toBeVisible();
    await variables.getByLabel('CRM_API_KEY').fill('crm-Secret-1');
    await variables.getByRole('spinbutton', { name: 'REPEAT_COUNT' }).fill('3');
    await variables.getByLabel('HOLD_MUSIC').setInputFiles({
      name: 'hold.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hold-music-bytes'),
    });
    await expect(variables.getByText('File loaded (16 characters).')).toBeVisible();
    await save(page);
    await expect(toast(page, 'Application created successfully')).toBeVisible();

    await page.getByRole('link', { name: 'Hello world' }).click();
    await expect(variables.getByRole('spinbutton', { name: 'REPEAT_COUNT' })).toHaveValue('3');
    await expect(variables.getByLabel('CRM_API_KEY')).toHaveValue('crm-Secret-1');
    await expect(variables.getByText('File loaded (16 characters).')).toBeVisible();
  });

  test('a name already used in the account is shown on the name field', async ({ page }) => {
    await openApplication(page, 'Hunt group');
    await field(page, 'Application name').fill('outbound dialer');
    await save(page);
    await expect(
      page.getByText(
        'The name you have entered is already in use on another one of your applications.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/edit$/);
  });

  test('a server error on save is a toast and the form is kept', async ({ page, sandbox }) => {
    await openApplication(page, 'Hunt group');
    await sandbox.fault({
      path: '^/Applications/[^/]+$',
      method: 'PUT',
      status: 500,
      body: { msg: 'application store offline' },
    });
    await field(page, 'Application name').fill('Hunt group east');
    await save(page);
    await expect(errorToast(page, 'application store offline')).toBeVisible();
    await expect(field(page, 'Application name')).toHaveValue('Hunt group east');
    await save(page);
    await expect(toast(page, 'Application updated successfully')).toBeVisible();
    await expect(table(page)).toContainText('Hunt group east');
  });

  test('speech lists that cannot be read leave text boxes; a stored value they lack stays', async ({
    page,
    sandbox,
  }) => {
    await sandbox.fault({
      path: '/supportedLanguagesAndVoices$',
      status: 500,
      body: { msg: 'vendor lists offline' },
      times: 1,
    });
    await openApplication(page, 'Hunt group');
    const synthesis = page.getByRole('group', { name: 'Speech synthesis', exact: true });
    const voice = synthesis.getByRole('textbox', { name: 'Voice' });
    await expect(
      synthesis.getByText('The choices could not be read (vendor lists offline): type a value.'),
    ).toHaveCount(2);
    await voice.fill('en-US-Studio-Q');
    await save(page);
    await expect(toast(page, 'Application updated successfully')).toBeVisible();

    // Read again, the list lacks the typed voice: it stays chosen, and the list is offered.
    await page.getByRole('link', { name: 'Hunt group', exact: true }).click();
    const voiceChoice = synthesis.getByRole('combobox', { name: 'Voice' });
    await expect(voiceChoice).toHaveValue('en-US-Studio-Q');
    await expect(voiceChoice.locator('option', { hasText: 'Standard-C (Female)' })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('an application an account uses cannot be deleted', async ({ page }) => {
    await openApplication(page, 'Device calling');
    await page.getByRole('button', { name: 'Delete application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete application' });
    await expect(dialog).toContainText('cannot be deleted while it is in use');
    await expect(dialog.getByRole('list')).toHaveText(
      'Application for SIP device calls of the account Acme Sales',
    );
    await expect(dialog.getByRole('button', { name: 'Delete application' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an application a Teams tenant uses cannot be deleted', async ({ page }) => {
    await openSalesApplications(page);
    await page.getByRole('searchbox', { name: 'Filter applications by name' }).fill('desk');
    await page.getByRole('link', { name: 'Enterprise accounts desk', exact: true }).click();
    await page.getByRole('button', { name: 'Delete application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete application' });
    await expect(dialog.getByRole('list')).toHaveText(
      'Application of the Microsoft Teams tenant teams.acme-sales.example',
    );
    await expect(dialog.getByRole('button', { name: 'Delete application' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('deletes an unused application after confirming', async ({ page }) => {
    await openApplication(page, 'Hunt group');
    await page.getByRole('button', { name: 'Delete application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete application' });
    await expect(dialog).toContainText('Delete the application Hunt group?');
    await dialog.getByRole('button', { name: 'Delete application' }).click();
    await expect(toast(page, 'Deleted application Hunt group')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/applications(\?|$)/);
    await expect(total(page)).toHaveText('Total: 29 record(s)');
    await expect(table(page)).not.toContainText('Hunt group');
  });

  test('an account user works in its own account only', async ({ page, sandbox }) => {
    const otherAccountApp = await applicationSid(page, sandbox.apiBase, 'Support queue');
    await openApplications(page, 'acct-admin');
    await expect(page.getByRole('combobox', { name: 'Account' })).toHaveCount(0);
    await expect(total(page)).toHaveText('Total: 30 record(s)');

    await page.getByRole('link', { name: 'Add application' }).click();
    await expect(page.getByRole('combobox', { name: 'Account' })).toBeDisabled();
    await expect(
      page.getByRole('combobox', { name: 'Account' }).locator('option:checked'),
    ).toHaveText('Acme Sales');
    // Acme Sales records every call already.
    await expect(page.getByRole('checkbox', { name: 'Record all calls' })).toHaveCount(0);

    await page.goto(`/internal/applications/${otherAccountApp}/edit`);
    await expect(
      errorToast(
        page,
        'You do not have permissions to make changes to this Account or Application',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/applications(\?|$)/);
  });

  test('a view-only user reads but cannot change', async ({ page }) => {
    await openSalesApplications(page, 'viewer');
    await expect(page.getByRole('link', { name: 'Add application' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Hunt group', exact: true }).click();
    await expect(field(page, 'Application name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete application' })).toHaveCount(0);
    await page.goto('/internal/applications/add');
    await expect(errorToast(page, 'You do not have access.')).toBeVisible();
    await expect(page).not.toHaveURL(/\/add$/);
  });

  test('a provider without accounts is asked for an account first', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Add service provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add service provider' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Coral Networks');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The new provider is current once its sign-in round trip is back on its empty accounts list.
    await expect(page.getByText('No Accounts.')).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('link', { name: 'Applications' }).click();
    await expect(
      page.getByText('An application belongs to an account, and there are no accounts yet.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account first' })).toHaveAttribute(
      'href',
      '/internal/accounts/add',
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add application' }).click();
    await expect(
      errorToast(page, 'You must create an account before you can create an application.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
  });
});

test.describe('applications: an unchanged Save', () => {
  test('writes nothing, and every saved variable stays shown', async ({ page }) => {
    await openApplication(page, 'Inbound sales IVR');
    // Its webhook cannot be reached (/AppEnv 204): the saved variables are shown all the same.
    await expect(field(page, 'GREETING')).toHaveValue('Thanks for calling Acme Sales');
    await expect(page.getByRole('spinbutton', { name: 'MAX_WAIT_SECONDS' })).toHaveValue('45');
    const writes = recordWrites(page);
    await save(page);
    await expect(toast(page, 'Application updated successfully')).toBeVisible();
    expect(writes).toEqual([]);

    await page.getByRole('link', { name: 'Inbound sales IVR', exact: true }).click();
    await page.reload();
    await expect(field(page, 'Application name')).toHaveValue('Inbound sales IVR');
    await expect(field(page, 'GREETING')).toHaveValue('Thanks for calling Acme Sales');
    await expect(page.getByRole('spinbutton', { name: 'MAX_WAIT_SECONDS' })).toHaveValue('45');
  });

  test('a changed saved variable is all that changes', async ({ page, sandbox }) => {
    const sid = await applicationSid(page, sandbox.apiBase, 'Inbound sales IVR');
    const read = async () => {
      const login = await page.request.post(`${sandbox.apiBase}/login`, {
        data: { username: 'sp-admin', password: DEMO_PASSWORD },
      });
      const { token } = (await login.json()) as { token: string };
      const res = await page.request.get(`${sandbox.apiBase}/Applications/${sid}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await res.json()) as Record<string, unknown>;
    };
    const before = await read();
    await openApplication(page, 'Inbound sales IVR');
    const writes = recordWrites(page);
    await field(page, 'GREETING').fill('Welcome to Acme Sales');
    await save(page);
    await expect(toast(page, 'Application updated successfully')).toBeVisible();
    expect(writes.map((w) => w.method)).toEqual(['PUT']);
    expect(await read()).toEqual({
      ...before,
      env_vars: { GREETING: 'Welcome to Acme Sales', MAX_WAIT_SECONDS: 45 },
    });
  });

  test('the messaging webhook is shown, kept by an unchanged Save and saved when changed', async ({
    page,
  }) => {
    const messaging = page.getByRole('textbox', { name: 'Messaging webhook' });
    await openApplication(page, 'SMS follow-up');
    await expect(messaging).toHaveValue('https://hooks.acme-sales.example/sms-follow-up/messages');
    const writes = recordWrites(page);
    await save(page);
    await expect(toast(page, 'Application updated successfully')).toBeVisible();
    expect(writes).toEqual([]);

    await page.getByRole('link', { name: 'SMS follow-up', exact: true }).click();
    await messaging.fill('https://hooks.acme-sales.example/sms');
    await save(page);
    // The first Save's toast may still be showing.
    await expect(toast(page, 'Application updated successfully').last()).toBeVisible();
    expect(writes.map((w) => w.method)).toEqual(['PUT']);
    await page.getByRole('link', { name: 'SMS follow-up', exact: true }).click();
    await page.reload();
    await expect(messaging).toHaveValue('https://hooks.acme-sales.example/sms');
  });
});
