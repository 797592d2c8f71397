import { test as base } from './fixtures.ts';
import { startHost } from './processes.ts';

/** Every feature flag switched from the state the other specs run in: the flags on by default
 *  turned off, and forgot-password (on in the other specs' host) left at its default, off. */
export const FLAGS_SWITCHED = [
  'customSpeech=false',
  'forgotPassword=false',
  'leastCostRouting=false',
  'tracing=false',
  'callRecording=false',
  'additionalSpeechVendors=false',
  'accountLimitsAllLevels=false',
  'defaultTrunkRouting=false',
  'callLogViewing=false',
].join(',');

/** The standalone host with every flag switched (hosted mode has its own host and specs). */
export const testFlagsSwitched = base.extend<object, { switchedUrl: string }>({
  switchedUrl: [
    async ({ stack }, use) => {
      const host = await startHost(
        'examples/standalone/dist',
        stack.sandbox.apiBase,
        FLAGS_SWITCHED,
      );
      try {
        await use(host.url);
      } finally {
        await host.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ switchedUrl }, use) => use(switchedUrl),
});
