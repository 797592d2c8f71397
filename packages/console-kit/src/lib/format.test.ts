import { describe, expect, it } from 'vitest';
import { formatDate, lastUsedText, maskToken } from './format.ts';

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
});

describe('maskToken', () => {
  it('hides all but the last four characters, keeping the dashes', () => {
    expect(maskToken('e4bd4d4f-2a6d-4547-b233-c8da70bad5ce')).toBe(
      '••••••••-••••-••••-••••-••••••••d5ce',
    );
    expect(maskToken('abc')).toBe('abc');
  });
});
