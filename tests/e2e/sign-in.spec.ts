import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

test.describe('sign-in', () => {
  test('a service provider user lands on the accounts list', async ({ page }) => {
    await page.goto('/');
    // The page is loaded on demand: check it once it is there.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page);
    await signIn(page, 'sp-admin');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await expect(page.getByTestId('current-user')).toHaveText('sp-admin');
    await expect(page.getByTestId('current-scope')).toHaveText('Service provider');
  });

  test('an account user lands on its own account page', async ({ page }) => {
    await signIn(page, 'acct-admin');
    await expect(page).toHaveURL(/\/internal\/accounts\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByTestId('current-scope')).toHaveText('Account');
  });

  test('a wrong password says the credentials are incorrect and keeps what was typed', async ({
    page,
  }) => {
    await signIn(page, 'sp-admin', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Login credentials are incorrect.');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('sp-admin');
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
  });

  test('empty fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter your username and password.');
  });

  test('after six failures the server lock-out message is shown', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Username' }).fill('sp-admin');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    for (let attempt = 0; attempt < 7; attempt++) {
      await password.fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    }
    await expect(page.getByRole('alert')).toHaveText(
      'Login credentials are incorrect. Maximum login attempts reached. Please try again in 30 minutes.',
    );
  });

  test('a server error during sign-in has its own message', async ({ page, sandbox }) => {
    await sandbox.fault({ path: '^/login$', status: 500, body: { msg: 'database is down' } });
    await signIn(page, 'sp-admin');
    await expect(page.getByRole('alert')).toHaveText(
      'The server could not complete the sign-in. Please try again later. database is down',
    );
  });

  test('an unreachable server is said so on the sign-in page', async ({ page, sandbox }) => {
    // Chromium quietly retries a request whose connection dropped: the server stays unreachable.
    await sandbox.fault({ path: '^/login$', mode: 'drop', times: 100 });
    await signIn(page, 'sp-admin');
    await expect(page.getByRole('alert')).toHaveText(
      'Something went wrong, please try again. The server cannot be reached.',
    );
  });

  test('a refused request (400) gives the generic text', async ({ page, sandbox }) => {
    await sandbox.fault({ path: '^/login$', status: 400, body: '' });
    await signIn(page, 'sp-admin');
    await expect(page.getByRole('alert')).toHaveText('Something went wrong, please try again.');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('sp-admin');
  });

  test('the caps-lock warning shows on the password field', async ({ page }) => {
    await page.goto('/');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.dispatchEvent('keydown', { key: 'A', modifierCapsLock: true });
    await expect(page.getByText('CAPSLOCK is enabled!')).toBeVisible();
    await password.dispatchEvent('keydown', { key: 'a', modifierCapsLock: false });
    await expect(page.getByText('CAPSLOCK is enabled!')).toBeHidden();
  });
});
