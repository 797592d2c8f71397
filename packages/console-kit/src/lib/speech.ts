import { SPEECH_VENDOR_TABLE } from './speechVendors.ts';

export { DEFAULT_SPEECH_VENDOR, defaultLanguage, defaultVoice } from './speechVendors.ts';

/** The vendors as choices (value and display name), from the one vendor table. */
export const SPEECH_VENDORS = SPEECH_VENDOR_TABLE.map(({ value, label }) => ({ value, label }));

/** The vendors offered only with the additional speech vendors feature (as in jambonz's own
 *  console: Speechmatics). */
export const ADDITIONAL_SPEECH_VENDORS: readonly string[] = ['speechmatics'];

/** The vendor choices, with a stored vendor the list does not name (a custom one) kept. Without
 *  the custom speech feature custom vendors are not offered, and without the additional speech
 *  vendors feature the additional ones are not; a stored vendor is always shown. */
export function speechVendorOptions(
  current: string,
  { customSpeech = true, additionalSpeechVendors = true } = {},
  customLabel = 'Custom',
): { value: string; label: string }[] {
  const hidden = (vendor: string) =>
    (!customSpeech && vendor === 'custom') ||
    (!additionalSpeechVendors && ADDITIONAL_SPEECH_VENDORS.includes(vendor));
  const offered = SPEECH_VENDORS.filter(
    (vendor) => vendor.value === current || !hidden(vendor.value),
  ).map((vendor) => (vendor.value === 'custom' ? { ...vendor, label: customLabel } : vendor));
  const known = offered.some((vendor) => vendor.value === current);
  return known || !current ? offered : [...offered, { value: current, label: current }];
}
