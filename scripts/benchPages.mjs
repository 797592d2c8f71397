// `npm run bench:pages`: the list pages at real scale. Starts the sandbox seeded with
// `--seed anchor` (2,000 accounts, 200 applications, 10,000 numbers, 100,000 calls; unpaged
// lists as large as a real server's) and the built standalone host, then in Chromium loads each
// list page five times cold (a fresh browser context: no cache, no code; after one load not
// measured, so that the servers have served the page before) and five times warm (from
// another page of the console, by its navigation link), and prints per page the median and range
// of the time to the first row painted, the JavaScript fetched (gzip bytes of the built files,
// requests) and the API's answers before the first row (bytes on the wire, requests), each against
// issue 15's targets. The figures go to test-results/bench-pages.json.
//   BENCH_LOADS (5): loads of each kind per page.
//   BENCH_PAGES: only these pages, by heading, comma-separated ('Accounts,Carriers'): more loads
//   of the pages a change is about in the same time.
//   Each page is also loaded beside a page of no framework making the Phone numbers page's request
//   (scripts/benchFloor.mjs), loads alternated: the machine's floor at that moment, and the
//   console's time over it (this machine's speed drifts within minutes: the floor took 100-120
//   ms in one run and 150-185 in another the same day, the pages' times moving with it).
//   On Linux, also the processor time of each cold load (every process of the browser and the
//   servers, by kind; scripts/benchCpu.mjs), the other build's and the floor's beside it.
//   BENCH_API_DELAY_MS (0): each API answer that much later, as from a server a round trip away
//   (the sandbox runs on the benchmark's own machine; scripts/apiDelay.mjs).
//   --against DIST: also loads each page cold from another build (a second host on the same
//   sandbox), alternating with this build's loads, so that a change is judged against the same
//   moments of the machine (two separate runs differ by more than most changes do).
// Chromium is driven over its DevTools protocol with only what a load needs (benchBrowser.mjs).
// The functions given to page.evaluate and addInitScript run in the browser.
/* global window, document, MutationObserver */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  buildIfNeeded,
  median,
  ms,
  pairedComparison,
  range,
  signedMs,
  root,
  signIn,
  startHost,
  startSandboxAndHost,
  stopAll,
} from './benchSupport.mjs';
import { launchQuietChromium } from './benchBrowser.mjs';
import { FLOOR_PAGE, writeFloorDist } from './benchFloor.mjs';
import { installPaintWatch } from './benchPaint.mjs';
import { cpuLine, cpuWatch } from './benchCpu.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const againstAt = process.argv.indexOf('--against');
const AGAINST = againstAt > 0 ? process.argv[againstAt + 1] : null;
const FIRST_ROW_TIMEOUT_MS = 20_000;
const TARGETS = { coldMs: 300, warmMs: 100, apiBytes: 100 * 1024, jsRequests: 15 };
const PAGES = [
  { path: '/internal/accounts', link: 'Accounts', heading: 'Accounts', accountsList: true },
  { path: '/internal/phone-numbers', link: 'Phone Numbers', heading: 'Phone numbers' },
  { path: '/internal/applications', link: 'Applications', heading: 'Applications' },
  { path: '/internal/recent-calls', link: 'Recent calls', heading: 'Recent calls' },
  { path: '/internal/alerts', link: 'Alerts', heading: 'Alerts' },
  { path: '/internal/carriers', link: 'Carriers', heading: 'Carriers' },
  { path: '/internal/clients', link: 'Clients', heading: 'SIP clients' },
];
// The page a warm load starts from (its own rows already painted).
const FROM = PAGES[3];
const ONLY = process.env.BENCH_PAGES?.split(',').map((heading) => heading.trim());
const MEASURED = ONLY ? PAGES.filter((page) => ONLY.includes(page.heading)) : PAGES;
if (MEASURED.length === 0) {
  console.error(`BENCH_PAGES names none of: ${PAGES.map((page) => page.heading).join(', ')}`);
  process.exit(2);
}

/** In the page, from its first script on: `window.firstRow(heading)` resolves to the page's clock
 *  when a row of data (or the list's empty state) under that heading is painted (by
 *  `window.paintOf`, ./benchPaint.mjs); `window.coldFirstRow` is the first one, of the page
 *  navigated to. */
