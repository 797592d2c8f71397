import { describe, expect, it } from 'vitest';
import { pairedComparison, signedMs } from './benchSupport.mjs';

describe('pairedComparison', () => {
  it('compares two builds round by round, not median to median', () => {
    // A slow moment of the machine falls on this build's load of round 2: median to median
    // this build looks 90 ms slower (300 against 210); round by round it was 10 ms sooner in 3
    // of 5 rounds.
    const these = [100, 300, 200, 420, 480];
    const others = [110, 190, 210, 430, 470];
    expect(pairedComparison(these, others)).toEqual({ median: -10, sooner: 3, rounds: 5 });
  });
});

describe('signedMs', () => {
  it('gives a difference with its sign', () => {
    expect([signedMs(12), signedMs(-4), signedMs(0)]).toEqual(['+12.0 ms', '-4.0 ms', '0.0 ms']);
  });
});
