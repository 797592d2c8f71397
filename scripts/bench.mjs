// `npm run bench` (under tsx, to use the sandbox's own timing and benchmark calls): the call
// screens against a sandbox holding 1,000,000 calls. Builds the console if its build is older
// than its sources, starts the sandbox and the standalone host, then prints
//   - the sandbox's reset to the demo, which every end-to-end test starts from (target < 100 ms),
//   - the server's time for a page of calls, per kind of filter (median, p95; target p95 < 50 ms),
//   - in Chromium: navigation to the first rows of Recent calls, cold (BENCH_LOADS fresh browser
//     contexts, 5 by default; median and range; target < 1 s), the render of the
//     5,000-span trace from its answer (parse, tree and rows; target < 200 ms), the 3-hour
//     recording's waveform from the server's peaks (target < 1 s), the audio fetched before Play
//     (target 0 bytes), and after Play and after a seek the first range and the first sound.
//   BENCH_CALLS (1000000), BENCH_RUNS (40): the number of calls and of timed pages of each kind.
// The server's pages are timed by the sandbox's own timeServerPages.
// The functions given to page.evaluate run in the browser.
/* global window, document, MutationObserver, AudioBufferSourceNode, Element */
import { createSandbox, PAGE_TARGET_MS, timeServerPages } from '../packages/sandbox/src/index.ts';
import { BENCH_CALL_SIDS } from '../packages/sandbox/src/calls/call-generator.ts';
import { installPaintWatch } from './benchPaint.mjs';
import {
  buildIfNeeded,
  launchChromium,
  median,
  ms,
  range,
  signIn,
  startSandboxAndHost,
  stopAll,
  verdict,
} from './benchSupport.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const FIRST_ROWS_LOADS = Number(process.env.BENCH_LOADS ?? 5);
const RESETS = 7;
const RESET_TARGET_MS = 100;
const VIEWPORT = { viewport: { width: 1280, height: 800 } };
const kB = (bytes) => `${(bytes / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} kB`;
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

/** The reset every end-to-end test starts from: the demo rewritten, its recent calls included
 *  (an in-process sandbox of its own, so that the 1,000,000 calls stay). */
async function demoReset() {
  const sandbox = createSandbox({ seed: 'demo', control: true });
  const url = await sandbox.listen(0);
  const times = [];
  try {
    // Three unmeasured: a sandbox an end-to-end run resets has reset before (here the first
    // three took 150-420 ms, compiling the seed's code; the ones after 30-100 ms).
    for (let i = 0; i < 3; i++) await fetch(`${url}/_sandbox/reset`, { method: 'POST' });
    for (let i = 0; i < RESETS; i++) {
      const started = performance.now();
      const res = await fetch(`${url}/_sandbox/reset`, { method: 'POST' });
      if (res.status !== 204) throw new Error(`POST /_sandbox/reset answered ${res.status}`);
      times.push(performance.now() - started);
    }
  } finally {
    await sandbox.close();
  }
  console.log(
    `Sandbox: reset to the demo (${RESETS} times): median ${ms(median(times))} (${range(times)})  (${verdict(median(times), RESET_TARGET_MS)})`,
  );
}

