import type { Page } from '../api/types.ts';

/** One control of the pager: a page, or a jump of several pages over the ones not shown. */
export type PagerItem =
  { kind: 'page'; page: number } | { kind: 'jump'; page: number; direction: 'back' | 'forward' };

/** The spec's pager: neighbours of 1, jumps of 3, every page shown up to 4 pages. */
export const PAGER = { neighbours: 1, jump: 3, showAllUpTo: 4 } as const;

export function pagerItems(current: number, pageCount: number, options = PAGER): PagerItem[] {
  const last = Math.max(1, pageCount);
  const page = Math.min(Math.max(1, current), last);
  const pages = (from: number, to: number): PagerItem[] =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({
      kind: 'page',
      page: from + i,
    }));
  if (last <= options.showAllUpTo) return pages(1, last);
  const from = Math.max(2, page - options.neighbours);
  const to = Math.min(last - 1, page + options.neighbours);
  const items: PagerItem[] = [{ kind: 'page', page: 1 }];
  if (from > 2)
    items.push({ kind: 'jump', direction: 'back', page: Math.max(2, page - options.jump) });
  items.push(...pages(from, to));
  if (to < last - 1) {
    items.push({
      kind: 'jump',
      direction: 'forward',
      page: Math.min(last - 1, page + options.jump),
    });
  }
  items.push({ kind: 'page', page: last });
  return items;
}

export function pageCount(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** One page of a list the server gives whole, in the shape of the server's own pages. */
export function pageOfList<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (Math.max(1, page) - 1) * pageSize;
  return {
    total: items.length,
    page,
    page_size: pageSize,
    data: items.slice(start, start + pageSize),
  };
}
