import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  signIn,
  signOut,
  test,
} from '../support/hosted.ts';
import { recordWrites } from '../support/writes.ts';

const DELETE_MISTYPED =
  'You must type the delete message correctly in order to delete your account.';

test.describe('hosted account: SIP realm, reset password, delete', () => {
  test('a user without a SIP realm lands on the account page and sets one', async ({ page }) => {
    await signIn(page, 'hedy@lamarr.example');
    await expect(page).toHaveURL(/\/internal\/accounts\/[\w-]+\/edit$/);
    await expect(page.getByText('This account has no SIP realm yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Edit SIP realm' }).click();
    await expect(page).toHaveURL(/\/sip-realm\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit SIP realm' })).toBeVisible();

    const field = page.getByRole('textbox', { name: 'Subdomain' });
    const save = page.getByRole('button', { name: 'Save' });
    await field.fill('h');
    await expect(page.getByText('A subdomain has at least 3 characters.')).toBeVisible();
    await expect(save).toBeDisabled();
    await field.fill('ada');
    await expect(page.getByText('ada.voice.example is not available.')).toBeVisible();
    await expect(save).toBeDisabled();
    await field.fill('hedy');
    await expect(page.getByText('hedy.voice.example is available.')).toBeVisible();
    await expectAccessible(page);
    await save.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'SIP realm updated successfully' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts\/[\w-]+\/edit$/);
    await expect(page.getByText('Current SIP realm: hedy.voice.example')).toBeVisible();
  });

  test('a server error while saving the SIP realm is shown', async ({ page, sandbox }) => {
    await signIn(page, 'grace@hopper.example');
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Edit SIP realm' }).click();
    const field = page.getByRole('textbox', { name: 'Subdomain' });
    await expect(field).toHaveValue('grace');
    await field.fill('grace-hopper');
    await expect(page.getByText('grace-hopper.voice.example is available.')).toBeVisible();
    await sandbox.fault({
      path: '^/Accounts/[^/]+/SipRealms/',
      status: 500,
      body: { msg: 'realm store unavailable' },
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'realm store unavailable' }),
    ).toBeVisible();
    await expect(field).toHaveValue('grace-hopper');
  });

  test('an availability check that fails says so and keeps Save disabled', async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'hedy@lamarr.example');
    await page.getByRole('link', { name: 'Edit SIP realm' }).click();
    await sandbox.fault({
      path: '^/Availability$',
      status: 500,
      body: { msg: 'directory unavailable' },
    });
    await page.getByRole('textbox', { name: 'Subdomain' }).fill('hedy');
    await expect(
      page.getByText(
        'The availability of hedy.voice.example could not be checked: directory unavailable',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('a hosted user resets a forgotten password with the mailed link', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('grace@hopper.example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('A password reset email has been sent');
    const [mail] = await sandbox.outbox();
    const link = /\/reset-password\/[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expectAccessible(page);
    // The server's policy asks for 8 characters and a special one (more than the reset's own 7,
    // so the policy's rule is the one said), and the reset's own rule asks for a letter.
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('abc12');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('abc12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('The password must be at least 7 characters long.')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('1234567-89');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('1234567-89');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password must contain a letter.')).toBeVisible();

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh-pass-22');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh-pass-22');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'New password was successfully set.' }),
    ).toBeVisible();
    // Grace's account has a SIP realm: a hosted sign-in lands on applications.
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await signOut(page);
    await signIn(page, 'grace@hopper.example', 'Fresh-pass-22');
    await expect(page).toHaveURL(/\/internal\/applications$/);
  });

  test('a user deletes their own account with the typed message and the password', async ({
    page,
  }) => {
    await signIn(page, 'grace@hopper.example');
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    const typed = dialog.getByRole('textbox', { name: "Type 'delete my account' to confirm" });
    const password = dialog.getByRole('textbox', { name: 'Your password' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await typed.fill('Delete my account');
    await confirm.click();
    await expect(dialog.getByText(DELETE_MISTYPED)).toBeVisible();
    await expect(dialog.getByText('Enter your password.')).toBeVisible();

    await typed.fill('delete my account');
    await password.fill('wrong-password-1');
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText('incorrect password');

    await password.fill(DEMO_PASSWORD);
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    await signIn(page, 'grace@hopper.example');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an OAuth user deletes their account without a password', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page
      .getByRole('button', { name: 'Continue as Margaret Hamilton (margaret-hamilton)' })
      .click();
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog.getByRole('textbox', { name: 'Your password' })).toHaveCount(0);
    await dialog
      .getByRole('textbox', { name: "Type 'delete my account' to confirm" })
      .fill('delete my account');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  });
});

test.describe('hosted account: the SIP realm page unchanged', () => {
  test('shows the stored realm, offers no Save for it and writes nothing', async ({ page }) => {
    await signIn(page, 'grace@hopper.example');
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Edit SIP realm' }).click();
    await expect(page.getByText('Current SIP realm: grace.voice.example')).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Subdomain' });
    await expect(field).toHaveValue('grace');
    const writes = recordWrites(page);
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await field.press('Enter');
    await page.reload();
    await expect(field).toHaveValue('grace');
    expect(writes).toEqual([]);
  });
});