async function main() {
  buildIfNeeded();
  await demoReset();
  await serverPages();
  console.log(`Starting the sandbox with ${CALLS.toLocaleString('en')} calls…`);
  const generating = performance.now();
  const { apiBase, host } = await startSandboxAndHost(
    ['--seed', 'demo', '--calls', String(CALLS)],
    15 * 60_000,
  );
  console.log(`  ready in ${((performance.now() - generating) / 1000).toFixed(1)} s`);
  const token = await signIn(apiBase, 'sp-admin', 'Demo-pass-1');
  const browser = await launchChromium();
  try {
    const firstRows = await measureFirstRows(browser, host, token);
    console.log(
      `\nBrowser: navigation to the first rows of Recent calls, cold (${firstRows.length} fresh browser contexts): median ${ms(median(firstRows))} (${range(firstRows)})  (${verdict(median(firstRows), 1000)})`,
    );
    const page = await browser.newPage(VIEWPORT);
    await page.addInitScript((jwt) => localStorage.setItem('console-kit:token', jwt), token);
    await page.addInitScript(instrumentPage);
    await page.goto(`${host}/internal/recent-calls`);
    await page.locator(ROWS).first().waitFor();
    const trace = await measureTrace(page, BENCH_CALL_SIDS.longTrace);
    console.log(
      `Browser: the trace of ${trace.spans}: drawn ${ms(trace.render)} after its answer was there  (${verdict(trace.render, 200)})`,
    );
    await page.reload();
    const traffic = await audioTraffic(page);
    const waveform = await measureWaveform(page, BENCH_CALL_SIDS.longRecording, traffic);
    console.log(
      `Browser: the 3-hour recording's waveform shows ${ms(waveform.drawn)} after opening the call  (${verdict(waveform.drawn, 1000)})`,
    );
    console.log(
      `Browser: audio fetched before Play: ${waveform.audioRequests} request(s), ${kB(waveform.audioBytes)} arrived  (${waveform.audioRequests === 0 ? 'ok' : 'OVER the 0 bytes target'})`,
    );
    const play = await measureSound(page, 'Play', traffic);
    console.log(
      `Browser: after Play, the first range in ${ms(play.firstRange)}, the first sound in ${ms(play.firstSound)}; ${kB(play.audioBytes)} of audio fetched by then (${play.audioRequests} requests)`,
    );
    const seek = await measureSound(page, 'Forward 15 seconds', traffic);
    console.log(
      `Browser: after a seek while playing, the range at the new position in ${ms(seek.firstRange)}, its sound in ${ms(seek.firstSound)}; ${kB(seek.audioBytes)} of audio fetched in all (${seek.audioRequests} requests)`,
    );
  } finally {
    await browser.close();
  }
}

const ROWS = 'table[aria-label="Recent calls"] tbody button[aria-expanded]';

/** From navigation to the first rows painted, cold: each load in a fresh browser context (nothing of
 *  the console cached, as a first visit has it). The page's clock starts at the navigation. */
async function measureFirstRows(browser, host, token) {
  const times = [];
  for (let load = 0; load < FIRST_ROWS_LOADS; load++) {
    const context = await browser.newContext(VIEWPORT);
    await context.addInitScript((jwt) => localStorage.setItem('console-kit:token', jwt), token);
    await context.addInitScript(installPaintWatch);
    await context.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        const row = document.querySelector(selector);
        if (!row) return;
        observer.disconnect();
        window.paintOf(row).then((painted) => (window.__firstRows = painted));
      }).observe(document, { subtree: true, childList: true });
    }, ROWS);
    const page = await context.newPage();
    await page.goto(`${host}/internal/recent-calls`);
    times.push(
      await page.waitForFunction(() => window.__firstRows).then((handle) => handle.jsonValue()),
    );
    await context.close();
  }
  return times;
}

/** Shows only the given call; gives its disclosure button. The page may still list the call
 *  found before (its filters are kept across a reload): the list that counts is the answer to
 *  this call's filter. */
async function find(page, sid) {
  const search = page.getByRole('searchbox');
  const date = page.getByRole('combobox', { name: 'Date', exact: true });
  if ((await search.inputValue()) !== sid || (await date.inputValue()) !== '30') {
    const listed = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/RecentCalls') && url.searchParams.get('filter') === sid;
    });
    await date.selectOption('30');
    await search.fill(sid);
    await listed;
  }
  await page.waitForFunction(
    () => document.querySelector('[data-testid="total"]')?.textContent === 'Total: 1 record(s)',
  );
  return page.locator(ROWS).first();
}

