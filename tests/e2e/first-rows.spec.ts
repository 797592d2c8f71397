import { expect, expectShellReady, signIn, test, type Page } from '../support/fixtures.ts';
import { listOf } from '../support/console.ts';

/** How many answers to GET /Accounts and GET /ServiceProviders the page has had. */
function sharedListAnswers(page: Page) {
  const seen = { count: 0 };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const shared = pathname.endsWith('/Accounts') || pathname.endsWith('/ServiceProviders');
    if (shared && response.request().method() === 'GET') seen.count++;
  });
  return seen;
}

// A page's own query never waits for the lists of accounts and providers: its rows paint first.
const LISTS = [
  { path: '/internal/phone-numbers', table: 'Phone numbers', row: /\d{6}/ },
  { path: '/internal/recent-calls', table: 'Recent calls', row: /\d{6}/ },
  // Every account's SIP clients (nothing remembered).
  { path: '/internal/clients', table: 'SIP clients', row: /alice/ },
  // Every account's applications (nothing remembered), then one account's (remembered).
  { path: '/internal/applications', table: 'Applications', row: /Order status/ },
  {
    path: '/internal/applications',
    table: 'Applications',
    row: /./,
    account: 'Acme Sales',
    title: 'Applications of the remembered account',
  },
];

test.describe('first rows', () => {
  for (const list of LISTS) {
    test(`${list.title ?? list.table}: the rows paint before the accounts and providers arrive`, async ({
      page,
      sandbox,
    }) => {
      await signIn(page, 'sp-admin');
      await expectShellReady(page);
      // The landing page's own request for the accounts has been answered: the delays below are
      // for the page under test alone (a delay is used up by the first request it meets).
      await expect(listOf('Accounts').rows(page).first()).toBeVisible();
      if (list.account) {
        await page.goto(list.path);
        await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: list.account });
      }
      // The landing page's own requests are over: only the list's answers are counted.
      await page.waitForLoadState('networkidle');
      for (const path of ['^/Accounts$', '^/ServiceProviders$']) {
        await sandbox.fault({ path, method: 'GET', mode: 'pass', delay: 5_000 });
      }
      // As on a first visit: a new tab, without the copy of the accounts list that the first one
      // keeps for its session (clearing that copy would race the copy the page writes when idle).
      const tab = await page.context().newPage();
      await page.close();
      const shared = sharedListAnswers(tab);
      await tab.goto(list.path);
      const { rows } = listOf(list.table);
      await expect(rows(tab).filter({ hasText: list.row }).first()).toBeVisible();
      expect(shared.count).toBe(0);
      // The shared lists come later; the rows stay.
      await expect.poll(() => shared.count, { timeout: 10_000 }).toBe(2);
      await expect(rows(tab).filter({ hasText: list.row }).first()).toBeVisible();
    });
  }
});

test("a cold list page asks for the accounts' names and the navigation's routing table once its rows are on screen, not before", async ({
  page,
}) => {
  await signIn(page, 'sp-admin');
  await expectShellReady(page);
  await expect(listOf('Accounts').rows(page).first()).toBeVisible();
  // A new tab, without the copy of the accounts list that the first one keeps for its session.
  const tab = await page.context().newPage();
  await page.close();
  await tab.goto('/internal/phone-numbers');
  await expect(listOf('Phone numbers').rows(tab).first()).toBeVisible();
  // The page's clock: when its first contentful paint (its rows) was shown, when the accounts
  // and the provider's own outbound routing table (the navigation's link to it) were asked for.
  const times = async () =>
    tab.evaluate(() => {
      const asked = (resource: string) =>
        performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname.endsWith(`/api/v1/${resource}`))?.startTime;
      return {
        shown: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        accounts: asked('Accounts'),
        routing: asked('Lcrs'),
      };
    });
  await expect.poll(async () => (await times()).accounts).toBeDefined();
  await expect.poll(async () => (await times()).routing).toBeDefined();
  const { shown, accounts, routing } = await times();
  expect(accounts).toBeGreaterThanOrEqual(shown!);
  expect(routing).toBeGreaterThanOrEqual(shown!);
});

test('a cold load draws the page itself first, never a loading indicator before it', async ({
  page,
}) => {
  await signIn(page, 'sp-admin');
  await expectShellReady(page);
  // From the next document's start: whether a loading indicator was drawn before any heading.
  await page.addInitScript(() => {
    const seen = window as unknown as { loadingBeforePage: boolean };
    seen.loadingBeforePage = false;
    new MutationObserver(() => {
      const loading = document.querySelector('[role="img"][aria-label="Loading…"]');
      if (loading && !document.querySelector('h1')) seen.loadingBeforePage = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/internal/carriers');
  await expect(listOf('Carriers').rows(page).first()).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { loadingBeforePage: boolean }).loadingBeforePage,
  );
  expect(seen).toBe(false);
});

test("a cold list page asks for its rows from its HTML, once, before the console's code runs", async ({
  page,
}) => {
  await signIn(page, 'sp-admin');
  await expectShellReady(page);
  // From the next document's start: the document's state at each request for the rows (a module
  // script, such as the console's, runs only once the document is parsed).
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { asked: string[] }).asked = asked;
    const send = window.fetch;
    window.fetch = function (input, init) {
      if (String(input).endsWith('/api/v1/Clients')) asked.push(document.readyState);
      return send.call(window, input, init);
    };
  });
  const requests: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/v1/Clients')) requests.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/internal/clients');
  await expect(listOf('SIP clients').rows(page).filter({ hasText: /alice/ }).first()).toBeVisible();
  const asked = await page.evaluate(() => (window as unknown as { asked: string[] }).asked);
  expect(asked).toEqual(['loading']);
  expect(requests).toHaveLength(1);
  expect(refused).toEqual([]);
});
