import {
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  signInAsAdmin,
  test,
  type Page,
} from '../support/fixtures.ts';
import { errorToast, toast } from '../support/console.ts';
import { recordWrites } from '../support/writes.ts';

async function openSettings(page: Page) {
  await expectShellReady(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test.describe('settings', () => {
  test('admin saves system information and the password policy', async ({ page }) => {
    await signInAsAdmin(page);
    await openSettings(page);
    await expect(page.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Service provider' })).toBeVisible();
    await expectAccessible(page);

    const cidr = page.getByRole('textbox', { name: 'Private network CIDR' });
    await cidr.fill('10.0.0.0/8, 192.168.300.0/24');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid private network CIDR "192.168.300.0/24"')).toBeVisible();

    // No field of the admin tab is required, so it says nothing about asterisks.
    const adminTab = page.getByRole('tabpanel', { name: 'Admin' });
    await expect(adminTab.getByRole('textbox', { name: 'Domain name', exact: true })).toBeVisible();
    await expect(adminTab.getByText('Fields marked with an asterisk are required.')).toHaveCount(0);
    // The log level: info (the default) or debug.
    const logLevel = page.getByRole('combobox', { name: 'Log level' });
    await expect(logLevel.locator('option')).toHaveText(['info', 'debug']);
    await expect(logLevel).toHaveValue('info');
    await logLevel.selectOption('debug');
    await cidr.fill('10.0.0.0/8, 192.168.0.0/16');
    await page.getByRole('textbox', { name: 'Domain name', exact: true }).fill('voice.example.com');
    await page.getByRole('spinbutton', { name: 'Minimum password length' }).fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Admin settings updated successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Log level' })).toHaveValue('debug');
    await expect(page.getByRole('textbox', { name: 'Private network CIDR' })).toHaveValue(
      /^10\.0\.0\.0\/8,\s?192\.168\.0\.0\/16$/,
    );
    await expect(page.getByRole('spinbutton', { name: 'Minimum password length' })).toHaveValue(
      '10',
    );
  });

  test('admin clears the TTS cache', async ({ page }) => {
    await signInAsAdmin(page);
    await openSettings(page);
    await expect(page.getByTestId('tts-cache-size')).not.toHaveText('Cached prompts: 0');
    await page.getByRole('button', { name: 'Clear TTS cache' }).click();
    await expect(toast(page, 'Tts Cache successfully cleaned')).toBeVisible();
    await expect(page.getByTestId('tts-cache-size')).toHaveText('Cached prompts: 0');
  });

  test('the service provider tab renames, toggles MS Teams and sets limits', async ({ page }) => {
    await signInAsAdmin(page);
    await openSettings(page);
    await page.getByRole('tab', { name: 'Service provider' }).click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue('Acme Voice');
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service provider name is required.')).toBeVisible();
    await name.fill('Acme Voice Cloud');

    const teams = page.getByRole('checkbox', { name: 'Enable MS Teams direct routing' });
    const fqdn = page.getByRole('textbox', { name: 'SBC domain name for MS Teams' });
    await expect(fqdn).toHaveValue('teams.acme-voice.example');
    await teams.uncheck();
    await expect(fqdn).toHaveCount(0);
    await teams.check();
    await expect(fqdn).toHaveValue('teams.acme-voice.example');
    await teams.uncheck();

    // Acme Voice counts minutes; switch its limits to sessions.
    await page
      .getByRole('combobox', { name: 'Count limits in' })
      .selectOption({ label: 'Sessions' });
    await page.getByRole('textbox', { name: 'Max calls' }).fill('-3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a whole number of 0 or more.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Max calls' }).fill('250');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings updated')).toBeVisible();
    await expect(page.getByRole('link', { name: 'MS Teams Tenants' })).toHaveCount(0);
    await expect(
      page.getByRole('combobox', { name: 'Service provider' }).locator('option:checked'),
    ).toHaveText('Acme Voice Cloud');
    await page.reload();
    await page.getByRole('tab', { name: 'Service provider' }).click();
    await expect(page.getByRole('textbox', { name: 'Max calls' })).toHaveValue('250');
  });

  test('a server error while saving the provider is a toast and the form is kept', async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'sp-admin');
    await openSettings(page);
    await sandbox.fault({
      path: '^/ServiceProviders/[^/]+$',
      method: 'PUT',
      status: 500,
      body: { msg: 'provider store offline' },
    });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Acme Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(errorToast(page, 'provider store offline')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Acme Renamed',
    );
  });

  test('API keys: add, copy, delete', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'sp-admin');
    await openSettings(page);
    const keys = page.getByRole('table', { name: 'API keys' });
    await expect(keys).not.toHaveAttribute('aria-busy', 'true');
    const before = await keys.getByRole('row').count();
    await page.getByRole('button', { name: 'Add API key' }).click();
    await expect(toast(page, 'API key created')).toBeVisible();
    await expect(keys.getByRole('row')).toHaveCount(before + 1);
    await expect(keys).toContainText('Never used');
    await expect(keys.locator('code').first()).toHaveText(/^[•-]+[0-9a-f]{4}$/);

    await keys.getByRole('button', { name: 'Copy the token' }).first().click();
    await expect(toast(page, 'copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[0-9a-f-]{36}$/);

    // Its Delete button whole in its cell (a narrow actions column had cut it at 1280x800).
    const remove = keys.getByRole('button', { name: 'Delete API key' }).first();
    const cut = await remove.evaluate((button) => {
      const cell = button.closest('td')!.getBoundingClientRect();
      return button.getBoundingClientRect().right > cell.right;
    });
    expect(cut).toBe(false);
    await remove.click();
    await page
      .getByRole('dialog', { name: 'Delete API key' })
      .getByRole('button', { name: 'Delete API key' })
      .click();
    await expect(toast(page, 'API key deleted')).toBeVisible();
    await expect(keys.getByRole('row')).toHaveCount(before);
  });

  test('a service provider user gets the provider form only', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await openSettings(page);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Acme Voice',
    );
    await expect(page.getByRole('button', { name: 'Delete service provider' })).toHaveCount(0);
    // The provider's license limits are shown, for the admin to change.
    await expect(page.getByRole('textbox', { name: 'Licensed calls' })).toHaveValue('1000');
    await expect(page.getByRole('textbox', { name: 'Licensed calls' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('an account user is sent away from settings', async ({ page }) => {
    await signIn(page, 'acct-admin');
    await expectShellReady(page);
    await page.goto('/internal/settings');
    const refused = errorToast(page, 'You do not have permissions to manage Settings');
    await expect(refused).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts\/[0-9a-f-]{36}\/edit$/);
    // The toast stays under the header: the user's name and Sign out are not covered.
    const toastBox = (await refused.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('a view-only user reads the settings and cannot save', async ({ page }) => {
    await signIn(page, 'viewer');
    await openSettings(page);
    const locked = page.getByRole('textbox', { name: 'Private network CIDR' });
    await expect(locked).toBeDisabled();
    // A locked field does not look like one to type in (a dashed border, in both themes).
    await expect(locked).toHaveCSS('border-top-style', 'dashed');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear TTS cache' })).toHaveCount(0);
  });

  test('admin deletes a service provider; one with accounts is refused', async ({ page }) => {
    await signInAsAdmin(page);
    await page
      .getByRole('combobox', { name: 'Service provider' })
      .selectOption({ label: 'Blue Harbor Telecom' });
    await openSettings(page);
    await page.getByRole('tab', { name: 'Service provider' }).click();
    await page.getByRole('button', { name: 'Delete service provider' }).click();
    await page
      .getByRole('dialog', { name: 'Delete service provider' })
      .getByRole('button', { name: 'Delete service provider' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete service provider' });
    await expect(dialog.getByRole('alert')).toContainText('accounts');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add service provider' }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill('Short Lived Telecom');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await openSettings(page);
    await page.getByRole('tab', { name: 'Service provider' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Short Lived Telecom',
    );
    await page.getByRole('button', { name: 'Delete service provider' }).click();
    await page
      .getByRole('dialog', { name: 'Delete service provider' })
      .getByRole('button', { name: 'Delete service provider' })
      .click();
    await expect(toast(page, 'Deleted service provider Short Lived Telecom')).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Service provider' }).locator('option'),
    ).not.toContainText(['Short Lived Telecom']);
  });
});

test.describe('settings: an unchanged Save', () => {
  const limit = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

  test('of the service provider tab writes nothing and every limit stays', async ({ page }) => {
    await signIn(page, 'ops-lead');
    await openSettings(page);
    await page.getByRole('tab', { name: 'Service provider' }).click();
    await expect(limit(page, 'Max calls')).toHaveValue('500');
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings updated')).toBeVisible();
    expect(writes.filter((w) => w.url.includes('/Limits'))).toEqual([]);
    expect(writes).toEqual([]);

    await page.reload();
    await page.getByRole('tab', { name: 'Service provider' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Acme Voice',
    );
    await expect(limit(page, 'Max calls')).toHaveValue('500');
    await expect(limit(page, 'Licensed calls')).toHaveValue('1000');
    await expect(limit(page, 'Licensed minutes')).toHaveValue('100000');
    await expect(page.getByRole('textbox', { name: 'SBC domain name for MS Teams' })).toHaveValue(
      'teams.acme-voice.example',
    );
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Demo service provider',
    );
  });

  test('a changed description is all the service provider tab writes', async ({ page }) => {
    await signIn(page, 'ops-lead');
    await openSettings(page);
    await page.getByRole('tab', { name: 'Service provider' }).click();
    const description = page.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue('Demo service provider');
    const writes = recordWrites(page);
    await description.fill('Acme Voice, the demo provider');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings updated')).toBeVisible();
    expect(writes.map((w) => w.method)).toEqual(['PUT']);
    await page.reload();
    await page.getByRole('tab', { name: 'Service provider' }).click();
    await expect(description).toHaveValue('Acme Voice, the demo provider');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Acme Voice',
    );
  });

  test('of the admin tab writes nothing and every value stays', async ({ page }) => {
    await signIn(page, 'ops-lead');
    await openSettings(page);
    const cidr = page.getByRole('textbox', { name: 'Private network CIDR' });
    await expect(cidr).toHaveValue('10.0.0.0/8,172.16.0.0/12');
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Admin settings updated successfully')).toBeVisible();
    expect(writes).toEqual([]);

    await page.reload();
    await expect(cidr).toHaveValue('10.0.0.0/8,172.16.0.0/12');
    await expect(page.getByRole('textbox', { name: 'Domain name', exact: true })).toHaveValue(
      'voice-platform.example',
    );
    await expect(page.getByRole('textbox', { name: 'SIP domain name' })).toHaveValue(
      'sip.voice-platform.example',
    );
  });
});
