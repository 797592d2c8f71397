import {
  apiToken,
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  signOut,
  test,
  type Page,
} from '../support/fixtures.ts';
import { listOf, rowsInView, total } from '../support/console.ts';
import type { APIRequestContext } from '@playwright/test';

// Every list shares one table (issue 16, lists 1, 2 and 5): compact rows (at least 18 in view at
// 1280x800) or comfortable ones, remembered per user; sort, total and pager; cards on a phone.

const accounts = listOf('Accounts');

/** Acme Voice's sid, as the given user's token reads it. */
async function acmeSid(request: APIRequestContext, apiBase: string, token: string) {
  const answer = await request.get(`${apiBase}/ServiceProviders`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const providers = (await answer.json()) as { service_provider_sid: string; name: string }[];
  return providers.find((provider) => provider.name === 'Acme Voice')!.service_provider_sid;
}

/** Adds records to Acme Voice through the API (as `username`), so that its lists run longer than
 *  a screen; `body(i)` is the i-th one (from 1). Their sids. */
async function addRecords(
  request: APIRequestContext,
  apiBase: string,
  {
    username,
    path,
    count,
    body,
  }: {
    username: string;
    path: string;
    count: number;
    body(i: number, provider: string): object;
  },
) {
  const token = await apiToken(request, apiBase, username);
  const provider = await acmeSid(request, apiBase, token);
  const sids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const answer = await request.post(`${apiBase}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: body(i, provider),
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    sids.push(((await answer.json()) as { sid: string }).sid);
  }
  return sids;
}

const LONG_NAME = 'Zone 01 Regional Logistics and Freight Forwarding of the North';

const rowHeight = (page: Page) =>
  accounts
    .rows(page)
    .first()
    .evaluate((row) => row.getBoundingClientRect().height);

async function openAccounts(page: Page, username = 'sp-admin') {
  await signIn(page, username);
  await expectShellReady(page);
  await expect(accounts.table(page)).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('lists', () => {
  test('Accounts: 18 rows and more in view, sorted by name, with its total and pager', async ({
    page,
    request,
    sandbox,
  }) => {
    await addRecords(request, sandbox.apiBase, {
      username: 'sp-admin',
      path: '/Accounts',
      count: 30,
      body: (i, provider) => ({
        name: i === 1 ? LONG_NAME : `Zone ${String(i).padStart(2, '0')} Dispatch`,
        service_provider_sid: provider,
      }),
    });
    await openAccounts(page);
    await expect(total(page)).toHaveText('Total: 42 record(s)');
    await expect(accounts.rows(page)).toHaveCount(25);
    expect(await rowsInView(page, 'Accounts')).toBeGreaterThanOrEqual(18);
    expect(await rowHeight(page)).toBeLessThanOrEqual(32);
    const fontSize = await accounts
      .rows(page)
      .first()
      .evaluate((row) => getComputedStyle(row).fontSize);
    expect(parseFloat(fontSize)).toBeGreaterThanOrEqual(13);

    const name = page.getByRole('columnheader', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(accounts.rows(page).first()).toContainText('Acme Billing');
    // A long name stays on one line, whole in its title; the columns keep their widths.
    const long = page.getByRole('link', { name: /^Zone 01 Regional/ });
    await expect(long).toHaveAttribute('title', /Forwarding of the North$/);
    expect(await rowHeight(page)).toBeLessThanOrEqual(32);
    await expectAccessible(page);

    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(accounts.rows(page).first()).toContainText('Zone 30 Dispatch');
    await expect(page).toHaveURL(/sort=-name/);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(accounts.rows(page)).toHaveCount(17);
    await expect(accounts.rows(page).last()).toContainText('Acme Billing');
    // The page and the order are in the URL: a reload shows the same rows.
    await page.reload();
    await expect(accounts.rows(page).last()).toContainText('Acme Billing');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('rows are comfortable once a user chooses so, for that user, after a reload and sign-out', async ({
    page,
  }) => {
    await openAccounts(page);
    const density = page.getByRole('combobox', { name: 'Row density' });
    await expect(density).toHaveValue('compact');
    await density.selectOption('comfortable');
    expect(await rowHeight(page)).toBe(40);
    await page.reload();
    await expect(accounts.table(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(density).toHaveValue('comfortable');
    expect(await rowHeight(page)).toBe(40);
    await signOut(page);
    await openAccounts(page);
    await expect(density).toHaveValue('comfortable');
    await signOut(page);
    // Another user of the browser keeps their own.
    await openAccounts(page, 'acme-noc');
    await expect(density).toHaveValue('compact');
    expect(await rowHeight(page)).toBeLessThanOrEqual(32);
  });

  test('Outbound call routing: 18 rows and more in view at 1280x800, under its intro', async ({
    page,
    request,
    sandbox,
  }) => {
    // One table per account.
    const accountSids = await addRecords(request, sandbox.apiBase, {
      username: 'ops-lead',
      path: '/Accounts',
      count: 20,
      body: (i, provider) => ({ name: `Branch ${i}`, service_provider_sid: provider }),
    });
    await addRecords(request, sandbox.apiBase, {
      username: 'ops-lead',
      path: '/Lcrs',
      count: 20,
      body: (i) => ({ name: `Branch ${i} routes`, account_sid: accountSids[i - 1] }),
    });
    await signIn(page, 'ops-lead');
    await expectShellReady(page);
    await page.getByRole('link', { name: 'Outbound Call Routing' }).click();
    const routing = page.getByRole('table', { name: 'Outbound call routing' });
    await expect(routing).not.toHaveAttribute('aria-busy', 'true');
    await expect(total(page)).toHaveText('Total: 22 record(s)');
    expect(await rowsInView(page, 'Outbound call routing')).toBeGreaterThanOrEqual(18);
  });

  test('Recent calls: 18 rows and more in view at 1280x800', async ({ page }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    await page.getByRole('link', { name: 'Recent calls' }).click();
    const calls = page.getByRole('table', { name: 'Recent calls' });
    await expect(calls).not.toHaveAttribute('aria-busy', 'true');
    await expect(calls.locator('tbody tr').nth(20)).toBeVisible();
    expect(await rowsInView(page, 'Recent calls')).toBeGreaterThanOrEqual(18);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const list of [
      { link: 'Accounts', table: 'Accounts', actions: /^Delete Acme Sales$/ },
      { link: 'Phone numbers', table: 'Phone numbers', actions: null },
      { link: 'Carriers', table: 'Carriers', actions: /^Delete Acme Voice PSTN$/ },
    ]) {
      test(`${list.table}: each row a card within the screen, its actions in view`, async ({
        page,
      }) => {
        await signIn(page, 'sp-admin');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (list.link !== 'Accounts') {
          await page.getByRole('button', { name: /menu/i }).click();
          await page.getByRole('link', { name: list.link }).click();
        }
        const table = page.getByRole('table', { name: list.table });
        await expect(table).not.toHaveAttribute('aria-busy', 'true');
        await expect(table.locator('tbody tr').first()).toBeVisible();
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          tables: Array.from(
            document.querySelectorAll('table'),
            (t) => t.getBoundingClientRect().right,
          ),
        }));
        expect(widths.page).toBeLessThanOrEqual(390);
        for (const right of widths.tables) expect(right).toBeLessThanOrEqual(390);
        if (list.actions) {
          const action = table.getByRole('button', { name: list.actions });
          await action.scrollIntoViewIfNeeded();
          const box = (await action.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(390);
        }
        await expectAccessible(page);
      });
    }
  });
});
