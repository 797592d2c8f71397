import {
  expect,
  expectAccessible,
  expectShellReady,
  leaveDialog,
  signIn,
  test,
  type Page,
} from '../support/fixtures.ts';
import { combo, field, listOf, save, toast } from '../support/console.ts';

const accounts = listOf('Accounts');
const unsaved = (page: Page) => page.getByText('Unsaved changes');
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

/** Signs sp-admin in and opens an account's edit form from the list. */
async function openAccount(page: Page, name: string, username = 'sp-admin') {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/internal\//);
  await expectShellReady(page);
  await navLink(page, 'Accounts').click();
  await expect(accounts.table(page)).not.toHaveAttribute('aria-busy', 'true');
  await accounts.table(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit account' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(name);
}

test.describe('leaving a form with unsaved changes', () => {
  test('a side-navigation link asks first: Stay (or Escape) keeps what was typed, Leave goes', async ({
    page,
  }) => {
    await openAccount(page, 'Acme Support');
    await navLink(page, 'Applications').click();
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await page.goBack();
    await expect(field(page, 'Name')).toHaveValue('Acme Support');

    await field(page, 'Name').fill('Acme Support desk');
    await expect(unsaved(page)).toBeVisible();
    await navLink(page, 'Applications').click();
    const dialog = leaveDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your changes on this page will be lost.');
    await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/internal\/accounts\/[^/]+\/edit$/);
    await expect(field(page, 'Name')).toHaveValue('Acme Support desk');

    await navLink(page, 'Applications').click();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Name')).toHaveValue('Acme Support desk');
    await expect(unsaved(page)).toBeVisible();

    await navLink(page, 'Applications').click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('after a Save nothing asks, nor when a new account goes to the list by itself', async ({
    page,
  }) => {
    await openAccount(page, 'Acme Support');
    await field(page, 'Name').fill('Acme Support desk');
    await save(page);
    await expect(toast(page, 'Account updated successfully')).toBeVisible();
    await expect(unsaved(page)).toHaveCount(0);
    // A limit is a change of the form too, until it is saved.
    const maxCalls = page.getByRole('textbox', { name: 'Max calls', exact: true });
    await maxCalls.fill('33');
    await expect(unsaved(page)).toBeVisible();
    await save(page);
    await expect(toast(page, 'Account updated successfully').first()).toBeVisible();
    await expect(unsaved(page)).toHaveCount(0);
    await expect(maxCalls).toHaveValue('33');
    await navLink(page, 'Applications').click();
    await expect(page).toHaveURL(/\/internal\/applications$/);
    await expect(leaveDialog(page)).toHaveCount(0);

    await navLink(page, 'Accounts').click();
    await page.getByRole('link', { name: 'Add account' }).click();
    await expect(page.getByRole('heading', { name: 'Add account' })).toBeVisible();
    await field(page, 'Name').fill('Leave test account');
    await expect(unsaved(page)).toBeVisible();
    await save(page);
    await expect(toast(page, 'Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    await expect(
      accounts.table(page).getByRole('link', { name: 'Leave test account', exact: true }),
    ).toBeVisible();
    await expect(leaveDialog(page)).toHaveCount(0);
  });

  test('a change holds the page as soon as it is shown: Cancel at once after typing asks', async ({
    page,
  }) => {
    await openAccount(page, 'Acme Sales');
    // Typed, then Cancel pressed in the next task: before the next frame is painted, which is when
    // Preact (the standalone host's runtime) runs a component's effects.
    await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>('input[name="name"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, 'Acme Sales typed');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      const cancel = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Cancel',
      );
      cancel!.click();
    });
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(field(page, 'Name')).toHaveValue('Acme Sales typed');
  });

  test('Cancel and the browser’s Back ask too; Leave goes where they lead', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await navLink(page, 'Carriers').click();
    await page.getByRole('link', { name: 'Acme Voice PSTN', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit carrier' })).toBeVisible();
    const name = field(page, 'Carrier name');
    await expect(name).toHaveValue('Acme Voice PSTN');
    await name.fill('Acme Voice PSTN 2');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = leaveDialog(page);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(name).toHaveValue('Acme Voice PSTN 2');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/internal\/carriers$/);

    await page.getByRole('link', { name: 'Acme Voice PSTN', exact: true }).click();
    await name.fill('Acme Voice PSTN 3');
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/internal\/carriers\/[^/]+\/edit$/);
    await expect(name).toHaveValue('Acme Voice PSTN 3');
    await page.goBack();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/internal\/carriers$/);
    await expect(page.getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
    await page.goForward();
    await expect(name).toHaveValue('Acme Voice PSTN');
    await expect(dialog).toHaveCount(0);
  });

  test('signing out and another service provider ask first; closing the tab warns', async ({
    page,
  }) => {
    await openAccount(page, 'Acme Support', 'ops-lead');
    await field(page, 'Name').fill('Acme Support desk');
    const provider = combo(page, 'Service provider');
    const chosen = await provider.inputValue();
    await provider.selectOption({ label: 'Blue Harbor Telecom' });
    const dialog = leaveDialog(page);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(provider).toHaveValue(chosen);
    await expect(field(page, 'Name')).toHaveValue('Acme Support desk');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByTestId('current-user')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Acme Support desk');

    const warned = new Promise<string>((resolve) =>
      page.once('dialog', (browserDialog) => {
        resolve(browserDialog.type());
        void browserDialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await warned).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: "You've successfully logged out." }),
    ).toBeVisible();
  });

  test('outbound call routing shows its unsaved changes and asks before leaving them', async ({
    page,
  }) => {
    await signIn(page, 'ops-lead');
    await expectShellReady(page);
    await navLink(page, 'Outbound Call Routing').click();
    await page.getByRole('link', { name: 'Acme Voice outbound', exact: true }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Acme Voice outbound');
    await expect(unsaved(page)).toHaveCount(0);
    await name.fill('Acme Voice outbound 2');
    await expect(unsaved(page)).toBeVisible();
    await navLink(page, 'Carriers').click();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(name).toHaveValue('Acme Voice outbound 2');
    await name.fill('Acme Voice outbound');
    await expect(unsaved(page)).toHaveCount(0);
    await navLink(page, 'Carriers').click();
    await expect(page).toHaveURL(/\/internal\/carriers$/);

    await page.goBack();
    await name.fill('Acme Voice outbound 2');
    await save(page);
    await expect(toast(page, 'Least cost routing successfully updated')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/least-cost-routing$/);
    await expect(leaveDialog(page)).toHaveCount(0);
  });

  test('a page placed in the portal asks before its Cancel leads to the portal', async ({
    page,
    portalUrl,
  }) => {
    await page.goto(`${portalUrl}/numbers`);
    await page.getByRole('textbox', { name: 'Username' }).fill('acct-admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('table', { name: 'Phone numbers' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Number settings' })).toBeVisible();
    const application = combo(page, 'Application');
    await expect.poll(() => application.locator('option').count()).toBeGreaterThan(1);
    const before = await application.inputValue();
    const other = await application
      .locator('option')
      .evaluateAll(
        (options, now) =>
          options.map((option) => (option as HTMLOptionElement).value).find((v) => v !== now),
        before,
      );
    await application.selectOption(other ?? '');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = leaveDialog(page);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(new RegExp(`${portalUrl}/numbers/[^/]+$`));
    await expect(application).toHaveValue(other ?? '');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(`${portalUrl}/numbers`);
  });
});
