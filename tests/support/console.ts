import type { Locator, Page } from '@playwright/test';
import { expect, expectShellReady, leaveDialog, signIn } from './fixtures.ts';

// The console's page objects: how the end-to-end specs find what a user sees, by role and
// accessible name, in one place.

/** A success toast (a status) holding the text. */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

/** An error toast or banner (an alert) holding the text. */
export const errorToast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

/** A text field by its exact label. */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A select by its exact label. */
export const combo = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true });

export const checkbox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name, exact: true });

/** Answers that question: leave, losing the changes. */
export const leaveWithoutSaving = (page: Page) =>
  leaveDialog(page).getByRole('button', { name: 'Leave' }).click();

export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save' });

export const save = (page: Page) => saveButton(page).click();

/** A list's footer: 'Total: N record(s)'. */
export const total = (page: Page) => page.getByTestId('total');

/** A list page's table by its accessible name, its body rows, and the rows holding a text. */
export function listOf(name: string) {
  const table = (page: Page) => page.getByRole('table', { name });
  const rows = (page: Page) => table(page).locator('tbody tr');
  const row = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });
  return { table, rows, row };
}

/** How many of a table's body rows are wholly inside the window. */
export async function rowsInView(page: Page, table: string) {
  return page.getByRole('table', { name: table }).evaluate((element) => {
    const bottom = window.innerHeight;
    return Array.from(element.querySelectorAll('tbody tr')).filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= bottom;
    }).length;
  });
}

/** A row's cell in the named column (the name a phone's card shows beside it). */
export const cellOf = (row: Locator, column: string) => row.locator(`td[data-label="${column}"]`);

/** The read-only mark of a row the user's account uses but may not change (its provider's). */
export const readOnlyMark = (row: Locator) => row.getByText('Read-only', { exact: true });

/** A list that could not be read shows the server's message and 'Try again', and nothing that
 *  contradicts it: no table, no empty state, no total (issue 16). Returns 'Try again'. */
export async function expectLoadFailedOnly(page: Page, table: string, message: string) {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('table', { name: table })).toHaveCount(0);
  await expect(page.getByText('No data.')).toHaveCount(0);
  await expect(total(page)).toHaveCount(0);
  return alert.getByRole('button', { name: 'Try again' });
}

/** Signs a demo user in and opens a page from the navigation, once its heading shows. */
export async function openFromNav(
  page: Page,
  username: string,
  link: string | RegExp,
  heading: string,
) {
  await signIn(page, username);
  await expectShellReady(page);
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}
