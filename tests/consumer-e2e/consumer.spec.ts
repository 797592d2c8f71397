// A new npm user's app on the packed console-kit (built by scripts/consumer.mjs outside the
// workspace), served by `vite preview` in front of two sandboxes: server A at /api/v1, B at
// /b/api/v1.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startSandbox, type Running } from '../support/processes.ts';
import { sandboxControl, type SandboxControl } from '../support/sandbox.ts';

const app = process.env.CONSUMER_APP;

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startPreview(dir: string, apiA: string, apiB: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(dir, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      `${port}`,
    ],
    {
      cwd: dir,
      env: { ...process.env, CONSUMER_API_A: apiA, CONSUMER_API_B: apiB },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

const test = base.extend<{ b: SandboxControl }, { stack: { b: SandboxControl; url: string } }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!app) throw new Error('CONSUMER_APP is not set: run npm run test:consumer');
      const running: Running[] = [];
      try {
        const [a, b] = await Promise.all([startSandbox(), startSandbox()]);
        running.push(a, b);
        const preview = await startPreview(app, a.url, b.url);
        running.push(preview);
        await use({ b: sandboxControl(b.url), url: preview.url });
      } finally {
        await Promise.all(running.map((process) => process.stop()));
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
  b: async ({ stack }, use) => {
    await stack.b.reset();
    await use(stack.b);
  },
});

async function signInWithin(scope: ReturnType<Page['locator']> | Page, username: string) {
  await scope.getByRole('textbox', { name: 'Username' }).fill(username);
  await scope.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-pass-1');
  await scope.getByRole('button', { name: 'Sign in' }).click();
}

test('the console under /voice follows the app router both ways, deep links, reload and Back', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Voice' }).click();
  await expect(page).toHaveURL(/\/voice$/);
  await signInWithin(page, 'sp-admin');
  await expect(page).toHaveURL(/\/voice\/internal\/accounts$/);
  // The console's own link, inside the app's main (the app's banner has one of the same name);
  // the console's frame loads with its first page.
  await page.getByRole('main').getByRole('link', { name: 'Applications', exact: true }).click();
  await expect(page).toHaveURL(/\/voice\/internal\/applications$/);
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Consumer home' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await page.goto('/voice/internal/clients');
  await expect(page.getByRole('heading', { name: 'SIP clients', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/voice\/internal\/applications$/);
});

test("one page mounted alone in the app's layout", async ({ page }) => {
  await page.goto('/apps');
  await expect(page.getByRole('heading', { name: 'Our applications' })).toBeVisible();
  await signInWithin(page, 'acct-admin');
  await expect(page).toHaveURL(/\/apps$/);
  const first = page.getByRole('table', { name: 'Applications' }).getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/voice\/internal\/applications\/[^/]+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Application name' })).toHaveValue(name);
});

test('two consoles on one page, each on its own server, keep their sessions apart', async ({
  page,
  b,
}) => {
  await page.goto('/two');
  const serverA = page.getByRole('region', { name: 'Server A' });
  const serverB = page.getByRole('region', { name: 'Server B' });
  await signInWithin(serverA, 'acct-admin');
  await expect(serverA.getByRole('table', { name: 'SIP clients' })).toBeVisible();
  await signInWithin(serverB, 'acct-admin');
  await expect(serverB.getByRole('table', { name: 'SIP clients' })).toBeVisible();
  // Server B ends its sessions: console B signs out, console A goes on.
  await b.expireSessions();
  await page.reload();
  await expect(serverB.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(serverA.getByRole('table', { name: 'SIP clients' })).toBeVisible();
  await expect(serverA.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

test("the app's global CSS and the console's stay apart", async ({ page }) => {
  await page.goto('/voice');
  const appButton = page.getByRole('link', { name: 'Home' });
  const consoleButton = page.getByRole('button', { name: 'Sign in' });
  await expect(consoleButton).toBeVisible();
  const style = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => {
      const s = getComputedStyle(element);
      return { font: s.fontFamily, background: s.backgroundColor, border: s.borderTopStyle };
    });
  const inConsole = await style(consoleButton);
  expect(inConsole.font).not.toContain('cursive');
  expect(inConsole.border).not.toBe('dashed');
  expect((await style(appButton)).font).toContain('cursive');
  await page.goto('/');
  expect(await style(page.locator('#app-button'))).toMatchObject({
    background: 'rgb(255, 105, 180)',
    border: 'dashed',
  });
});
