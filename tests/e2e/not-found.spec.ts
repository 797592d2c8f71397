import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

test.describe('not found', () => {
  test('an unknown path says so, with a Log in button when signed out', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: "That page doesn't exist." })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a signed-in user gets a way back to the console', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await page.goto('/internal/no-such-area');
    await expect(page.getByRole('heading', { name: "That page doesn't exist." })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the console' }).click();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
  });
});
