import type { TimeRange } from '../../api/calls.ts';
import type { Owner } from '../../api/types.ts';
import { dateRange, DEFAULT_DATE_CHOICE } from '../../lib/dateRange.ts';

/** Where the console remembers when this user last opened the Alerts page for these alerts. */
export function lastVisitKey(userSid: string, owner: Owner): string {
  return `alertsLastVisit:${userSid}:${owner.kind}:${owner.sid}`;
}

/** The alerts that count as unread: those since the last visit, or, before any visit, those the
 *  Alerts page first shows (its default date range), from the same moment the server's `days`
 *  counts from: asked with a `start` always, the count's request is never the page's own. */
export function unreadRange(lastVisit: string | null, now: Date): TimeRange {
  const visited = lastVisit ? new Date(lastVisit) : null;
  if (visited && !Number.isNaN(visited.getTime()) && visited.getTime() <= now.getTime()) {
    return { start: visited.toISOString() };
  }
  const range = dateRange(DEFAULT_DATE_CHOICE, now);
  return 'days' in range
    ? { start: new Date(now.getTime() - range.days * DAY_MS).toISOString() }
    : range;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The smallest page of alerts every server gives: a jambonz server after 0.9.6 refuses a count
 *  under 25 (400 'missing or invalid "count" query arg'). */
const SMALLEST_PAGE = 25;

/** The one small request that counts them: the total of the smallest page. */
export function unreadQuery(lastVisit: string | null, now: Date) {
  return { page: 1, count: SMALLEST_PAGE, range: unreadRange(lastVisit, now) };
}

/** What the navigation shows: nothing for none, the number up to 99, then 99+. */
export function unreadBadge(total: number | undefined): string | null {
  if (!total || total < 0) return null;
  return total > 99 ? '99+' : String(total);
}
