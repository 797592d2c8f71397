import {
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  test,
  type Page,
} from '../support/fixtures.ts';
import { combo, expectLoadFailedOnly, listOf, openFromNav, total } from '../support/console.ts';

const { table } = listOf('Alerts');
const toggles = (page: Page) => table(page).getByRole('button', { name: /^Alert at / });
const badge = (page: Page) => page.getByTestId('nav-badge-alerts');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's stored visits of the Alerts page. */
function visits(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('console-kit:alertsLastVisit:'))
      .map((key) => localStorage.getItem(key)!),
  );
}

/** Whether a request is the unread badge's count: it asks from the last visit, or before any
 *  visit from 7 days back, always with a `start`; the Alerts page's own requests are the others
 *  (a `start` of theirs is a midnight of the date filter). */
function isBadge(url: URL, visited: string[]) {
  const start = url.searchParams.get('start');
  if (start === null) return false;
  const back = Date.now() - Date.parse(start);
  return visited.includes(start) || Math.abs(back - 7 * DAY_MS) < 10 * 60_000;
}

function alertRequests(page: Page) {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/Alerts$/.test(url.pathname)) urls.push(url);
  });
  return urls;
}

async function openAlerts(page: Page, username = 'sp-admin') {
  await openFromNav(page, username, 'Alerts', 'Alerts');
  await expect(total(page)).not.toHaveText('Total: 0 record(s)');
}

test.describe('alerts', () => {
  test('lists alerts by date and account, pages, and opens one to all its fields', async ({
    page,
  }) => {
    const requests = alertRequests(page);
    await openAlerts(page);
    const visited = await visits(page);
    const last = () => requests.filter((url) => !isBadge(url, visited)).at(-1)!;
    expect(last().pathname).toMatch(/\/ServiceProviders\/[^/]+\/Alerts$/);
    expect(Object.fromEntries(last().searchParams)).toEqual({ page: '1', count: '25', days: '7' });
    // A provider's alerts name no account and no type (as a real server answers): no empty columns.
    await expect(toggles(page).first()).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: 'Account' })).toHaveCount(0);
    await expect(table(page).getByRole('columnheader', { name: 'Type' })).toHaveCount(0);
    await expectAccessible(page);

    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => /\/Alerts\?/.test(response.url()) && /days=30/.test(response.url()),
      ),
      combo(page, 'Date').selectOption({ label: 'Last 30 days' }),
    ]);
    expect(last().searchParams.get('days')).toBe('30');
    const month = ((await answer.json()) as { total: number }).total;
    await expect(total(page)).toHaveText(`Total: ${month} record(s)`);
    await expect(toggles(page)).toHaveCount(Math.min(25, month));
    if (month > 25) {
      await page.getByRole('button', { name: 'Page 2', exact: true }).click();
      await expect.poll(() => last().searchParams.get('page')).toBe('2');
      await expect(toggles(page)).toHaveCount(Math.min(25, month - 25));
    }
    await combo(page, 'Date').selectOption({ label: 'Today' });
    await expect.poll(() => last().searchParams.has('start')).toBe(true);
    expect(last().searchParams.get('page')).toBe('1');
    await combo(page, 'Date').selectOption({ label: 'Last 30 days' });

    const [sales] = await Promise.all([
      page.waitForResponse((response) => /\/Accounts\/[^/]+\/Alerts\?/.test(response.url())),
      combo(page, 'Account').selectOption({ label: 'Acme Sales' }),
    ]);
    const salesTotal = ((await sales.json()) as { total: number }).total;
    await expect(total(page)).toHaveText(`Total: ${salesTotal} record(s)`);
    expect(salesTotal).toBeLessThan(month);
    // An account's alerts name it, by name.
    await expect(table(page).getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await expect(table(page).getByRole('cell', { name: 'Acme Sales' }).first()).toBeVisible();

    // An alert opens (keyboard too) to its time and message, then every other field as sent.
    const first = toggles(page).first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const fields = page.getByLabel('Fields of the alert');
    await expect(fields.getByRole('term')).toContainText(['Account', 'Type']);
    await expect(fields.getByRole('link', { name: 'Acme Sales' })).toHaveAttribute(
      'href',
      /^\/internal\/accounts\/[^/]+\/edit$/,
    );
    await expect(fields.getByRole('term').filter({ hasText: /_|^Message$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Raw JSON' }).click();
    await expect(page.locator('pre')).toContainText('"alert_type":');
    await expectAccessible(page);
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('the navigation counts the alerts since the last visit', async ({ page }) => {
    const requests = alertRequests(page);
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    // Before any visit, the count covers what the page first shows: the last 7 days.
    await expect(badge(page)).toBeVisible();
    // On the landing page, only the badge asks for alerts: a page of 25 (the smallest every
    // server gives) from 7 days back.
    const unread = requests[0]!;
    expect(isBadge(unread, [])).toBe(true);
    expect(unread.searchParams.get('page')).toBe('1');
    expect(unread.searchParams.get('count')).toBe('25');
    const count = await badge(page).locator('[aria-hidden="true"]').textContent();
    expect(count).toMatch(/^\d+$/);
    await expect(page.getByRole('link', { name: 'Alerts' })).toHaveAccessibleDescription(
      `${count} unread`,
    );

    await page.getByRole('link', { name: 'Alerts' }).click();
    await expect(total(page)).not.toHaveText('Total: 0 record(s)');
    // What came since the last visit is marked new; the count is gone.
    await expect(table(page).getByText('New', { exact: true }).first()).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('console-kit:alertsLastVisit:')),
    );
    expect(stored).toHaveLength(1);
    // The badge now counts from the visit.
    const [visit] = await visits(page);
    await expect
      .poll(() => requests.some((url) => url.searchParams.get('start') === visit))
      .toBe(true);

    // The visit is remembered across a reload.
    await page.reload();
    await expect(total(page)).not.toHaveText('Total: 0 record(s)');
    await expect(table(page).getByText('New', { exact: true })).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
  });

  test("a failed list shows only the server's message and Try again, which reads it again", async ({
    page,
    sandbox,
  }) => {
    await openAlerts(page);
    await sandbox.fault({
      path: 'Alerts$',
      status: 500,
      body: { msg: 'the time series store is not reachable' },
      times: 5,
    });
    await combo(page, 'Date').selectOption({ label: 'Last 14 days' });
    const retry = await expectLoadFailedOnly(
      page,
      'Alerts',
      'the time series store is not reachable',
    );
    await expectAccessible(page);
    await sandbox.resetFaults();
    await retry.click();
    await expect(toggles(page).first()).toBeVisible();
    await expect(total(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an account user sees its own alerts, without an account filter', async ({ page }) => {
    const requests = alertRequests(page);
    await openAlerts(page, 'acct-admin');
    await expect(combo(page, 'Account')).toHaveCount(0);
    await expect(table(page).getByRole('columnheader', { name: 'Account' })).toHaveCount(0);
    expect(requests.at(-1)!.pathname).toMatch(/\/Accounts\/[^/]+\/Alerts$/);
    await expectAccessible(page);
  });
});
