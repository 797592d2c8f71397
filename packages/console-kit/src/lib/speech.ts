/** The speech vendors the product names (spec part 1, section 3), with their display names. */
export const SPEECH_VENDORS = [
  { value: 'aws', label: 'AWS' },
  { value: 'google', label: 'Google' },
  { value: 'deepgram', label: 'Deepgram' },
  { value: 'ibm', label: 'IBM' },
  { value: 'microsoft', label: 'Microsoft' },
  { value: 'nuance', label: 'Nuance' },
  { value: 'nvidia', label: 'NVIDIA' },
  { value: 'wellsaid', label: 'WellSaid' },
  { value: 'soniox', label: 'Soniox' },
  { value: 'speechmatics', label: 'Speechmatics' },
  { value: 'custom', label: 'Custom' },
  { value: 'cobalt', label: 'Cobalt' },
  { value: 'elevenlabs', label: 'ElevenLabs' },
  { value: 'assemblyai', label: 'AssemblyAI' },
  { value: 'voxist', label: 'Voxist' },
  { value: 'whisper', label: 'Whisper' },
  { value: 'playht', label: 'PlayHT' },
  { value: 'rimelabs', label: 'Rime Labs' },
  { value: 'inworld', label: 'Inworld' },
  { value: 'verbio', label: 'Verbio' },
  { value: 'cartesia', label: 'Cartesia' },
  { value: 'openai', label: 'OpenAI' },
] as const;

/** The spec's default speech settings (section 9): a language, and a voice where one is named. */
export const DEFAULT_SPEECH_VENDOR = 'google';
const DEFAULT_LANGUAGE = 'en-US';
const LANGUAGES: Partial<Record<string, string>> = { cobalt: 'en_US-8khz' };
const VOICES: Partial<Record<string, string>> = { google: 'en-US-Standard-C' };

export const defaultLanguage = (vendor: string) => LANGUAGES[vendor] ?? DEFAULT_LANGUAGE;
export const defaultVoice = (vendor: string) => VOICES[vendor] ?? '';

/** The vendor choices, with a stored vendor the list does not name (a custom one) kept. */
export function speechVendorOptions(current: string): { value: string; label: string }[] {
  const known = SPEECH_VENDORS.some((vendor) => vendor.value === current);
  return known || !current
    ? [...SPEECH_VENDORS]
    : [...SPEECH_VENDORS, { value: current, label: current }];
}
