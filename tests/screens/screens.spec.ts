import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { repoRoot } from '../support/processes.ts';
import { axeCheck, clippedCheck, rowsCheck, widthCheck, type Finding } from './checks.ts';
import { ADMIN_PASSWORD } from './seedLists.ts';
import { expect, test, type Hosts, type Look } from './stack.ts';
import { consoleVisits, hostedVisits, publicVisits, type Visit } from './visits.ts';

// The screenshot pass of issue 16: every page at 1280x800 (light, dark) and 390x844, saved under
// test-results/screens/, with its checks. Run with `npm run screens` (never part of `npm test`).

export const SCREENS = join(repoRoot, 'test-results/screens');
/** SCREENS_AXE=off: a quicker pass, for the pictures only (axe takes most of its time). */
const AXE = process.env.SCREENS_AXE !== 'off';

const SIZES = [
  { name: 'desktop-light', look: 'light', width: 1280, height: 800 },
  { name: 'desktop-dark', look: 'dark', width: 1280, height: 800 },
  { name: 'phone', look: 'light', width: 390, height: 844 },
] as const;
type Size = (typeof SIZES)[number];

interface Scope {
  name: string;
  hosted: boolean;
  /** [username, password], or none: the pages before a sign-in. */
  user?: [string, string];
  visits: Visit[];
}

const SCOPES: Scope[] = [
  { name: 'public', hosted: false, visits: publicVisits(false) },
  { name: 'admin', hosted: false, user: ['admin', ADMIN_PASSWORD], visits: consoleVisits('admin') },
  { name: 'sp', hosted: false, user: ['sp-admin', DEMO_PASSWORD], visits: consoleVisits('sp') },
  {
    name: 'account',
    hosted: false,
    user: ['acct-admin', DEMO_PASSWORD],
    visits: consoleVisits('account'),
  },
  { name: 'hosted-public', hosted: true, visits: publicVisits(true) },
  {
    name: 'hosted-trial',
    hosted: true,
    user: ['hedy@lamarr.example', DEMO_PASSWORD],
    visits: hostedVisits('trial'),
  },
  {
    name: 'hosted-paid',
    hosted: true,
    user: ['grace@hopper.example', DEMO_PASSWORD],
    visits: hostedVisits('paid'),
  },
];

/** Until the page has drawn what it read: a heading, nothing busy, the network quiet. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // Fonts and the last layout.
  await page.evaluate(() => document.fonts.ready);
}

async function signIn(page: Page, base: string, [username, password]: [string, string]) {
  await page.goto(base);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/internal\//);
}

/** Whether the page went where the visit asked: a list the user may not see sends them
 *  elsewhere, with nothing of that list to count or open. */
const shown = (page: Page, visit: Visit) =>
  !visit.path || new URL(page.url()).pathname === visit.path;

/** Where a list's first record is edited, if its first row links there. */
const firstEdit = (page: Page) =>
  page
    .locator('main tbody tr a[href$="/edit"]')
    .first()
    .getAttribute('href', { timeout: 1_000 })
    .catch(() => null);

function record(scope: string, size: Size, page: string, findings: Finding[]) {
  const line = { scope, size: size.name, page, findings };
  appendFileSync(join(SCREENS, 'findings.jsonl'), `${JSON.stringify(line)}\n`);
  for (const finding of findings) {
    expect.soft(finding.ok, `${scope} ${size.name} ${page}: ${finding.detail}`).toBe(true);
  }
}

async function look(page: Page, scope: string, size: Size, visit: Visit) {
  await settle(page);
  // What the window shows (the action bar of a long form at its foot), and a long page whole.
  const file = join(SCREENS, size.name, `${scope}-${visit.name}`);
  await page.screenshot({ path: `${file}.png` });
  const tall = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight);
  if (tall) await page.screenshot({ path: `${file}-whole.png`, fullPage: true });
  const findings: Finding[] = [];
  if (visit.list && shown(page, visit) && size.width > 640) findings.push(await rowsCheck(page));
  if (size.width < 640) findings.push(await widthCheck(page));
  findings.push(await clippedCheck(page));
  if (AXE) findings.push(await axeCheck(page));
  record(scope, size, visit.name, findings);
}

async function pass(page: Page, hosts: Hosts, scope: Scope, size: Size) {
  const base = (scope.hosted ? hosts.hosted : hosts.console)[size.look as Look];
  await page.setViewportSize({ width: size.width, height: size.height });
  if (scope.user) await signIn(page, base, scope.user);
  for (const visit of scope.visits) {
    await test.step(visit.name, async () => {
      try {
        if (visit.path) await page.goto(new URL(visit.path, base).href);
        else await visit.go!(page);
        await look(page, scope.name, size, visit);
        const edit = visit.list && shown(page, visit) ? await firstEdit(page) : null;
        if (!edit) return;
        await page.goto(new URL(edit, base).href);
        await look(page, scope.name, size, { name: `${visit.name}-edit` });
        // Back to the list, for what the next visit opens from it.
        await page.goBack();
      } catch (error) {
        // A page that cannot be reached is a broken check; the pass goes on to the next.
        const detail = String((error as Error).message).split('\n')[0]!;
        record(scope.name, size, visit.name, [{ check: 'visit', ok: false, detail }]);
      }
    });
  }
}

test.beforeAll(() => mkdirSync(SCREENS, { recursive: true }));

for (const scope of SCOPES) {
  for (const size of SIZES) {
    test(`${scope.name} at ${size.name}`, async ({ page, hosts }) => {
      test.setTimeout(600_000);
      await pass(page, hosts, scope, size);
    });
  }
}
