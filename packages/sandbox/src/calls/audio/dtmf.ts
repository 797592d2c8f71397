/** The dual-tone pairs of the telephone keypad (ITU-T Q.23): [row Hz, column Hz]. */
export const DTMF_FREQUENCIES: Readonly<Record<string, readonly [number, number]>> = {
  '1': [697, 1209],
  '2': [697, 1336],
  '3': [697, 1477],
  A: [697, 1633],
  '4': [770, 1209],
  '5': [770, 1336],
  '6': [770, 1477],
  B: [770, 1633],
  '7': [852, 1209],
  '8': [852, 1336],
  '9': [852, 1477],
  C: [852, 1633],
  '*': [941, 1209],
  '0': [941, 1336],
  '#': [941, 1477],
  D: [941, 1633],
};

/** Each of the two tones of a key, as a fraction of full scale. */
export const DTMF_TONE_LEVEL = 0.3;

/** The value (-0.6..0.6) of a key's tone at `seconds` after it began. */
export function dtmfValue(digit: string, seconds: number): number {
  const pair = DTMF_FREQUENCIES[digit];
  if (!pair) throw new Error(`not a DTMF key: ${digit}`);
  return (
    DTMF_TONE_LEVEL *
    (Math.sin(2 * Math.PI * pair[0] * seconds) + Math.sin(2 * Math.PI * pair[1] * seconds))
  );
}