/** Runs in the page before its scripts: keeps every resource timing (the bytes of audio are
 *  counted from them), and notes on the page's clock when each piece of audio will sound (the
 *  player schedules Web Audio buffers) and when a button was pressed. */
function instrumentPage() {
  performance.setResourceTimingBufferSize(100_000);
  window.__sounds = [];
  window.__pressed = {};
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when = 0, ...rest) {
    const ahead = Math.max(0, when - this.context.currentTime);
    window.__sounds.push(performance.now() + ahead * 1000);
    return start.call(this, when, ...rest);
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('button');
      if (button) window.__pressed[button.textContent.trim()] = performance.now();
    },
    { capture: true },
  );
}

/** The Tracing tab of the call, with its trace's answer held until the tab is clicked (the
 *  recording player asks for the trace too, for its DTMF digits): from the answer to the rows
 *  drawn, so parsing the OTLP JSON, building the tree and drawing are all inside. */
async function measureTrace(page, sid) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/RecentCalls/trace/**', async (route) => {
    await held;
    await route.continue();
  });
  await (await find(page, sid)).click();
  const tab = page.getByRole('tab', { name: 'Tracing' });
  await tab.waitFor();
  const rendered = await watch(page, '[data-testid="trace"] li button');
  await tab.click();
  release();
  const { started, seen } = await rendered.done();
  await page.unroute('**/RecentCalls/trace/**');
  const answered = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .findLast((entry) => entry.name.includes('/RecentCalls/trace/'))?.responseEnd ?? 0,
  );
  const spans = await page.getByText(/^[\d,]+ spans over/).textContent();
  return { spans, render: seen - Math.max(started, answered) };
}

/** The recording's audio traffic (not its peaks) as the browser's network sees it. The bytes
 *  of an answer still arriving may show only when it ends: a request counts in any case. */
async function audioTraffic(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Bytes per audio request: as they arrive, then the total when the answer is complete.
  const audio = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (/\/record\/.*\/(wav|mp3)$/.test(new URL(request.url).pathname)) audio.set(requestId, 0);
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength, encodedDataLength }) => {
    if (audio.has(requestId)) {
      audio.set(requestId, audio.get(requestId) + Math.max(dataLength, encodedDataLength));
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (audio.has(requestId))
      audio.set(requestId, Math.max(audio.get(requestId), encodedDataLength));
  });
  const bytes = () => [...audio.values()].reduce((sum, count) => sum + count, 0);
  return { requests: () => audio.size, bytes };
}

/** From the click that opens the call to its waveform drawn; then the audio fetched in the
 *  next second (the player must wait for Play). */
async function measureWaveform(page, sid, traffic) {
  const toggle = await find(page, sid);
  const waveform = await watch(page, '[data-waveform="drawn"]');
  await toggle.click();
  const { started, seen } = await waveform.done();
  await page.waitForTimeout(1000);
  return { drawn: seen - started, audioBytes: traffic.bytes(), audioRequests: traffic.requests() };
}

/** Presses a player button: from the press to the first audio answer after it (resource
 *  timing) and to the first sound scheduled after it. */
async function measureSound(page, name, traffic) {
  const sounds = await page.evaluate(() => window.__sounds.length);
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForFunction((count) => window.__sounds.length > count, sounds, {
    timeout: 30_000,
  });
  const { pressed, sound, answered } = await page.evaluate(
    ([label, count]) => {
      const at = window.__pressed[label];
      const audio = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.startTime >= at && /\/record\/.*\/(wav|mp3)$/.test(new URL(entry.name).pathname),
        );
      return {
        pressed: at,
        sound: window.__sounds[count],
        answered: Math.min(...audio.map((entry) => entry.responseEnd)),
      };
    },
    [name, sounds],
  );
  return {
    firstRange: answered - pressed,
    firstSound: sound - pressed,
    audioBytes: traffic.bytes(),
    audioRequests: traffic.requests(),
  };
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
