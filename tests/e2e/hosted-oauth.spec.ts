import { expect, expectAccessible, test } from '../support/hosted.ts';

test.describe('hosted sign-in through an outside provider', () => {
  test('the sign-in page offers GitHub, Google and registration', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in with GitHub' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a GitHub user with an account signs in and lands on applications', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await expect(page).toHaveURL(/\/_oauth\/github\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('client_id')).toBe('sandbox-github-client');
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/oauth-callback\/github$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    await page.getByRole('button', { name: 'Continue as Ada Lovelace (ada-lovelace)' }).click();
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Users' })).toHaveCount(0);
  });

  test('a Google user signs in too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page
      .getByRole('button', { name: 'Continue as Margaret Hamilton (margaret-hamilton)' })
      .click();
    await expect(page).toHaveURL(/\/internal\/applications$/);
  });

  test('a state other than the one stored is refused', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await expect(page).toHaveURL(/\/_oauth\/github\/authorize\?/);
    // The provider's answer, with a state the console did not send.
    const back = new URL(new URL(page.url()).searchParams.get('redirect_uri')!);
    back.search = '?code=0123456789abcdef0123&state=forged';
    await page.goto(back.href);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert')).toHaveText('Invalid state');
    await expectAccessible(page);
  });

  test('a provider other than github or google is refused', async ({ page }) => {
    await page.goto('/oauth-callback/gitlab?code=abc&state=xyz');
    await expect(page.getByRole('alert')).toHaveText('gitlab is not a valid OAuth provider');
  });

  test('an identity without a user cannot sign in from the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await page.getByRole('button', { name: 'Continue as New Octocat (new-octocat)' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in with GitHub failed: registering a new account not allowed from the sign-in page',
    );
  });

  test('cancelling at the provider comes back to the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toHaveText('Sign-in with GitHub was cancelled.');
  });

  test('a server error of the sign-in call goes to the failure route', async ({
    page,
    sandbox,
  }) => {
    await sandbox.fault({ path: '^/signin$', status: 500, body: { msg: 'identity service down' } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await page.getByRole('button', { name: 'Continue as Ada Lovelace (ada-lovelace)' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in with GitHub failed: identity service down',
    );
  });

  test('registering with GitHub continues with a subdomain, then the account page', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Sign up with GitHub' }).click();
    await page.getByRole('button', { name: 'Continue as New Octocat (new-octocat)' }).click();
    await expect(page).toHaveURL(/\/register\/choose-a-subdomain$/);
    await page.getByRole('textbox', { name: 'Subdomain' }).fill('octocat');
    await expect(page.getByText('octocat.voice.example is available.')).toBeVisible();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page).toHaveURL(/\/internal\/accounts\/[\w-]+\/edit$/);
    await expect(page.getByText('Current SIP realm: octocat.voice.example')).toBeVisible();
  });

  test('a refused registration through GitHub returns to the registration with the reason', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Sign up with GitHub' }).click();
    await page.getByRole('button', { name: 'Continue as Grace Hopper (grace-hopper)' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in with GitHub failed: user already exists with email grace@hopper.example',
    );
    await expectAccessible(page);
  });
});
