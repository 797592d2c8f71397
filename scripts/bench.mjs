// `npm run bench` (under tsx, to use the sandbox's own timing and benchmark calls): the call
// screens against a sandbox holding 1,000,000 calls. Builds the console if its build is older
// than its sources, starts the sandbox and the standalone host, then prints
//   - the server's time for a page of calls, per kind of filter (median, p95; target p95 < 50 ms),
//   - in Chromium: navigation to the first rows of Recent calls (target < 1 s), the render of the
//     5,000-span trace (target < 200 ms) and the 3-hour recording's waveform (target < 1 s).
//   BENCH_CALLS (1000000), BENCH_RUNS (40): the number of calls and of timed pages of each kind.
// The server's pages are timed by the sandbox's own timeServerPages.
// The functions given to page.evaluate run in the browser.
/* global window, document, MutationObserver */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PAGE_TARGET_MS, timeServerPages } from '../packages/sandbox/src/index.ts';
import { BENCH_CALL_SIDS } from '../packages/sandbox/src/calls/call-generator.ts';
import { findChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CALLS = Number(process.env.BENCH_CALLS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const USER = { username: 'sp-admin', password: 'Demo-pass-1' };
const children = [];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function buildIfNeeded() {
  const built = (() => {
    try {
      return statSync(join(root, 'examples/standalone/dist/index.html')).mtimeMs;
    } catch {
      return 0;
    }
  })();
  if (built > newest(join(root, 'packages/console-kit/src'))) return;
  console.log('Building the console…');
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function start(args, name, timeoutMs) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${output}`)),
      timeoutMs,
    );
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/[^\s)]+)/i.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (value, target) => (value < target ? 'ok' : `OVER the ${target} ms target`);
async function api(apiBase, path, token, init = {}) {
  const response = await fetch(`${apiBase}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Starts watching the page for a selector; `done` gives the page's clock (performance.now())
 *  when it appeared and when the watch started. */
async function watch(page, selector) {
  await page.evaluate((wanted) => {
    const started = performance.now();
    window.__bench = new Promise((resolve) => {
      const check = () => {
        if (!document.querySelector(wanted)) return false;
        resolve({ started, seen: performance.now() });
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
  }, selector);
  return { done: () => page.evaluate(() => window.__bench) };
}

/** The sandbox's own timing of server pages (an in-process sandbox with as many calls). */
async function serverPages() {
  console.log(`Timing server pages at ${CALLS.toLocaleString('en')} calls…`);
  const report = await timeServerPages({ calls: CALLS, samples: RUNS });
  for (const timing of report.timings) {
    console.log(
      `  ${timing.name.padEnd(50)} p50 ${ms(timing.p50).padStart(9)}  p95 ${ms(timing.p95).padStart(9)}  (total ${timing.total.toLocaleString('en')})`,
    );
  }
  console.log(`\nServer: pages of calls by kind of filter (target: p95 < ${PAGE_TARGET_MS} ms)`);
  for (const kind of report.kinds) {
    console.log(
      `  ${kind.kind.padEnd(18)} median ${ms(kind.p50).padStart(9)}  p95 ${ms(kind.p95).padStart(9)}  (${verdict(kind.p95, PAGE_TARGET_MS)})`,
    );
  }
}

async function main() {
  buildIfNeeded();
  await serverPages();
  console.log(`Starting the sandbox with ${CALLS.toLocaleString('en')} calls…`);
  const generating = performance.now();
  const sandbox = await start(
    [
      '--import',
      'tsx',
      'packages/sandbox/src/cli.ts',
      '--port',
      '0',
      '--memory',
      '--seed',
      'demo',
      '--calls',
      String(CALLS),
    ],
    'The sandbox',
    15 * 60_000,
  );
  console.log(`  ready in ${((performance.now() - generating) / 1000).toFixed(1)} s`);
  const apiBase = `${sandbox}/api/v1`;
  const host = await start(
    [
      'examples/standalone/server/serve.mjs',
      '--port',
      '0',
      '--dist',
      'examples/standalone/dist',
      '--api-target',
      apiBase,
    ],
    'The console host',
    30_000,
  );

  const { token } = await api(apiBase, '/login', null, {
    method: 'POST',
    body: JSON.stringify(USER),
  });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript((jwt) => localStorage.setItem('console-kit:token', jwt), token);
    const firstRows = await measureFirstRows(page, host);
    console.log(
      `\nBrowser: navigation to the first rows of Recent calls: ${ms(firstRows)}  (${verdict(firstRows, 1000)})`,
    );
    const trace = await measureTrace(page, BENCH_CALL_SIDS.longTrace);
    console.log(
      `Browser: the trace of ${trace.spans}: drawn ${ms(trace.render)} after its answer was there  (${verdict(trace.render, 200)})`,
    );
    await page.reload();
    const waveform = await measureWaveform(page, BENCH_CALL_SIDS.longRecording);
    console.log(
      `Browser: the 3-hour recording's waveform shows ${ms(waveform)} after opening the call  (${verdict(waveform, 1000)})`,
    );
  } finally {
    await browser.close();
  }
}

const ROWS = 'table[aria-label="Recent calls"] tbody button[aria-expanded]';

/** From navigation to the first rows, with the console's code in the browser's cache (as a
 *  returning user has it). */
async function measureFirstRows(page, host) {
  await page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      window.__firstRows = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  }, ROWS);
  await page.goto(`${host}/internal/recent-calls`);
  await page.locator(ROWS).first().waitFor();
  await page.goto(`${host}/internal/recent-calls`);
  // The page's clock starts at the navigation.
  return page.waitForFunction(() => window.__firstRows).then((handle) => handle.jsonValue());
}

/** Shows only the given call; gives its disclosure button. */
async function find(page, sid) {
  await page.getByRole('combobox', { name: 'Date', exact: true }).selectOption('30');
  await page.getByRole('searchbox').fill(sid);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="total"]')?.textContent === 'Total: 1 record(s)',
  );
  return page.locator(ROWS).first();
}

/** The Tracing tab of the call: from the click (or from the trace's answer, if it came later) to
 *  its rows drawn. Parsing the OTLP JSON, building the tree and drawing are all inside. */
async function measureTrace(page, sid) {
  await (await find(page, sid)).click();
  const tab = page.getByRole('tab', { name: 'Tracing' });
  await tab.waitFor();
  const rendered = await watch(page, '[data-testid="trace"] li button');
  await tab.click();
  const { started, seen } = await rendered.done();
  const answered = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .findLast((entry) => entry.name.includes('/RecentCalls/trace/'))?.responseEnd ?? 0,
  );
  const spans = await page.getByText(/^\d+ spans over/).textContent();
  return { spans, render: seen - Math.max(started, answered) };
}

/** From the click that opens the call to its waveform drawn. */
async function measureWaveform(page, sid) {
  const toggle = await find(page, sid);
  const waveform = await watch(page, '[data-waveform="drawn"]');
  await toggle.click();
  const { started, seen } = await waveform.done();
  return seen - started;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
