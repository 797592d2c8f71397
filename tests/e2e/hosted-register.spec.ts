import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/hosted.ts';
import type { SandboxControl } from '../support/sandbox.ts';

const EMAIL = 'newcomer@example.com';

async function toEmailForm(page: Page) {
  await page.goto('/register');
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
  await expect(page).toHaveURL(/\/register\/email$/);
}

async function activationCode(sandbox: SandboxControl, to: string) {
  const mails = await sandbox.outbox();
  const code = mails.reverse().find((mail) => mail.to === to)?.activation_code;
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

test.describe('hosted registration', () => {
  test('by e-mail: terms, e-mail and password, the mailed code, a subdomain, the account page', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    // Nothing is offered until the terms are accepted.
    for (const name of ['Sign up with e-mail', 'Sign up with GitHub', 'Sign up with Google']) {
      await expect(page.getByRole('button', { name })).toBeDisabled();
    }
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
    for (const name of ['Sign up with e-mail', 'Sign up with GitHub', 'Sign up with Google']) {
      await expect(page.getByRole('button', { name })).toBeEnabled();
    }
    await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
    await expect(page).toHaveURL(/\/register\/email$/);
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
    await expectAccessible(page);

    // Bad input is refused here.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter a password.')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('not-an-address');

    await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
    await page.getByRole('textbox', { name: 'Password' }).fill('Good-pass-123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/register\/email\/verify-your-email$/);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(EMAIL)).toBeVisible();
    await expectAccessible(page);

    const code = await activationCode(sandbox, EMAIL);
    await page.getByRole('textbox', { name: 'Verification code' }).fill('12345');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter the six digits of the code in the e-mail.')).toBeVisible();
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('invalid user or activation code');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/register\/choose-a-subdomain$/);
    await expect(page.getByRole('heading', { name: 'Choose a subdomain' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Subdomain' });
    const complete = page.getByRole('button', { name: 'Complete Registration' });
    await expect(complete).toBeDisabled();
    await field.fill('ab');
    await expect(page.getByText('A subdomain has at least 3 characters.')).toBeVisible();
    await field.fill('-abc');
    await expect(page.getByText(/^Use lowercase letters, digits and hyphens/)).toBeVisible();
    await field.fill('grace');
    await expect(page.getByText('grace.voice.example is not available.')).toBeVisible();
    await expect(complete).toBeDisabled();
    await field.fill('newcomer');
    await expect(page.getByText('newcomer.voice.example is available.')).toBeVisible();
    await expectAccessible(page);
    await complete.click();

    await expect(page).toHaveURL(/\/internal\/accounts\/[\w-]+\/edit$/);
    await expect(page.getByText('Current SIP realm: newcomer.voice.example')).toBeVisible();
    // Hosted mode has no Users screen.
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Users' })).toHaveCount(0);
  });

  test('an e-mail already registered is refused by the server; Go back keeps the terms', async ({
    page,
  }) => {
    await toEmailForm(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('grace@hopper.example');
    await page.getByRole('textbox', { name: 'Password' }).fill('Good-pass-123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('account already exists for this email');
    await expect(page).toHaveURL(/\/register\/email$/);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('grace@hopper.example');

    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(
      page.getByRole('checkbox', { name: /I accept the Terms of Service/ }),
    ).toBeChecked();
  });

  test('a server error while registering is shown on the form', async ({ page, sandbox }) => {
    await sandbox.fault({ path: '^/register$', status: 500, body: { msg: 'mail relay down' } });
    await toEmailForm(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
    await page.getByRole('textbox', { name: 'Password' }).fill('Good-pass-123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('mail relay down');
  });

  test('the later steps cannot be opened on their own', async ({ page }) => {
    await page.goto('/register/email/verify-your-email');
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/register/choose-a-subdomain');
    await expect(page).toHaveURL(/\/register$/);
  });
});
