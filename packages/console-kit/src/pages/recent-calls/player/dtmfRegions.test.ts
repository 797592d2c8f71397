import { describe, expect, it } from 'vitest';
import type { ParsedTrace, Span } from '../trace/spanTree.ts';
import {
  dtmfFromTrace,
  playerRegions,
  trimSilence,
  withMinimumLength,
  type Levels,
} from './dtmfRegions.ts';

const span = (name: string, start: number, end: number, digit?: string): Span => ({
  id: `${name}${start}`,
  parentId: 'root',
  name,
  start,
  end,
  attributes: digit ? { 'dtmf.digit': digit } : {},
});

describe('dtmfFromTrace', () => {
  it('places the dtmf spans on the recording’s time line, by start', () => {
    const trace: ParsedTrace = {
      startedAt: 1_000_000,
      duration: 20_000,
      spans: [
        span('dtmf', 9_000, 9_150, '5'),
        span('background-answer', 0, 20_000),
        span('dtmf', 4_000, 4_200, '1'),
      ],
    };
    // The recording began 2 s after the trace (at the answer).
    expect(dtmfFromTrace(trace, 1_002_000)).toEqual([
      { digit: '1', start: 2, end: 2.2 },
      { digit: '5', start: 7, end: 7.15 },
    ]);
  });

  it('says ? for a digit span without its attribute', () => {
    const trace: ParsedTrace = { startedAt: 0, duration: 1, spans: [span('dtmf', 0, 100)] };
    expect(dtmfFromTrace(trace, 0)[0]?.digit).toBe('?');
  });
});

describe('trimSilence', () => {
  // 100 levels per second: quiet, a tone from 1.00 s to 1.20 s, quiet again.
  const values: number[] = Array.from({ length: 300 }, (_, i) =>
    i >= 100 && i < 120 ? 0.5 : 0.01,
  );
  const levels: Levels = { values, perSecond: 100 };

  it('fits a region to the sound inside it', () => {
    expect(trimSilence({ digit: '1', start: 0.9, end: 1.5 }, levels)).toEqual({
      digit: '1',
      start: 1,
      end: 1.2,
    });
  });

  it('keeps a short dip below the threshold (fewer than 5 quiet samples) inside the sound', () => {
    const dipped = [...values];
    for (let i = 105; i < 109; i += 1) dipped[i] = 0;
    expect(
      trimSilence({ digit: '1', start: 1.05, end: 1.5 }, { values: dipped, perSecond: 100 }),
    ).toEqual({ digit: '1', start: 1.09, end: 1.2 });
  });

  it('leaves a silent region as the trace gave it', () => {
    const region = { digit: '2', start: 2, end: 2.5 };
    expect(trimSilence(region, levels)).toEqual(region);
  });

  it('reads negative samples by their amplitude', () => {
    const signed: Levels = { values: values.map((v) => -v), perSecond: 100 };
    expect(trimSilence({ digit: '1', start: 0.9, end: 1.5 }, signed)).toMatchObject({
      start: 1,
      end: 1.2,
    });
  });
});

describe('withMinimumLength', () => {
  it('lengthens a region shorter than 0.1 s', () => {
    expect(withMinimumLength({ digit: '1', start: 3, end: 3.02 }, 10)).toEqual({
      digit: '1',
      start: 3,
      end: 3.1,
    });
  });

  it('lengthens backwards at the end of the recording', () => {
    const region = withMinimumLength({ digit: '1', start: 9.98, end: 9.99 }, 10);
    expect(region.end).toBe(10);
    expect(region.start).toBeCloseTo(9.9);
  });

  it('keeps a long enough region', () => {
    const region = { digit: '1', start: 1, end: 1.25 };
    expect(withMinimumLength(region, 10)).toBe(region);
  });
});

describe('playerRegions', () => {
  it('drops digits outside the recording and applies both rules', () => {
    const levels: Levels = {
      values: Array.from({ length: 500 }, (_, i) => (i >= 200 && i < 205 ? 0.4 : 0)),
      perSecond: 100,
    };
    expect(
      playerRegions(
        [
          { digit: '0', start: -2, end: -1.8 },
          { digit: '1', start: 1.9, end: 2.3 },
          { digit: '9', start: 6, end: 6.2 },
        ],
        5,
        levels,
      ),
    ).toEqual([{ digit: '1', start: 2, end: 2.1 }]);
  });

  it('uses the trace’s times when no levels are known', () => {
    expect(playerRegions([{ digit: '4', start: 1, end: 1.05 }], 5, null)).toEqual([
      { digit: '4', start: 1, end: 1.1 },
    ]);
  });
});
