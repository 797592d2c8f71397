import { expect, expectAccessible, signIn, signOut, test, type Page } from '../support/fixtures.ts';

const newPassword = (page: Page) =>
  page.getByRole('textbox', { name: 'New password', exact: true });
const confirmation = (page: Page) => page.getByRole('textbox', { name: 'Confirm new password' });
const save = (page: Page) => page.getByRole('button', { name: 'Save password' });

test.describe('forced password change', () => {
  test('the first sign-in of admin must set a new password, then lands signed in', async ({
    page,
  }) => {
    await signIn(page, 'admin', 'admin');
    await expect(page).toHaveURL(/\/create-password$/);
    await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();
    await expectAccessible(page);
    await newPassword(page).fill('Better-pass-9');
    await confirmation(page).fill('Better-pass-9');
    await save(page).click();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await expect(page.getByTestId('current-user')).toHaveText('admin');

    // The old password no longer works; the new one does, with no forced change.
    await signOut(page);
    await signIn(page, 'admin', 'admin');
    await expect(page.getByRole('alert')).toHaveText('Login credentials are incorrect.');
    await signIn(page, 'admin', 'Better-pass-9');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
  });

  test('each rule of the password policy has its message', async ({ page }) => {
    await signIn(page, 'admin', 'admin');
    await expect(page).toHaveURL(/\/create-password$/);
    await newPassword(page).fill('abc');
    await confirmation(page).fill('abc');
    await save(page).click();
    const rules = page.getByRole('alert').filter({ hasText: 'Password must:' });
    await expect(rules).toContainText('Be at least 8 characters long');
    await expect(rules).toContainText('Contain at least one number');
    await expect(rules).toContainText('Contain at least one special character');

    await newPassword(page).fill('abcdefgh1');
    await confirmation(page).fill('abcdefgh1');
    await save(page).click();
    await expect(rules).not.toContainText('Be at least 8 characters long');
    await expect(rules).not.toContainText('Contain at least one number');
    await expect(rules).toContainText('Contain at least one special character');
    await expectAccessible(page);
  });

  test('the confirmation must match', async ({ page }) => {
    await signIn(page, 'admin', 'admin');
    await newPassword(page).fill('Better-pass-9');
    await confirmation(page).fill('Better-pass-8');
    await save(page).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(page).toHaveURL(/\/create-password$/);
  });

  test('a server error is shown and what was typed is kept', async ({ page, sandbox }) => {
    await signIn(page, 'admin', 'admin');
    await expect(page).toHaveURL(/\/create-password$/);
    await sandbox.fault({
      path: '^/Users/[^/]+$',
      method: 'PUT',
      status: 500,
      body: { msg: 'the user store is unavailable' },
    });
    await newPassword(page).fill('Better-pass-9');
    await confirmation(page).fill('Better-pass-9');
    await save(page).click();
    await expect(page.getByRole('alert')).toHaveText('the user store is unavailable');
    await expect(newPassword(page)).toHaveValue('Better-pass-9');
    await save(page).click();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
  });

  test('the forced change cannot be skipped by going to an internal page', async ({ page }) => {
    await signIn(page, 'admin', 'admin');
    await expect(page).toHaveURL(/\/create-password$/);
    await page.goto('/internal/accounts');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert')).toHaveText('You must log in to view that page.');
  });

  test('cancel goes back to sign-in', async ({ page }) => {
    await signIn(page, 'admin', 'admin');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
