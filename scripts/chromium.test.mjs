import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

describe('the Chromium of the tests and benchmarks', () => {
  let browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  });
  afterAll(() => browser?.close());

  it('loads no page of its own for a new browser context, only the page under test', async () => {
    const cdp = await browser.newBrowserCDPSession();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('about:blank');
      // The address bar's pages came within half a second of a new context where they were on.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual([
        'page about:blank',
      ]);
    } finally {
      await context.close();
    }
  }, 30_000);
});
