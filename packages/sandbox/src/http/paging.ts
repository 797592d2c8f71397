import { badRequest } from './errors.ts';
import { isSid } from './ids.ts';

export interface Paging {
  page: number;
  page_size: number;
  offset: number;
}

const DIGITS = /^\d{1,9}$/;
const MAX_PAGE_SIZE = 100_000;

function readInteger(
  query: Record<string, unknown>,
  key: string,
  min: number,
  max: number,
  fallback: number,
  msg: string,
): number {
  const raw = query[key];
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || !DIGITS.test(raw)) throw badRequest(msg);
  const value = Number(raw);
  if (value < min || value > max) throw badRequest(msg);
  return value;
}

/**
 * `?page&page_size` of the paginated lists (page from 1, page_size 1 to 100,000; defaults 1 and
 * 25, the console's default, unless the list has its own). A real server sets no upper bound, and
 * the reference console asks for every carrier with page_size=10000; the bound only keeps one
 * answer finite. A bad value is 400 `{msg}`.
 */
export function readPaging(query: unknown, defaultSize = 25): Paging {
  const q = (query ?? {}) as Record<string, unknown>;
  const page = readInteger(q, 'page', 1, 1_000_000, 1, 'page must be a positive integer');
  const pageSize = readInteger(
    q,
    'page_size',
    1,
    MAX_PAGE_SIZE,
    defaultSize,
    `page_size must be an integer between 1 and ${MAX_PAGE_SIZE}`,
  );
  return { page, page_size: pageSize, offset: (page - 1) * pageSize };
}

/** An optional text filter of the query (`?name=`); at most `max` characters. */
export function readQueryText(query: unknown, key: string, max = 255): string | null {
  const value = ((query ?? {}) as Record<string, unknown>)[key];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || value.length > max) {
    throw badRequest(`${key} must be a text of at most ${max} characters`);
  }
  return value;
}

/** An optional sid filter of the query (`?account_sid=`); a malformed one is 400. */
export function readQuerySid(query: unknown, key: string): string | null {
  const value = ((query ?? {}) as Record<string, unknown>)[key];
  if (value === undefined || value === '') return null;
  if (!isSid(value)) throw badRequest(`${key} must be a valid sid`);
  return value.toLowerCase();
}

/** Whether a real server answers a page: only when `page` is given (page_size alone is ignored). */
export function pageAsked(query: unknown): boolean {
  return ((query ?? {}) as Record<string, unknown>).page !== undefined;
}

/** Whether the query asks for a page (`page` or `page_size` present): lists that page on request. */
export function wantsPage(query: unknown): boolean {
  const q = (query ?? {}) as Record<string, unknown>;
  return q.page !== undefined || q.page_size !== undefined;
}
