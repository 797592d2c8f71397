import { extraHost, test as base } from './fixtures.ts';

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
  switchedUrl: extraHost(FLAGS_SWITCHED),
  baseURL: async ({ switchedUrl }, use) => use(switchedUrl),
});
