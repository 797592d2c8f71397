import { SPEECH_VENDOR_TABLE } from './speechVendors.ts';

export { DEFAULT_SPEECH_VENDOR, defaultLanguage, defaultVoice } from './speechVendors.ts';

/** The vendors as choices (value and display name), from the one vendor table. */
export const SPEECH_VENDORS = SPEECH_VENDOR_TABLE.map(({ value, label }) => ({ value, label }));

/** The vendor choices, with a stored vendor the list does not name (a custom one) kept. */
export function speechVendorOptions(current: string): { value: string; label: string }[] {
  const known = SPEECH_VENDORS.some((vendor) => vendor.value === current);
  return known || !current
    ? [...SPEECH_VENDORS]
    : [...SPEECH_VENDORS, { value: current, label: current }];
}
