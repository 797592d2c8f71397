/** The spec's runtime feature flags. */
export interface Features {
  customSpeech: boolean;
  forgotPassword: boolean;
  hostedSystem: boolean;
  leastCostRouting: boolean;
  tracing: boolean;
  callRecording: boolean;
  additionalSpeechVendors: boolean;
  accountLimitsAllLevels: boolean;
  defaultTrunkRouting: boolean;
  callLogViewing: boolean;
}

export const defaultFeatures: Features = {
  customSpeech: true,
  forgotPassword: false,
  hostedSystem: false,
  leastCostRouting: true,
  tracing: true,
  callRecording: true,
  additionalSpeechVendors: true,
  accountLimitsAllLevels: true,
  defaultTrunkRouting: true,
  callLogViewing: true,
};

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off', '']);

/** Reads flags from configuration that may hold strings ("false" is off, unlike a truthy test):
 *  unknown names and unreadable values are ignored, so a typo never switches a feature on. */
export function parseFeatures(input: unknown): Partial<Features> {
  if (!input || typeof input !== 'object') return {};
  const parsed: Partial<Features> = {};
  for (const name of Object.keys(defaultFeatures) as (keyof Features)[]) {
    const value = (input as Record<string, unknown>)[name];
    if (typeof value === 'boolean') parsed[name] = value;
    else if (typeof value === 'number') parsed[name] = value !== 0;
    else if (typeof value === 'string') {
      const text = value.trim().toLowerCase();
      if (TRUE.has(text)) parsed[name] = true;
      else if (FALSE.has(text)) parsed[name] = false;
    }
  }
  return parsed;
}
