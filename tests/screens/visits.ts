import type { Page } from '@playwright/test';

// The pages of the pass: every route of the console's table, as each scope reaches it.

export interface Visit {
  name: string;
  /** Where to go; or how to get there from the page before. */
  path?: string;
  go?: (page: Page) => Promise<void>;
  /** A list: its rows are counted, and its first record opened as `<name>-edit`. */
  list?: boolean;
}

const toggles = (page: Page) => page.locator('main tbody button[aria-expanded]');

/** Opens what the first row's toggle (a call, an alert) holds. */
const expandFirst = (page: Page) => toggles(page).first().click();

/** Opens the first of the first rows' calls that has a trace (its tabs: details, tracing, logs). */
async function expandTraced(page: Page) {
  for (let row = 0; row < 10; row++) {
    const toggle = toggles(page).nth(row);
    await toggle.click();
    const detail = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await detail.getByText(/\S/).first().waitFor();
    if (await detail.getByRole('tab').count()) return;
    await toggle.click();
  }
  throw new Error('none of the first calls has a trace');
}
const tab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name, exact: true }).click();
};
/** A link of the navigation, from the menu on a phone. */
const navLink = (name: string) => async (page: Page) => {
  const link = page.getByRole('navigation').getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: /menu/i }).click();
  await link.click();
};

const LISTS = [
  'accounts',
  'applications',
  'carriers',
  'phone-numbers',
  'clients',
  'speech-services',
  'ms-teams-tenants',
  'least-cost-routing',
  'users',
];

/** The console's pages for a signed-in user of the self-hosted console. */
export const consoleVisits = (scope: 'admin' | 'sp' | 'account'): Visit[] => [
  ...LISTS.flatMap((list) => [
    { name: list, path: `/internal/${list}`, list: true },
    { name: `${list}-add`, path: `/internal/${list}/add` },
  ]),
  { name: 'recent-calls', path: '/internal/recent-calls', list: true },
  { name: 'recent-calls-details', go: expandTraced },
  { name: 'recent-calls-tracing', go: tab('Tracing') },
  { name: 'recent-calls-logs', go: tab('Logs') },
  { name: 'alerts', path: '/internal/alerts', list: true },
  { name: 'alerts-detail', go: expandFirst },
  { name: 'settings', path: '/internal/settings' },
  ...(scope === 'admin' ? [{ name: 'settings-provider', go: tab('Service provider') }] : []),
  ...(scope === 'account' ? [{ name: 'own-account', go: navLink('Account') }] : []),
  { name: 'not-found', path: '/internal/no-such-page' },
];

/** A hosted user's pages: Grace is on a paid plan, Hedy on a trial without a SIP realm. */
export const hostedVisits = (who: 'paid' | 'trial'): Visit[] =>
  who === 'trial'
    ? [
        { name: 'trial-applications', path: '/internal/applications' },
        { name: 'account-no-realm', go: navLink('Account') },
        {
          name: 'sip-realm',
          go: (page) => page.getByRole('link', { name: 'Edit SIP realm' }).click(),
        },
        { name: 'subscription-upgrade', go: subscriptionOf('subscription') },
      ]
    : [
        { name: 'applications', path: '/internal/applications', list: true },
        { name: 'paid-account', go: navLink('Account') },
        { name: 'modify-subscription', go: subscriptionOf('modify-subscription') },
        { name: 'manage-payment', go: subscriptionOf('manage-payment') },
        { name: 'recent-calls', path: '/internal/recent-calls', list: true },
        { name: 'alerts', path: '/internal/alerts', list: true },
        { name: 'phone-numbers', path: '/internal/phone-numbers', list: true },
        { name: 'carriers', path: '/internal/carriers', list: true },
        { name: 'speech-services', path: '/internal/speech-services', list: true },
        { name: 'clients', path: '/internal/clients', list: true },
        { name: 'settings', path: '/internal/settings' },
      ];

/** From an account's page, one of its billing pages. */
function subscriptionOf(page: string) {
  return async (at: Page) => {
    const sid = /\/accounts\/([\w-]+)\//.exec(at.url())?.[1];
    if (!sid) throw new Error(`not an account's page: ${at.url()}`);
    await at.goto(new URL(`/internal/accounts/${sid}/${page}`, at.url()).href);
  };
}

/** The pages before a sign-in. */
export const publicVisits = (hosted: boolean): Visit[] =>
  hosted
    ? [
        { name: 'sign-in', path: '/' },
        { name: 'register', path: '/register' },
        // The e-mail form only follows the accepted terms.
        {
          name: 'register-email',
          go: async (page) => {
            await page.getByRole('checkbox').first().check();
            await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
          },
        },
      ]
    : [
        { name: 'sign-in', path: '/' },
        { name: 'forgot-password', path: '/forgot-password' },
        { name: 'reset-password', path: '/reset-password/not-a-link' },
        { name: 'create-password', path: '/create-password' },
      ];
