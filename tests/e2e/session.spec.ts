import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  signInAsAdmin,
  signOut,
  test,
  unreadBadgeAnswered,
  type Page,
} from '../support/fixtures.ts';

/** Resolves once the account page's own requests have their answers: the unread badge's, and
 *  the account's API keys and applications, asked for after the account. A test that expires
 *  the session for its next step's request waits for them, or one of them meets the expiry
 *  first (the page then goes to the sign-in page before the step). Call it before signing in. */
const accountPageAnswered = (page: Page) =>
  Promise.all([
    unreadBadgeAnswered(page),
    ...['/ApiKeys', '/Applications'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(path)),
    ),
  ]);

/** Signs in on the sign-in page already shown, without loading the console again. */
async function signInHere(page: Page, username: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('session', () => {
  test('sign out ends the session on the server and says so', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    const token = await page.evaluate(() => localStorage.getItem('console-kit:token'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status')).toHaveText("You've successfully logged out.");
    expect(await page.evaluate(() => localStorage.getItem('console-kit:token'))).toBeNull();
    // The server refuses the old token from now on.
    const answer = await page.request.get('/api/v1/ServiceProviders', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(401);
  });

  test('signing out still ends the session here when the server fails', async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'sp-admin');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await sandbox.fault({ path: '^/logout$', status: 500, body: { msg: 'boom' } });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a token that expires mid-session sends the user to sign-in with the spec message', async ({
    page,
    sandbox,
  }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await sandbox.expireSessions();
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has expired. Please log in and try again.',
    );
    expect(await page.evaluate(() => localStorage.getItem('console-kit:token'))).toBeNull();
  });

  test('a server that stops answering mid-session sends the user to sign-in', async ({
    page,
    sandbox,
  }) => {
    await signInAsAdmin(page);
    await expectShellReady(page);
    await sandbox.fault({ path: '^/ServiceProviders$', mode: 'drop', times: 100 });
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert')).toHaveText('The server cannot be reached.');
  });

  test('an internal page needs a signed-in user', async ({ page }) => {
    await page.goto('/internal/applications');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert')).toHaveText('You must log in to view that page.');
  });

  test('a user about to be signed out is warned, then signed out when the token runs out', async ({
    page,
    sandbox,
  }) => {
    await sandbox.setTokenTtl(5 * 60 + 3);
    await signIn(page, 'sp-admin');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await expect(page.getByRole('alert')).toContainText('Your session expires in 5 min.');
    await sandbox.setTokenTtl(4);
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await signIn(page, 'sp-admin');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has expired. Please log in and try again.',
    );
  });

  test('what was typed when the session ended is offered back after signing in again', async ({
    page,
    sandbox,
  }) => {
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const pageAnswered = accountPageAnswered(page);
    await signIn(page, 'acct-admin');
    await expect(name).toHaveValue('Acme Sales');
    const accountPage = page.url();
    await name.fill('Acme Sales East');
    await pageAnswered;
    await sandbox.expireSessions();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has expired. Please log in and try again.',
    );
    await signInHere(page, 'acct-admin');
    await expect(page).toHaveURL(accountPage);
    await expect(name).toHaveValue('Acme Sales');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'You were signed out while editing' });
    await expect(notice).toContainText('The changes you had not saved were kept.');
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(name).toHaveValue('Acme Sales East');
    await expect(notice).toBeHidden();
    // Restored, not saved: saving now stores them.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Account updated successfully' }),
    ).toBeVisible();
  });

  test('kept changes can be discarded, and signing out keeps nothing', async ({
    page,
    sandbox,
  }) => {
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const pageAnswered = accountPageAnswered(page);
    await signIn(page, 'acct-admin');
    await expect(name).toHaveValue('Acme Sales');
    await name.fill('Typed before expiry');
    await pageAnswered;
    await sandbox.expireSessions();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInHere(page, 'acct-admin');
    await page.getByRole('button', { name: 'Discard them' }).click();
    await expect(page.getByText('You were signed out while editing')).toBeHidden();
    await expect(name).toHaveValue('Acme Sales');

    await name.fill('Typed before sign-out');
    await signOut(page, { discarding: true });
    await signInHere(page, 'acct-admin');
    await expect(name).toHaveValue('Acme Sales');
    await expect(page.getByText('You were signed out while editing')).toBeHidden();
  });

  test('a signed-in user who opens the sign-in page goes on to the landing page', async ({
    page,
  }) => {
    await signIn(page, 'acct-admin');
    await expect(page).toHaveURL(/\/edit$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/internal\/accounts\/[0-9a-f-]{36}\/edit$/);
  });
});
