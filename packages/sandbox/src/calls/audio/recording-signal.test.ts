import { describe, expect, it } from 'vitest';
import type { Sound } from '../activity.ts';
import { detectDigit } from '../test-readers.ts';
import { RecordingSignal, runSteps, SAMPLE_RATE } from './recording-signal.ts';

const START = 1_000_000;
const SOUNDS: Sound[] = [
  { start: START + 600, end: START + 2_600, kind: 'agent' },
  { start: START + 3_000, end: START + 3_150, kind: 'dtmf', digit: '7' },
  { start: START + 3_400, end: START + 3_520, kind: 'dtmf', digit: '#' },
  { start: START + 4_000, end: START + 6_000, kind: 'caller' },
  { start: START + 6_200, end: START + 8_000, kind: 'ringback' },
];
const signal = new RecordingSignal(SOUNDS, START, 9, 42);

const samples = (fromMs: number, toMs: number): Int16Array => {
  const out = new Int16Array(((toMs - fromMs) * SAMPLE_RATE) / 1000);
  signal.fill(out, (fromMs * SAMPLE_RATE) / 1000);
  return out;
};
const loudest = (values: Int16Array): number => Math.max(...values.map(Math.abs));

describe('RecordingSignal', () => {
  it('lasts the duration at 8 kHz', () => {
    expect(signal.sampleCount).toBe(9 * 8000);
  });

  it('is silent at both ends and between the sounds', () => {
    expect(loudest(samples(0, 600))).toBe(0);
    expect(loudest(samples(8_000, 9_000))).toBe(0);
    expect(loudest(samples(2_650, 2_950))).toBe(0);
  });

  it('has something audible where speech and ringback are', () => {
    expect(loudest(samples(1_000, 2_000))).toBeGreaterThan(0.2 * 32767);
    expect(loudest(samples(4_500, 5_500))).toBeGreaterThan(0.2 * 32767);
    expect(loudest(samples(6_300, 7_000))).toBeGreaterThan(0.2 * 32767);
  });

  it('puts each key where its sound is, and no key in speech', () => {
    expect(detectDigit(samples(3_010, 3_140))).toBe('7');
    expect(detectDigit(samples(3_405, 3_515))).toBe('#');
    expect(detectDigit(samples(1_000, 1_100))).toBeNull();
    expect(detectDigit(samples(4_500, 4_600))).toBeNull();
  });

  it('gives the same samples however the recording is cut into chunks', () => {
    const whole = samples(0, 9_000);
    const pieces = [samples(0, 3_100), samples(3_100, 3_101), samples(3_101, 9_000)];
    expect(Buffer.from(Int16Array.from(pieces.flatMap((p) => [...p])).buffer)).toEqual(
      Buffer.from(whole.buffer),
    );
  });

  it("gives peaks of each 10 ms close to the samples' loudest value", () => {
    const peaks = signal.peaks(100);
    expect(peaks).toHaveLength(900);
    const whole = samples(0, 9_000);
    for (let b = 0; b < peaks.length; b++) {
      const actual = loudest(whole.subarray(b * 80, b * 80 + 80)) / 32767;
      expect(Math.abs(peaks[b]! - actual), `bucket ${b}`).toBeLessThan(0.12);
    }
  });

  it("makes a long recording's peaks in steps (a turn of the event loop each), the same as at once", () => {
    // Three hours of syllables: 12,000 sounds.
    const syllables: Sound[] = Array.from({ length: 12_000 }, (_, i) => ({
      start: START + i * 900,
      end: START + i * 900 + 600,
      kind: i % 2 ? 'agent' : 'caller',
    }));
    const long = new RecordingSignal(syllables, START, 3 * 3600, 7);
    const steps = long.peakSteps(100);
    let pauses = 0;
    for (let step = steps.next(); !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBe(47);
    const stepped = runSteps(long.peakSteps(100));
    expect(stepped).toEqual(long.peaks(100));
    expect(stepped.reduce((a, b) => Math.max(a, b))).toBeGreaterThan(0.2);
  });
});
