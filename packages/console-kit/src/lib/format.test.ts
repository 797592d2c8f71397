import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDuration,
  lastUsedText,
  maskToken,
} from './format.ts';

describe('lastUsedText', () => {
  const now = new Date(2026, 10, 22, 9, 30);
  it.each([
    [null, 'apiKeys.neverUsed', undefined],
    ['not a date', 'apiKeys.neverUsed', undefined],
    [new Date(2026, 10, 22, 0, 5).toISOString(), 'apiKeys.today', undefined],
    [new Date(2026, 10, 21, 23, 59).toISOString(), 'apiKeys.yesterday', undefined],
    [new Date(2026, 10, 17, 12).toISOString(), 'apiKeys.daysAgo', { count: 5 }],
  ])('%s', (value, key, params) => {
    expect(lastUsedText(value, now)).toEqual(params ? { key, params } : { key });
  });
});

describe('formatDate', () => {
  it("writes 'MMM DD, YYYY'", () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('Jan 05, 2026');
    expect(formatDate('nonsense')).toBe('');
  });

  it('writes a date without a time as that calendar day', () => {
    expect(formatDate('2026-12-08')).toBe('Dec 08, 2026');
    expect(formatDate('2027-01-31')).toBe('Jan 31, 2027');
  });
});

describe('maskToken', () => {
  it('hides all but the last four characters, keeping the dashes', () => {
    expect(maskToken('e4bd4d4f-2a6d-4547-b233-c8da70bad5ce')).toBe(
      '••••••••-••••-••••-••••-••••••••d5ce',
    );
    expect(maskToken('abc')).toBe('abc');
  });
});

describe('formatDuration', () => {
  it.each([
    [0.256, '0.26 ms'],
    [0, '0.00 ms'],
    [1, '1 ms'],
    [999.4, '999 ms'],
    [1000, '1 s'],
    [1530, '1.53 s'],
    [59_994, '59.99 s'],
    [60_000, '1 min 0 s'],
    [125_400, '2 min 5 s'],
    [3 * 3_600_000, '180 min 0 s'],
  ])('%s ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('writes nothing for a negative or unknown duration', () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes the date and the local time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 8, 5))).toBe('Nov 21, 2026 09:08:05');
    expect(formatDateTime('nonsense')).toBe('');
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.7, '0:09'],
    [75, '1:15'],
    [3 * 3600 + 62, '3:01:02'],
    [Number.NaN, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
