import { badRequest } from './errors.ts';
import { readQueryText } from './paging.ts';

const DAY_MS = 24 * 3600 * 1000;
const MAX_COUNT = 500;
const MAX_DAYS = 30;
const DIGITS = /^\d{1,9}$/;
/** A date, or a date and time, as ISO 8601 (what `new Date()` of the console sends). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Inclusive bounds in ms since the epoch. */
export interface TimeRange {
  from: number;
  to: number;
}

/** `?page&count&days|start&end`: what RecentCalls and Alerts share. */
export interface TimePage {
  page: number;
  count: number;
  offset: number;
  range: TimeRange;
}

export interface CallFilters extends TimePage {
  answered: boolean | null;
  direction: 'inbound' | 'outbound' | null;
  /** Text the caller, the callee or the call sid contains (the call sid: equals). */
  filter: string | null;
  trunk: string | null;
}

function raw(query: unknown, key: string): unknown {
  return ((query ?? {}) as Record<string, unknown>)[key];
}

function wholeNumber(
  query: unknown,
  key: string,
  min: number,
  max: number,
  msg: string,
): number | null {
  const value = raw(query, key);
  if (value === undefined) return null;
  if (typeof value !== 'string' || !DIGITS.test(value)) throw badRequest(msg);
  const n = Number(value);
  if (n < min || n > max) throw badRequest(msg);
  return n;
}

function instant(query: unknown, key: string): number | null {
  const value = raw(query, key);
  if (value === undefined || value === '') return null;
  const ms = typeof value === 'string' && ISO_DATE.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms))
    throw badRequest(`${key} must be an ISO 8601 date, e.g. 2026-01-31T00:00:00Z`);
  return ms;
}

/**
 * The page and time range, with the real server's messages for page and count. `days` (1 to
 * 30) means after now minus that many days and wins over `start`/`end` (inclusive).
 */
export function readTimePage(query: unknown, now: number): TimePage {
  const page = wholeNumber(query, 'page', 1, 1_000_000_000, 'missing or invalid "page" query arg');
  const count = wholeNumber(query, 'count', 1, MAX_COUNT, 'missing or invalid "count" query arg');
  if (page === null) throw badRequest('missing or invalid "page" query arg');
  if (count === null) throw badRequest('missing or invalid "count" query arg');
  const days = wholeNumber(
    query,
    'days',
    1,
    MAX_DAYS,
    `days must be a whole number from 1 to ${MAX_DAYS}`,
  );
  let range: TimeRange;
  if (days !== null) {
    range = { from: now - days * DAY_MS + 1, to: Number.MAX_SAFE_INTEGER };
  } else {
    range = {
      from: instant(query, 'start') ?? 0,
      to: instant(query, 'end') ?? Number.MAX_SAFE_INTEGER,
    };
    if (range.from > range.to) throw badRequest('start must not be after end');
  }
  return { page, count, offset: (page - 1) * count, range };
}

/** RecentCalls' query: the page and range, and the filters. */
export function readCallFilters(query: unknown, now: number): CallFilters {
  const answered = raw(query, 'answered');
  if (answered !== undefined && answered !== 'true' && answered !== 'false') {
    throw badRequest('answered must be true or false');
  }
  const direction = raw(query, 'direction');
  if (direction !== undefined && direction !== 'inbound' && direction !== 'outbound') {
    throw badRequest('direction must be inbound or outbound');
  }
  return {
    ...readTimePage(query, now),
    answered: answered === undefined ? null : answered === 'true',
    direction: direction ?? null,
    filter: readQueryText(query, 'filter', 64)?.trim() || null,
    trunk: readQueryText(query, 'trunk', 255),
  };
}

/** The page values as the real server echoes them: strings. */
export function pageAnswer<T>(page: TimePage, total: number, data: T[]) {
  return { total, page_size: String(page.count), page: String(page.page), data };
}
