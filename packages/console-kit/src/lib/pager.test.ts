import { describe, expect, it } from 'vitest';
import { pageCount, pageOfList, pagerItems, type PagerItem } from './pager.ts';

const show = (items: PagerItem[]) =>
  items
    .map((item) =>
      item.kind === 'page'
        ? String(item.page)
        : `${item.direction === 'back' ? '«' : '»'}${item.page}`,
    )
    .join(' ');

describe('pagerItems', () => {
  it('shows every page up to four', () => {
    expect(show(pagerItems(1, 1))).toBe('1');
    expect(show(pagerItems(2, 4))).toBe('1 2 3 4');
  });

  it('collapses beyond four with one neighbour each side and jumps of three', () => {
    expect(show(pagerItems(1, 10))).toBe('1 2 »4 10');
    expect(show(pagerItems(5, 10))).toBe('1 «2 4 5 6 »8 10');
    expect(show(pagerItems(10, 10))).toBe('1 «7 9 10');
    expect(show(pagerItems(3, 5))).toBe('1 2 3 4 5');
    expect(show(pagerItems(2, 5))).toBe('1 2 3 »4 5');
  });

  it('keeps the current page within range', () => {
    expect(show(pagerItems(99, 5))).toBe('1 «2 4 5');
    expect(show(pagerItems(0, 0))).toBe('1');
  });
});

describe('pageCount', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe('pageOfList', () => {
  const items = Array.from({ length: 30 }, (_, i) => i + 1);
  it('answers a page as the server would: the total, the page asked for and its rows', () => {
    expect(pageOfList(items, 1, 25)).toEqual({
      total: 30,
      page: 1,
      page_size: 25,
      data: items.slice(0, 25),
    });
    expect(pageOfList(items, 2, 25).data).toEqual([26, 27, 28, 29, 30]);
  });
  it('a page past the end is empty; the total stays', () => {
    expect(pageOfList(items, 3, 25)).toMatchObject({ total: 30, data: [] });
    expect(pageOfList([], 1, 25)).toMatchObject({ total: 0, data: [] });
  });
});
