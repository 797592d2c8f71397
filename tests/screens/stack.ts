import { readFileSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { startHost, startSandbox, type Running } from '../support/processes.ts';
import { VOICE_CLOUD_SID } from '../support/hosted.ts';
import { PUBLISHABLE_KEY } from '../support/billing.ts';
import { seedLists } from './seedLists.ts';

// One sandbox for the whole pass (not reset between pages: the pass only looks), and a host per
// look: the console in light and dark, and the hosted console (billing with the fake Stripe.js).

export type Look = 'light' | 'dark';

export interface Hosts {
  sandboxUrl: string;
  console: Record<Look, string>;
  hosted: Record<Look, string>;
}

/** Calls enough for a full screen of Recent calls on the busiest accounts (alerts fill theirs at
 *  any number of calls: the demo seed writes at least 160). */
const CALLS = '1500';
const FAKE_STRIPE = readFileSync(new URL('../support/fake-stripe.js', import.meta.url), 'utf8');

function hostedArgs(sandboxUrl: string, look: Look) {
  return [
    '--theme',
    look,
    '--hosted',
    JSON.stringify({ serviceProviderSid: VOICE_CLOUD_SID }),
    '--payments',
    JSON.stringify({ publishableKey: PUBLISHABLE_KEY }),
    '--connect-src',
    sandboxUrl,
  ];
}

export const test = base.extend<{ fakeStripe: void }, { hosts: Hosts }>({
  hosts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const running: Running[] = [];
      const start = async (promise: Promise<Running>) => {
        const process = await promise;
        running.push(process);
        return process.url;
      };
      try {
        const sandboxUrl = await start(startSandbox(['--calls', CALLS]));
        const api = `${sandboxUrl}/api/v1`;
        const features = 'forgotPassword=true';
        const hosted = 'hostedSystem=true,forgotPassword=true';
        const hosts: Hosts = {
          sandboxUrl,
          console: {
            light: await start(startHost('examples/standalone/dist', api, features)),
            dark: await start(
              startHost('examples/standalone/dist', api, features, ['--theme', 'dark']),
            ),
          },
          hosted: {
            light: await start(
              startHost('examples/standalone/dist', api, hosted, hostedArgs(sandboxUrl, 'light')),
            ),
            dark: await start(
              startHost('examples/standalone/dist', api, hosted, hostedArgs(sandboxUrl, 'dark')),
            ),
          },
        };
        await seedLists(api, sandboxUrl);
        await use(hosts);
      } finally {
        await Promise.all(running.map((process) => process.stop()));
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // The billing pages load Stripe.js: the fake one answers, against the sandbox's stand-in.
  fakeStripe: [
    async ({ page, hosts }, use) => {
      await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: FAKE_STRIPE.replaceAll('__PAYMENTS_BASE__', hosts.sandboxUrl),
        }),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
