import { describe, expect, it } from 'vitest';
import { dateRange, isDateChoice } from './dateRange.ts';

describe('dateRange', () => {
  const now = new Date(2026, 10, 22, 9, 30);

  it('asks for today from local midnight, without an end', () => {
    expect(dateRange('today', now)).toEqual({ start: new Date(2026, 10, 22).toISOString() });
  });

  it('asks for yesterday from its midnight to today’s', () => {
    expect(dateRange('yesterday', now)).toEqual({
      start: new Date(2026, 10, 21).toISOString(),
      end: new Date(2026, 10, 22).toISOString(),
    });
  });

  it('asks for yesterday across a month boundary', () => {
    expect(dateRange('yesterday', new Date(2026, 11, 1, 0, 10))).toEqual({
      start: new Date(2026, 10, 30).toISOString(),
      end: new Date(2026, 11, 1).toISOString(),
    });
  });

  it.each([
    ['7', 7],
    ['14', 14],
    ['30', 30],
  ] as const)('asks for the last %s days with days=%i', (choice, days) => {
    expect(dateRange(choice, now)).toEqual({ days });
  });

  it('knows its choices', () => {
    expect(isDateChoice('14')).toBe(true);
    expect(isDateChoice('2')).toBe(false);
  });
});
