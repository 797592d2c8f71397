import { describe, expect, it } from 'vitest';
import { lastUsedText } from './lastUsed.ts';

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
