/* global window, document */
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchQuietChromium } from './benchBrowser.mjs';

// A page that says what it saw at its start, and keeps a visit count in its storage.
const PAGE = `<!doctype html><title>t</title><script>
  window.sawAtStart = window.given ?? null;
  localStorage.setItem('visits', String(Number(localStorage.getItem('visits') ?? 0) + 1));
</script><h1>Here</h1>`;

describe("the benchmarks' browser", () => {
  let browser;
  let server;
  let url;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${server.address().port}/`;
    browser = await launchQuietChromium();
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('loads a page with its init scripts and viewport, and evaluates in it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript((value) => {
        window.given = value;
      }, 'from the init script');
      const page = await context.newPage();
      await page.goto(url);
      expect(
        await page.evaluate(() => ({
          heading: document.querySelector('h1')?.textContent,
          sawAtStart: window.sawAtStart,
          width: window.innerWidth,
          height: window.innerHeight,
        })),
      ).toEqual({ heading: 'Here', sawAtStart: 'from the init script', width: 1280, height: 800 });
      // A promise is awaited; an argument is passed.
      expect(await page.evaluate((n) => Promise.resolve(n * 2), 21)).toBe(42);
      await expect(page.evaluate(() => Promise.reject(new Error('no such row')))).rejects.toThrow(
        'no such row',
      );
    } finally {
      await context.close();
    }
  }, 30_000);

  it('says so when a page cannot be loaded', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // A port nothing listens on (one taken and freed at once).
      const closed = createServer();
      await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = closed.address().port;
      await new Promise((resolve) => closed.close(resolve));
      await expect(page.goto(`http://127.0.0.1:${port}/`)).rejects.toThrow(
        /ERR_CONNECTION_REFUSED/,
      );
    } finally {
      await context.close();
    }
  }, 30_000);

  it('starts each context with nothing stored: a cold load', async () => {
    const visits = [];
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      visits.push(await page.evaluate(() => localStorage.getItem('visits')));
      await context.close();
    }
    expect(visits).toEqual(['1', '1']);
  }, 30_000);
});
