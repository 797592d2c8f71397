import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './listParams.ts';

const defaults = { date: '7', filter: '' };
const rules = { date: (value: string) => ['today', '7', '30'].includes(value) };

describe("a list's state in its URL", () => {
  it('reads filters, page and size, with defaults for what is missing', () => {
    expect(readListParams('?date=30&filter=%2B1555&page=3&pageSize=50', defaults, rules)).toEqual({
      filters: { date: '30', filter: '+1555' },
      page: 3,
      pageSize: 50,
      sort: '',
    });
    expect(readListParams('', defaults, rules)).toEqual({
      filters: defaults,
      page: 1,
      pageSize: 25,
      sort: '',
    });
  });

  it('falls back to the defaults for absurd values, never passing them on', () => {
    expect(readListParams('?date=9999&page=-2&pageSize=1000000&filter=x', defaults, rules)).toEqual(
      { filters: { date: '7', filter: 'x' }, page: 1, pageSize: 25, sort: '' },
    );
    expect(readListParams('?page=1.5', defaults).page).toBe(1);
    expect(readListParams('?page=abc', defaults).page).toBe(1);
    expect(readListParams('?sort=name%3Bx', defaults).sort).toBe('');
    expect(readListParams('?page=1e9', defaults).page).toBe(1);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const params = { filters: { date: '30', filter: '' }, page: 2, pageSize: 25, sort: '' };
    expect(writeListParams('?tab=2', params, defaults)).toBe('?tab=2&date=30&page=2');
    expect(
      writeListParams('?date=30&page=2', { ...params, filters: defaults, page: 1 }, defaults),
    ).toBe('');
  });

  it('writes a kept filter even at its default', () => {
    const params = { filters: defaults, page: 1, pageSize: 25, sort: '' };
    expect(writeListParams('', params, defaults, ['filter'])).toBe('?filter=');
  });

  it('round-trips what it writes', () => {
    const params = {
      filters: { date: 'today', filter: 'a b&c' },
      page: 4,
      pageSize: 100,
      sort: '-name',
    };
    expect(readListParams(writeListParams('', params, defaults), defaults, rules)).toEqual(params);
  });
});
