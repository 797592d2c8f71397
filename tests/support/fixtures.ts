import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type WorkerFixture,
} from '@playwright/test';
import { startHost, startSandbox, type Running } from './processes.ts';
import { sandboxControl, type SandboxControl } from './sandbox.ts';

export const DEMO_PASSWORD = 'Demo-pass-1';

interface Stack {
  sandbox: SandboxControl;
  consoleUrl: string;
  portalUrl: string;
}

/** Each worker gets its own sandbox (in memory) and its own standalone and portal hosts. */
export const test = base.extend<
  { sandbox: SandboxControl; portalUrl: string; contentPolicy: void },
  { stack: Stack }
>({
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const running: Running[] = [];
      try {
        const sandbox = await startSandbox();
        running.push(sandbox);
        const api = `${sandbox.url}/api/v1`;
        const standalone = await startHost('examples/standalone/dist', api);
        running.push(standalone);
        const portal = await startHost('examples/embed-in-portal/dist', api);
        running.push(portal);
        await use({
          sandbox: sandboxControl(sandbox.url),
          consoleUrl: standalone.url,
          portalUrl: portal.url,
        });
      } finally {
        await Promise.all(running.map((process) => process.stop()));
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.consoleUrl),
  portalUrl: async ({ stack }, use) => use(stack.portalUrl),
  // The hosts send a Content-Security-Policy: nothing a test does may be refused by it.
  contentPolicy: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await use();
      expect(refused, 'refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  // Every test starts from the demo data, with no faults armed.
  sandbox: [
    async ({ stack }, use) => {
      await stack.sandbox.reset();
      await use(stack.sandbox);
    },
    { auto: true },
  ],
});

/** A worker fixture: one more standalone host on the worker's sandbox, with these feature flags
 *  and host arguments, started once per worker by the specs that use it; its URL. */
export function extraHost(
  features: string,
  args: (apiBase: string) => string[] = () => [],
): [WorkerFixture<string, { stack: Stack }>, { scope: 'worker'; timeout: number }] {
  return [
    async ({ stack }, use) => {
      const api = stack.sandbox.apiBase;
      const host = await startHost('examples/standalone/dist', api, features, args(api));
      try {
        await use(host.url);
      } finally {
        await host.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ];
}

export { expect };
export type { Page } from '@playwright/test';

/** Signs in through the sign-in page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The question before leaving a form with unsaved changes. */
export const leaveDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Leave without saving?' });

/** Signs out, and waits until the server has ended the session: a page opened sooner would
 *  still hold the session's token. `discarding`: a form has unsaved changes, lost on leaving. */
export async function signOut(page: Page, { discarding = false } = {}) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  if (discarding) await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "You've successfully logged out." }),
  ).toBeVisible();
}

/** Signs in as the demo admin, through the forced password change of its first sign-in. */
export async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin', 'admin');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Better-pass-9');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Better-pass-9');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/internal\/accounts$/);
}

/** Resolves once the unread-alerts badge has had its answer (it asks when the page is first
 *  idle). A test that expires the session for the request its next step makes waits for it, or
 *  the badge's request could be the one that meets the expiry. Call it before signing in. */
export const unreadBadgeAnswered = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/Alerts'));

/** Waits until the shell has read what it shows (the service providers), so that a test's next
 *  step (a fault, an expiry, a reload) meets no request of the page still under way. */
export async function expectShellReady(page: Page) {
  await expect(page.getByRole('combobox', { name: 'Service provider' })).not.toHaveValue('');
}

/** No accessibility violations on what the page shows, once a page (not a loading screen) is shown. */
export async function expectAccessible(page: Page) {
  await page.locator('main').first().waitFor({ state: 'attached' });
  await page.locator('h1').first().waitFor({ state: 'attached' });
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** A bearer token of a demo user, for arranging data through the API. */
export async function apiToken(
  request: APIRequestContext,
  apiBase: string,
  username: string,
  password = DEMO_PASSWORD,
) {
  const login = await request.post(`${apiBase}/login`, { data: { username, password } });
  return ((await login.json()) as { token: string }).token;
}
