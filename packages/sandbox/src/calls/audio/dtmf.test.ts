import { describe, expect, it } from 'vitest';
import { detectDigit, tonePower } from '../test-readers.ts';
import { DTMF_FREQUENCIES, dtmfValue } from './dtmf.ts';

const tone = (digit: string, seconds = 0.1): number[] =>
  Array.from({ length: Math.round(seconds * 8000) }, (_, n) => 32767 * dtmfValue(digit, n / 8000));

describe('DTMF tones', () => {
  it('pairs each of the sixteen keys with its own row and column frequency', () => {
    const pairs = Object.values(DTMF_FREQUENCIES).map((pair) => pair.join('+'));
    expect(new Set(pairs).size).toBe(16);
    expect(DTMF_FREQUENCIES['5']).toEqual([770, 1336]);
    expect(DTMF_FREQUENCIES['#']).toEqual([941, 1477]);
  });

  it.each(Object.keys(DTMF_FREQUENCIES))('key %s is heard as itself in 100 ms', (digit) => {
    expect(detectDigit(tone(digit))).toBe(digit);
  });

  it('holds both tones at the same level and nothing else', () => {
    const samples = tone('1');
    const low = tonePower(samples, 697);
    expect(tonePower(samples, 1209) / low).toBeCloseTo(1, 1);
    expect(tonePower(samples, 941) / low).toBeLessThan(0.01);
  });

  it('refuses a key that is not on the keypad', () => {
    expect(() => dtmfValue('x', 0)).toThrow('not a DTMF key: x');
  });
});
