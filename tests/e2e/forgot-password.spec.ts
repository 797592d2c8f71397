import { expect, expectAccessible, signIn, signOut, test } from '../support/fixtures.ts';

const SENT =
  'A password reset email has been sent to your email. Please check your inbox (and, possibly, spam folder) and follow the instructions to reset your password.';

test.describe('forgot and reset password', () => {
  test('a reset link from the e-mail sets a new password and signs the user in', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('sp-admin@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(SENT);

    const [mail] = await sandbox.outbox();
    expect(mail?.to).toBe('sp-admin@example.com');
    const link = /\/reset-password\/[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('12345678!');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('1234567!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password must contain a letter.')).toBeVisible();
    await expect(
      page.getByText(
        'The confirmation password does not match the new password. Please ensure both passwords are identical.',
      ),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh-pass-2');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh-pass-2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'New password was successfully set.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts$/);

    // The link is spent, and the new password is the one that works.
    await signOut(page);
    await page.goto(link!);
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link is invalid or has expired.',
    );
    await signIn(page, 'sp-admin', 'Fresh-pass-2');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
  });

  test('an e-mail address is required', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not an address');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  });

  test('a server error is shown and the address kept', async ({ page, sandbox }) => {
    await sandbox.fault({
      path: '^/forgot-password$',
      status: 500,
      body: { msg: 'mail server unavailable' },
    });
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('sp-admin@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('mail server unavailable');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('sp-admin@example.com');
  });

  test('an unknown reset link says so', async ({ page }) => {
    await page.goto('/reset-password/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link is invalid or has expired.',
    );
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