function installFirstRowWatch(coldHeading) {
  window.firstRow = (heading) =>
    new Promise((resolve) => {
      const shown = () => {
        const title = document.querySelector('h1')?.textContent?.trim();
        if (title !== heading) return null;
        const cell = document.querySelector(
          'table:not([aria-busy="true"]) > tbody > tr:not([aria-hidden]) > td',
        );
        if (cell?.textContent?.trim()) return cell;
        // A list may be empty (a remembered account may have no applications).
        return document.querySelector('table:not([aria-busy="true"]) + [role="status"]');
      };
      const observer = new MutationObserver(() => {
        const row = shown();
        if (!row) return;
        observer.disconnect();
        resolve(window.paintOf(row));
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
  window.coldFirstRow = window.firstRow(coldHeading);
}

/** The page's requests since `since` (its clock) until `until`: scripts and API answers. */
function requestsBetween({ since, until }) {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since && entry.responseEnd <= until)
    .map((entry) => ({
      url: entry.name,
      bytes: entry.encodedBodySize,
      fromCache: entry.transferSize === 0,
    }));
}

function figuresOf(requests, distFile) {
  const scripts = requests.filter((r) => new URL(r.url).pathname.endsWith('.js') && !r.fromCache);
  const api = requests.filter((r) => new URL(r.url).pathname.includes('/api/v1/'));
  return {
    jsRequests: scripts.length,
    jsGzip: scripts.reduce((sum, r) => sum + distFile(new URL(r.url).pathname), 0),
    apiRequests: api.length,
    apiBytes: api.reduce((sum, r) => sum + r.bytes, 0),
  };
}

async function coldLoad(browser, host, token, page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((jwt) => localStorage.setItem('console-kit:token', jwt), token);
  await context.addInitScript(installPaintWatch);
  await context.addInitScript(installFirstRowWatch, page.heading);
  const tab = await context.newPage();
  const watch = cpuWatch();
  await tab.goto(`${host}${page.path}`);
  const firstRow = await tab.evaluate(
    (timeoutMs) =>
      Promise.race([
        window.coldFirstRow,
        new Promise((resolve) => setTimeout(() => resolve(null), timeoutMs)),
      ]),
    FIRST_ROW_TIMEOUT_MS,
  );
  const cpu = watch?.stop() ?? null;
  if (firstRow === null) {
    throw new Error(`${page.heading}: no row painted in ${FIRST_ROW_TIMEOUT_MS / 1000} s`);
  }
  const requests = await tab.evaluate(requestsBetween, { since: 0, until: firstRow });
  return { context, tab, firstRow, requests, cpu };
}

async function warmLoad(tab, page) {
  return tab.evaluate(
    async ({ heading, link }) => {
      const painted = window.firstRow(heading);
      const anchor = [...document.querySelectorAll('nav a')].find(
        (a) => a.textContent?.trim() === link,
      );
      const since = performance.now();
      anchor.click();
      const firstRow = await painted;
      return { since, firstRow };
    },
    { heading: page.heading, link: page.link },
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? 'ok' : 'OVER');

/** The machine's 1-minute load average: times measured on a busy machine are longer. */
const machineLoad = () => Number(loadavg()[0].toFixed(1));

async function main() {
  buildIfNeeded();
  const loadBefore = machineLoad();
  console.log('Starting the sandbox (--seed anchor) and the host…');
  const { apiBase, host } = await startSandboxAndHost(['--seed', 'anchor'], 120_000);
  const otherHost = AGAINST && (await startHost(AGAINST, apiBase));
  const floorHost = await startHost(writeFloorDist(), apiBase);
  const token = await signIn(apiBase, 'sp-admin', 'Demo-pass-1');
  const dist = join(root, 'examples/standalone/dist');
  const gzipOf = new Map();
  const distFile = (pathname) => {
    if (!gzipOf.has(pathname)) {
      gzipOf.set(pathname, gzipSync(readFileSync(join(dist, pathname)), { level: 9 }).length);
    }
    return gzipOf.get(pathname);
  };
  // Driven without a test driver's following of every request (./benchBrowser.mjs): on this
  // 2-core machine Playwright's own work made each cold load 35-90 ms longer, the more so the more
  // the page loads (9 loads alternated on 2026-11-27: Phone numbers 369 ms under Playwright, 300
  // without; the floor page 174 and 150), time no user's browser spends.
  const browser = await launchQuietChromium();
  const results = [];
  try {
    for (const page of MEASURED) {
      const cold = [];
      const warm = [];
      const against = [];
      const againstCpu = [];
      const floor = [];
      const floorCpu = [];
      // Cold loads alternated with this build's: another build's (--against), and the machine's
      // floor (the Phone numbers page's request without the console).
      const companions = [
        ...(otherHost ? [{ host: otherHost, page, into: against, cpu: againstCpu }] : []),
        { host: floorHost, page: FLOOR_PAGE, into: floor, cpu: floorCpu },
      ];
      const loadCompanions = async () => {
        for (const companion of companions) {
          const load = await coldLoad(browser, companion.host, token, companion.page);
          companion.into.push(load.firstRow);
          if (load.cpu) companion.cpu?.push(load.cpu);
          await load.context.close();
        }
      };
      // One load first, not measured: the host and the sandbox serve the page as running servers
      // do, having served it before. A page's first load was often its slowest (4 of 7 pages on
      // 2026-11-27, Accounts 131 ms over its median), and not once the servers alone had served
      // the page (from Node). Every measured load still starts in a fresh browser context.
      await (await coldLoad(browser, host, token, page)).context.close();
      for (let i = 0; i < LOADS; i++) {
        // The companions' loads go first on every other round.
        if (i % 2) await loadCompanions();
        const load = await coldLoad(browser, host, token, page);
        cold.push({
          ms: load.firstRow,
          ...figuresOf(load.requests, distFile),
          ...(load.cpu && { cpu: load.cpu }),
        });
        // Warm: to another page of the console, then back by the navigation.
        const other = page === FROM ? PAGES[1] : FROM;
        await warmLoad(load.tab, other);
        const back = await warmLoad(load.tab, page);
        const requests = await load.tab.evaluate(requestsBetween, {
          since: back.since,
          until: back.firstRow,
        });
        warm.push({ ms: back.firstRow - back.since, ...figuresOf(requests, distFile) });
        await load.context.close();
        if (!(i % 2)) await loadCompanions();
      }
      results.push({
        page: page.heading,
        accountsList: Boolean(page.accountsList),
        cold,
        warm,
        ...(otherHost && { against }),
        ...(againstCpu.length > 0 && { againstCpu }),
        floor,
        ...(floorCpu.length > 0 && { floorCpu }),
      });
      report(results.at(-1));
    }
  } finally {
    await browser.close();
  }
  summarize(results);
  const machine = { cores: availableParallelism(), loadBefore, loadAfter: machineLoad() };
  // The benchmark's own browser and servers raise the load while it runs: only the load before
  // it started tells of other work.
  console.log(
    `\nMachine load (1-minute average) ${machine.loadBefore} before, ${machine.loadAfter} after, on ${machine.cores} cores` +
      (machine.loadBefore >= machine.cores / 2
        ? ': the machine was busy with other work before the run, so cold times are longer than on an idle one.'
        : '.'),
  );
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const file = join(root, 'test-results/bench-pages.json');
  writeFileSync(
    file,
    JSON.stringify({ TARGETS, loads: LOADS, machine, against: AGAINST, results }, null, 2),
  );
  console.log(`\nThe figures are in ${file}.`);
}

/** Every page's cold first row in one table, each beside the floor of its own moments. */
function summarize(results) {
  console.log(`\nCold first row (median), and the machine's floor loaded between its loads:`);
  for (const { page, cold, floor } of results) {
    const coldMs = median(cold.map((c) => c.ms));
    const floorMs = median(floor);
    console.log(
      `  ${page.padEnd(14)} ${ms(coldMs).padStart(9)}  ${mark(coldMs <= TARGETS.coldMs).padEnd(4)}  floor ${ms(floorMs).padStart(9)}  the console over it ${signedMs(coldMs - floorMs)}`,
    );
  }
}

function report({ page, accountsList, cold, warm, against, againstCpu, floor, floorCpu }) {
  const coldMs = median(cold.map((c) => c.ms));
  const warmMs = median(warm.map((w) => w.ms));
  const first = cold[0];
  const apiOk = accountsList || first.apiBytes <= TARGETS.apiBytes;
  console.log(`\n${page}`);
  console.log(
    `  first row cold: median ${ms(coldMs)} (${range(cold.map((c) => c.ms))})  target ${TARGETS.coldMs} ms: ${mark(coldMs <= TARGETS.coldMs)}`,
  );
  if (against) {
    const rounds = pairedComparison(
      cold.map((c) => c.ms),
      against,
    );
    console.log(
      `    the other build (--against), loads alternated: median ${ms(median(against))} (${range(against)}); this build ${signedMs(coldMs - median(against))}; round by round ${signedMs(rounds.median)}, sooner in ${rounds.sooner} of ${rounds.rounds} rounds`,
    );
  }
  console.log(
    `    the machine's floor (no framework: one small script, the Phone numbers page's request, 25 rows), loads alternated: median ${ms(median(floor))} (${range(floor)}); the console over it: ${signedMs(coldMs - median(floor))}`,
  );
  if (cold.every((c) => c.cpu)) {
    console.log(
      `  processor time of a cold load (every process, to the first row): median ${cpuLine(cold.map((c) => c.cpu))}`,
    );
    if (againstCpu?.length) console.log(`    the other build's: ${cpuLine(againstCpu)}`);
    if (floorCpu?.length) console.log(`    the floor's: ${cpuLine(floorCpu)}`);
  }
  console.log(
    `  first row warm: median ${ms(warmMs)} (${range(warm.map((w) => w.ms))})  target ${TARGETS.warmMs} ms: ${mark(warmMs <= TARGETS.warmMs)}`,
  );
  console.log(
    `  JavaScript cold: ${kb(first.jsGzip)} gzip in ${first.jsRequests} requests  target ≤ ${TARGETS.jsRequests} requests: ${mark(first.jsRequests <= TARGETS.jsRequests)}`,
  );
  console.log(
    `  API before the first row: ${kb(first.apiBytes)} in ${first.apiRequests} requests${accountsList ? '  (the accounts list itself)' : `  target ≤ ${kb(TARGETS.apiBytes)}: ${mark(apiOk)}`}`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
