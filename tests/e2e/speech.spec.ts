import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectShellReady,
  signInAsAdmin,
  signOut,
  test,
  type Page,
} from '../support/fixtures.ts';
import {
  cellOf,
  checkbox,
  combo,
  errorToast,
  field,
  leaveWithoutSaving,
  listOf,
  openFromNav,
  readOnlyMark,
  save,
  toast,
} from '../support/console.ts';
import { recordWrites } from '../support/writes.ts';

const { table, rows, row } = listOf('Speech services');
const secret = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}`)).first();
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
/** Opens a credential of the list from its vendor link, in the row that holds the text. */
const open = (page: Page, text: string, vendor: string) =>
  row(page, text).getByRole('link', { name: vendor, exact: true }).click();
const hrefOf = (page: Page, text: string, vendor: string) =>
  row(page, text).getByRole('link', { name: vendor, exact: true }).getAttribute('href');
const required = (page: Page) => page.getByText('This field is required.');
const googleKey = (email: string, privateKey = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC') =>
  Buffer.from(
    JSON.stringify({
      type: 'service_account',
      private_key: `-----BEGIN PRIVATE KEY-----\n${privateKey}\n-----END PRIVATE KEY-----\n`,
      client_email: email,
    }),
  );

async function openSpeech(page: Page, username = 'sp-admin') {
  await openFromNav(page, username, /^Speech$/, 'Speech services');
  await expect(rows(page).first()).toBeVisible();
}

async function showAccount(page: Page, account: string) {
  await combo(page, 'Show credentials of').selectOption({ label: account });
  await expect(row(page, 'custom:acme-asr')).toBeVisible();
}

async function openAdd(page: Page, vendor: string) {
  await page.getByRole('link', { name: 'Add speech service' }).click();
  await expect(page.getByRole('heading', { name: 'Add a speech service' })).toBeVisible();
  await combo(page, 'Vendor').selectOption({ label: vendor });
}

async function expectCreated(page: Page) {
  await expect(toast(page, 'Speech credential created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/speech-services$/);
}

test.describe('speech services', () => {
  test('lists the last test of each credential without testing again', async ({ page }) => {
    const tests: string[] = [];
    page.on('request', (request) => {
      if (/\/SpeechCredentials\/[^/]+\/test$/.test(request.url())) tests.push(request.url());
    });
    await openSpeech(page);
    await expect(rows(page)).toHaveCount(5);
    await expect(row(page, 'AWS')).toContainText('All accounts');
    await expect(row(page, 'AWS')).toContainText('TTS ok');
    await expect(row(page, 'Microsoft')).toContainText('STT failed');
    await expect(row(page, 'Nuance')).toContainText('TTS not tested');
    await expect(row(page, 'on-prem')).toContainText('Deepgram');
    await expectAccessible(page);

    await showAccount(page, 'Acme Sales');
    await expect(rows(page)).toHaveCount(10);
    await expect(row(page, 'OpenAI')).toContainText('Acme Sales');
    await expect(row(page, 'OpenAI')).toContainText('TTS failed');
    expect(tests).toEqual([]);
  });

  test('adds an AWS credential in a region, with each validation message first', async ({
    page,
  }) => {
    await openSpeech(page);
    await page.getByRole('link', { name: 'Add speech service' }).click();
    await save(page);
    await expect(page.getByText('Please choose a vendor.')).toBeVisible();
    await combo(page, 'Vendor').selectOption({ label: 'AWS' });
    await expect(combo(page, 'Region')).toHaveValue('us-east-1');
    await expect(radio(page, 'Access key')).toBeChecked();
    await expectAccessible(page);
    await save(page);
    await expect(required(page)).toHaveCount(2);

    // Each kind of AWS credential shows its own fields; choosing one clears the others'.
    await field(page, 'Access key ID').fill('AKIAEXAMPLE');
    await radio(page, 'Assume role').check();
    await expect(field(page, 'Access key ID')).toHaveCount(0);
    await expect(field(page, 'Role ARN')).toBeVisible();
    await radio(page, 'Instance profile').check();
    await expect(field(page, 'Role ARN')).toHaveCount(0);
    await radio(page, 'Access key').check();
    await expect(field(page, 'Access key ID')).toHaveValue('');

    await combo(page, 'Region').selectOption('eu-west-1');
    await field(page, 'Access key ID').fill('AKIAEXAMPLE');
    await secret(page, 'Secret access key').fill('wJalrXUtnFEMI-example');
    await field(page, 'Label').fill('eu');
    await checkbox(page, 'Use for speech-to-text (STT)').uncheck();
    await save(page);
    await expectCreated(page);
    await expect(row(page, 'eu')).toContainText('TTS not tested');
    await expect(row(page, 'eu')).not.toContainText('STT');

    // A vendor change clears the region and keys of the last one.
    await openAdd(page, 'AWS');
    await field(page, 'Access key ID').fill('AKIAOTHER');
    await combo(page, 'Vendor').selectOption({ label: 'Microsoft' });
    await combo(page, 'Vendor').selectOption({ label: 'AWS' });
    await expect(field(page, 'Access key ID')).toHaveValue('');
    await expect(combo(page, 'Region')).toHaveValue('us-east-1');
  });

  test('adds a Google credential from its key file, refusing a file that is not a key', async ({
    page,
  }) => {
    await openSpeech(page);
    await openAdd(page, 'Google');
    const keyFile = page.getByLabel(/^Service key \(JSON file\)/);
    await keyFile.setInputFiles({
      name: 'key.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"client_email": "no private key"}'),
    });
    await save(page);
    await expect(
      page.getByText('Invalid service key file, could not parse as JSON.'),
    ).toBeVisible();
    await keyFile.setInputFiles({
      name: 'key.json',
      mimeType: 'application/json',
      buffer: googleKey('tts@acme-labs.iam.gserviceaccount.com'),
    });
    await expect(page.getByText('Key of tts@acme-labs.iam.gserviceaccount.com')).toBeVisible();
    await field(page, 'Label').fill('labs');
    await save(page);
    await expectCreated(page);
    await open(page, 'labs', 'Google');
    await expect(page.getByRole('heading', { name: 'Edit Speech Service' })).toBeVisible();
    await expect(field(page, 'Service key (JSON file)')).toHaveValue(
      'Key of tts@acme-labs.iam.gserviceaccount.com',
    );
    // The private key: its header and 6 characters after it, as the spec masks it.
    await expect(
      page.getByText('Private key -----BEGIN PRIVATE KEY----- MIIEvQ….', { exact: false }),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText('MIIEvQI');
  });

  test('adds a custom vendor with its URLs', async ({ page }) => {
    await openSpeech(page);
    await openAdd(page, 'Custom');
    await save(page);
    await expect(page.getByText('Enter a name for the custom vendor.')).toBeVisible();
    await expect(page.getByText('Enter at least one of these URLs.')).toBeVisible();
    await expect(required(page)).toHaveCount(1);
    await field(page, 'Custom vendor name').fill('acme tts');
    await field(page, 'STT websocket URL').fill('https://stt.acme.example/v1');
    await field(page, 'TTS HTTP URL').fill('https://tts.acme.example/v1');
    await save(page);
    await expect(page.getByText(/^Use letters, digits, dots/)).toBeVisible();
    await expect(page.getByText('Enter a URL starting with ws:// or wss://.')).toBeVisible();
    await field(page, 'Custom vendor name').fill('acme-tts');
    await expect(page.getByText('Saved as custom:acme-tts')).toBeVisible();
    await field(page, 'STT websocket URL').fill('wss://stt.acme.example/v1');
    await secret(page, 'Authentication token').fill('token-123');
    await save(page);
    await expectCreated(page);
    await expect(row(page, 'custom:acme-tts')).toContainText('TTS not tested');
  });

  test('Nuance: hosted or on-prem, with ip:port servers', async ({ page }) => {
    await openSpeech(page);
    await openAdd(page, 'Nuance');
    await expect(radio(page, 'Hosted')).toBeChecked();
    await field(page, 'Client ID').fill('appID:LAB');
    await radio(page, 'On-prem').check();
    await expect(field(page, 'Client ID')).toHaveCount(0);
    await save(page);
    await expect(required(page)).toHaveCount(2);
    await field(page, 'TTS server (ip:port)').fill('nuance.example.com:50051');
    await field(page, 'STT server (ip:port)').fill('10.0.0.7:50052');
    await save(page);
    await expect(
      page.getByText('Enter an IP address and port, such as 192.168.0.10:50051.'),
    ).toBeVisible();
    await field(page, 'TTS server (ip:port)').fill('10.0.0.7:123456');
    await field(page, 'Label').fill('lab');
    await save(page);
    await expectCreated(page);
    await open(page, 'lab', 'Nuance');
    await expect(radio(page, 'On-prem')).toBeChecked();
    await expect(radio(page, 'Hosted')).toBeDisabled();
    await expect(field(page, 'TTS server (ip:port)')).toHaveValue('10.0.0.7:123456');
  });

  test('edits with the vendor, account, label and keys locked; Azure endpoints', async ({
    page,
  }) => {
    await openSpeech(page);
    await open(page, 'Microsoft', 'Microsoft');
    await expect(page.getByRole('heading', { name: 'Edit Speech Service' })).toBeVisible();
    await expectAccessible(page);
    await expect(combo(page, 'Vendor')).toBeDisabled();
    await expect(combo(page, 'Account')).toBeDisabled();
    await expect(field(page, 'Label')).toBeDisabled();
    await expect(field(page, 'API key')).toBeDisabled();
    await expect(field(page, 'API key')).toHaveValue(/^4f7c1eX+$/);
    await expect(combo(page, 'Region')).toBeEnabled();

    await checkbox(page, 'Use a custom voice').check();
    await checkbox(page, 'Use a custom speech endpoint').check();
    await save(page);
    await expect(required(page)).toHaveCount(2);
    await field(page, 'Custom voice deployment ID').fill('deployment-42');
    await field(page, 'Custom speech endpoint ID').fill('endpoint-7');
    await combo(page, 'Region').selectOption('westeurope');
    await save(page);
    await expect(toast(page, 'Speech credential updated successfully')).toBeVisible();

    await open(page, 'Microsoft', 'Microsoft');
    await expect(field(page, 'Custom voice deployment ID')).toHaveValue('deployment-42');
    await expect(combo(page, 'Region')).toHaveValue('westeurope');
    // Turning an option off clears its value.
    await checkbox(page, 'Use a custom speech endpoint').uncheck();
    await expect(field(page, 'Custom speech endpoint ID')).toHaveCount(0);
    await checkbox(page, 'Use a custom speech endpoint').check();
    await expect(field(page, 'Custom speech endpoint ID')).toHaveValue('');
  });

  test('tests a credential: success, each failure, and not without a use', async ({ page }) => {
    await openSpeech(page);
    await open(page, 'AWS', 'AWS');
    await page.getByRole('button', { name: 'Test' }).click();
    await expect(page.getByText('Connection test successful')).toBeVisible();
    await checkbox(page, 'Use for text-to-speech (TTS)').uncheck();
    await checkbox(page, 'Use for speech-to-text (STT)').uncheck();
    await expect(page.getByRole('button', { name: 'Test' })).toBeDisabled();
    await expect(
      page.getByText('In order to test your credentials you need to enable TTS/STT.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await leaveWithoutSaving(page);

    // A key the vendor refuses (the sandbox refuses keys beginning with "invalid") fails both uses.
    await openAdd(page, 'Deepgram');
    await secret(page, 'API key').fill('invalid-dg-key');
    await field(page, 'Label').fill('refused');
    await save(page);
    await expectCreated(page);
    await open(page, 'refused', 'Deepgram');
    await page.getByRole('button', { name: 'Test' }).click();
    await expect(page.getByText(/^TTS: Deepgram refused the credentials/)).toBeVisible();
    await expect(page.getByText(/^STT: Deepgram refused the credentials/)).toBeVisible();
    await checkbox(page, 'Use for text-to-speech (TTS)').uncheck();
    await save(page);
    await expect(row(page, 'refused')).toContainText('STT failed');
    await open(page, 'refused', 'Deepgram');
    await page.getByRole('button', { name: 'Test' }).click();
    await expect(page.getByText(/^STT: Deepgram refused/)).toBeVisible();
    await expect(page.getByText(/^TTS:/)).toHaveCount(0);
  });

  test('a test that cannot be made says Status error, with the reason', async ({
    page,
    sandbox,
  }) => {
    await openSpeech(page);
    await open(page, 'AWS', 'AWS');
    await sandbox.fault({ path: '/test$', status: 500, body: { msg: 'vendor check unavailable' } });
    await page.getByRole('button', { name: 'Test' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Status error' });
    await expect(alert).toContainText('vendor check unavailable');
    await page.getByRole('button', { name: 'Test' }).click();
    await expect(page.getByText('Connection test successful')).toBeVisible();
  });

  test('Google custom voices: remove, at least one, add one from a cloning key', async ({
    page,
    sandbox,
  }) => {
    await openSpeech(page);
    await showAccount(page, 'Acme Sales');
    await open(page, 'custom voices', 'Google');
    await expect(field(page, 'Model')).toHaveValue(/sales-rep-anna$/);
    await expect(page.getByText('A key is stored; choose a file to replace it.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Remove custom voice 2' }).click();
    await page.getByRole('button', { name: 'Remove custom voice 1' }).click();
    await save(page);
    await expect(page.getByText('You must provide at least one custom voice.')).toBeVisible();

    await page.getByRole('button', { name: 'Add custom voice' }).click();
    const voice = page.getByRole('group', { name: 'Custom voice 1' });
    await save(page);
    await expect(voice.getByText('Enter the name of the voice.')).toBeVisible();
    await expect(voice.getByText('Enter the model of the voice.')).toBeVisible();
    await voice.getByRole('textbox', { name: 'Name' }).fill('Support Bot');
    await voice.getByRole('combobox', { name: 'Reported usage' }).selectOption('Offline');
    await voice.getByRole('checkbox', { name: 'Use a voice cloning key' }).check();
    await save(page);
    await expect(voice.getByText('Choose the voice cloning key file.')).toBeVisible();
    await voice.getByLabel(/^Voice cloning key file/).setInputFiles({
      name: 'support-bot.key',
      mimeType: 'text/plain',
      buffer: Buffer.from('cloning-key-of-support-bot'),
    });
    await expect(voice.getByText('support-bot.key is sent when you save.')).toBeVisible();
    await save(page);
    await expect(toast(page, 'Speech credential updated successfully')).toBeVisible();

    // The server holds one voice now, with the uploaded key.
    const login = await page.request.post(`${sandbox.apiBase}/login`, {
      data: { username: 'sp-admin', password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const href = await hrefOf(page, 'custom voices', 'Google');
    const sid = /speech-services\/([^/]+)\/edit/.exec(href ?? '')?.[1];
    const answer = await page.request.get(
      `${sandbox.apiBase}/GoogleCustomVoices?speech_credential_sid=${sid}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(await answer.json()).toEqual([
      expect.objectContaining({
        name: 'Support Bot',
        reported_usage: 'OFFLINE',
        use_voice_cloning_key: 1,
        voice_cloning_key: 'cloning-key-of-support-bot',
      }),
    ]);
  });

  test('deletes after confirming, from the list and from the form', async ({ page }) => {
    await openSpeech(page);
    await row(page, 'Nuance').getByRole('button', { name: 'Delete Nuance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete speech service' });
    await expect(dialog).toContainText('Delete the speech service Nuance?');
    await dialog.getByRole('button', { name: 'Delete speech service' }).click();
    await expect(toast(page, 'Deleted speech service Nuance')).toBeVisible();
    await expect(row(page, 'Nuance')).toHaveCount(0);

    await open(page, 'on-prem', 'Deepgram');
    await page.getByRole('button', { name: 'Delete speech service' }).click();
    await page
      .getByRole('dialog', { name: 'Delete speech service' })
      .getByRole('button', { name: 'Delete speech service' })
      .click();
    await expect(toast(page, 'Deleted speech service Deepgram (on-prem)')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/speech-services$/);
    await expect(rows(page)).toHaveCount(3);
  });

  test('a server error on save is a toast and the form is kept', async ({ page, sandbox }) => {
    await openSpeech(page);
    await openAdd(page, 'ElevenLabs');
    await secret(page, 'API key').fill('sk_example');
    await combo(page, 'Model').selectOption({ label: 'Turbo v2.5' });
    await checkbox(page, 'Send extra options to the vendor').check();
    await expect(page.getByRole('textbox', { name: 'Options (JSON)' })).toHaveValue(
      /"stability": 0.5/,
    );
    await sandbox.fault({
      path: '^/ServiceProviders/[^/]+/SpeechCredentials$',
      method: 'POST',
      status: 500,
      body: { msg: 'speech store offline' },
    });
    await save(page);
    await expect(errorToast(page, 'speech store offline')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add a speech service' })).toBeVisible();
    await expect(secret(page, 'API key')).toHaveValue('sk_example');
    // A write refused as not the user's says so in the spec's words, then the server's reason.
    await sandbox.fault({
      path: '^/ServiceProviders/[^/]+/SpeechCredentials$',
      method: 'POST',
      status: 403,
      body: { msg: 'insufficient privileges' },
    });
    await save(page);
    await expect(
      errorToast(
        page,
        'You do not have permissions to make changes to these Speech Credentials: insufficient privileges',
      ),
    ).toBeVisible();
    await expect(secret(page, 'API key')).toHaveValue('sk_example');
    await save(page);
    await expectCreated(page);
    await expect(row(page, 'ElevenLabs')).toContainText('TTS not tested');
  });

  test('an admin works in the provider chosen in the shell', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Speech', exact: true }).click();
    await expect(rows(page)).toHaveCount(5);
    await page.getByRole('link', { name: 'Add speech service' }).click();
    await combo(page, 'Account').selectOption({ label: 'Acme Support' });
    await combo(page, 'Vendor').selectOption({ label: 'Soniox' });
    await expect(checkbox(page, 'Use for text-to-speech (TTS)')).toHaveCount(0);
    await secret(page, 'API key').fill('soniox-key');
    await save(page);
    await expectCreated(page);
    await combo(page, 'Show credentials of').selectOption({ label: 'Acme Support' });
    await expect(row(page, 'Soniox')).toContainText('Acme Support');

    // Another provider has no speech services yet.
    await combo(page, 'Service provider').selectOption({ label: 'Blue Harbor Telecom' });
    await expectShellReady(page);
    await page.getByRole('link', { name: 'Speech', exact: true }).click();
    await expect(page.getByText('No speech services.')).toBeVisible();
  });

  test('an account user reaches only its own credentials', async ({ page }) => {
    await openSpeech(page, 'acct-admin');
    await expect(combo(page, 'Show credentials of')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(10);
    // The provider's credentials are listed but cannot be opened or deleted: each is marked
    // read-only, with the reason. They may be tested (a real server lets an account user).
    const providers = row(page, 'All accounts');
    await expect(providers).toHaveCount(5);
    await expect(providers.getByRole('link')).toHaveCount(0);
    await expect(providers.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(providers.getByRole('button', { name: /^Test / })).toHaveCount(5);
    await expect(readOnlyMark(providers)).toHaveCount(5);
    await row(page, 'Microsoft').getByRole('button', { name: 'Test Microsoft' }).click();
    await expect(toast(page, 'Connection test successful')).toBeVisible();
    await expect(cellOf(row(page, 'Microsoft'), 'Last test')).toHaveText('TTS okSTT ok');
    await expect(
      row(page, 'AWS').getByTitle(
        'AWS belongs to your service provider: your account can use it but not change it.',
      ),
    ).toBeVisible();
    // The account's own: Edit and Delete, no mark, used by the account.
    const own = row(page, 'OpenAI');
    await expect(own.getByRole('link', { name: 'Edit OpenAI' })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Delete OpenAI' })).toBeVisible();
    await expect(readOnlyMark(own)).toHaveCount(0);
    await expect(cellOf(own, 'Used by')).toHaveText('Acme Sales');
    await expectAccessible(page);

    const href = await hrefOf(page, 'OpenAI', 'OpenAI');
    await page.goto(href ?? '');
    await expect(page.getByRole('heading', { name: 'Edit Speech Service' })).toBeVisible();
    await page.getByRole('button', { name: 'Test' }).click();
    await expect(page.getByText(/^TTS: OpenAI refused the credentials/)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await openAdd(page, 'WellSaid');
    await expect(combo(page, 'Account')).toHaveCount(0);
    await secret(page, 'API key').fill('wellsaid-key');
    await save(page);
    await expectCreated(page);
    await expect(row(page, 'WellSaid')).toContainText('Acme Sales');
  });

  test('a credential out of reach is refused; a missing one says so', async ({ page }) => {
    await openSpeech(page);
    const href = await hrefOf(page, 'AWS', 'AWS');
    await page.goto(
      (href ?? '').replace(/[^/]+\/edit$/, '00000000-0000-4000-8000-000000000000/edit'),
    );
    await expect(
      page.getByText("That record doesn't exist. It may have been deleted."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(rows(page)).toHaveCount(5);
    await signOut(page);
    await openSpeech(page, 'acct-admin');
    await page.goto(href ?? '');
    await expect(errorToast(page, 'You do not have access to this resource')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/speech-services$/);
  });

  test('a view-only user reads everything but cannot change it', async ({ page }) => {
    await openSpeech(page, 'viewer');
    await expect(page.getByRole('link', { name: 'Add speech service' })).toHaveCount(0);
    await expect(readOnlyMark(table(page))).toHaveCount(0);
    // No row offers a change (the headers' buttons only sort).
    await expect(table(page).locator('tbody').getByRole('button')).toHaveCount(0);
    await open(page, 'AWS', 'AWS');
    await expect(
      page.getByRole('heading', { name: 'View speech service', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete speech service' })).toHaveCount(0);
    await expect(combo(page, 'Region')).toBeDisabled();
    await expect(checkbox(page, 'Use for text-to-speech (TTS)')).toBeDisabled();
    await page.goto(page.url().replace(/[^/]+\/edit$/, 'add'));
    await expect(page.getByText('You do not have access.')).toBeVisible();
  });
});

test.describe('speech services: an unchanged Save', () => {
  test('writes nothing and every value stays', async ({ page }) => {
    await openSpeech(page);
    await open(page, 'Microsoft', 'Microsoft');
    await expect(page.getByRole('heading', { name: 'Edit Speech Service' })).toBeVisible();
    const region = await combo(page, 'Region').inputValue();
    const writes = recordWrites(page);
    await save(page);
    await expect(toast(page, 'Speech credential updated successfully')).toBeVisible();
    expect(writes).toEqual([]);

    await open(page, 'Microsoft', 'Microsoft');
    await page.reload();
    await expect(combo(page, 'Region')).toHaveValue(region);
    await expect(field(page, 'API key')).toHaveValue(/^4f7c1eX+$/);
  });
});
