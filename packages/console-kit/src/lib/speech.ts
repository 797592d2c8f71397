import { SPEECH_VENDOR_TABLE } from './speechVendors.ts';

export { DEFAULT_SPEECH_VENDOR, defaultLanguage, defaultVoice } from './speechVendors.ts';

/** The vendors as choices (value and display name), from the one vendor table. */
export const SPEECH_VENDORS = SPEECH_VENDOR_TABLE.map(({ value, label }) => ({ value, label }));

/** The vendor choices, with a stored vendor the list does not name (a custom one) kept. Without
 *  the custom speech feature, custom vendors are not offered (a stored one stays). */
export function speechVendorOptions(
  current: string,
  { customSpeech = true } = {},
): { value: string; label: string }[] {
  const offered = SPEECH_VENDORS.filter(
    (vendor) => customSpeech || vendor.value !== 'custom' || vendor.value === current,
  );
  const known = offered.some((vendor) => vendor.value === current);
  return known || !current ? offered : [...offered, { value: current, label: current }];
}
