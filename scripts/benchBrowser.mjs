// The benchmarks' browser: Chromium driven over the DevTools protocol on a pipe, with only what a
// page load needs of it (no domain that reports each request). A test driver such as Playwright
// follows every request and response of a page (events the browser serializes and the driver
// parses, in this same process, on the 2 cores the page has), more of it the more a page loads;
// a user's browser does none of that. Its calls follow Playwright's: browser.newContext(),
// context.addInitScript(), context.newPage(), page.goto(), page.evaluate(), context.close().
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

/** A function and its argument as the text of a call, to run in the page. */
const callOf = (fn, arg) => `(${fn})(${arg === undefined ? '' : JSON.stringify(arg)})`;

/** Sends commands on the pipe and routes answers and events, by session. */
function connection(input, output) {
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  let buffered = '';
  output.setEncoding('utf8');
  output.on('data', (text) => {
    const parts = (buffered + text).split('\0');
    buffered = parts.pop();
    for (const part of parts) {
      const message = JSON.parse(part);
      const waiting = pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener(message);
      }
    }
  });
  output.once('close', () => {
    for (const waiting of pending.values()) waiting.reject(new Error('The browser has closed.'));
  });
  return {
    send(method, params = {}, sessionId) {
      const id = nextId++;
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, method }));
    },
    /** Resolves with the first event of this name in this session that `matches`. */
    next(method, sessionId, matches = () => true) {
      return new Promise((resolve) => {
        const listener = (message) => {
          if (message.method !== method || message.sessionId !== sessionId) return;
          if (!matches(message.params)) return;
          listeners.delete(listener);
          resolve(message.params);
        };
        listeners.add(listener);
      });
    },
  };
}

function page(cdp, sessionId) {
  return {
    /** Navigates and resolves once the page's load event has fired (rejects after 30 s). */
    async goto(url) {
      const loaded = cdp.next('Page.loadEventFired', sessionId);
      const { errorText } = await cdp.send('Page.navigate', { url }, sessionId);
      if (errorText) throw new Error(`${url}: ${errorText}`);
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${url}: not loaded in 30 s`)), 30_000);
      });
      await Promise.race([loaded, late]).finally(() => clearTimeout(timer));
    },
    /** Runs `fn(arg)` in the page; resolves to its result (awaited, as JSON). */
    async evaluate(fn, arg) {
      const { result, exceptionDetails } = await cdp.send(
        'Runtime.evaluate',
        { expression: callOf(fn, arg), awaitPromise: true, returnByValue: true },
        sessionId,
      );
      if (exceptionDetails) {
        throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      }
      return result.value;
    },
  };
}

function context(cdp, browserContextId, viewport) {
  const initScripts = [];
  return {
    async addInitScript(fn, arg) {
      initScripts.push(callOf(fn, arg));
    },
    async newPage() {
      const { targetId } = await cdp.send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
      await cdp.send('Page.enable', {}, sessionId);
      if (viewport) {
        await cdp.send(
          'Emulation.setDeviceMetricsOverride',
          { ...viewport, deviceScaleFactor: 1, mobile: false },
          sessionId,
        );
      }
      for (const source of initScripts) {
        await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId);
      }
      return page(cdp, sessionId);
    },
    async close() {
      await cdp.send('Target.disposeBrowserContext', { browserContextId });
    },
  };
}

/** Starts the tests' Chromium (CHROMIUM_ARGS) with its DevTools protocol on a pipe. */
export async function launchQuietChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    findChromium(),
    [...CHROMIUM_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const cdp = connection(child.stdio[3], child.stdio[4]);
  await cdp.send('Browser.getVersion');
  return {
    async newContext({ viewport } = {}) {
      const { browserContextId } = await cdp.send('Target.createBrowserContext', {
        disposeOnDetach: true,
      });
      return context(cdp, browserContextId, viewport);
    },
    async close() {
      await cdp.send('Browser.close').catch(() => {});
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
