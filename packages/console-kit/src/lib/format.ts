import type { MessageKey } from '../messages/catalog.ts';

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function startOfDay(date: Date) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** The spec's 'Last used' text of an API key: Today, Yesterday, N days ago or Never used. */
export function lastUsedText(
  lastUsed: string | null | undefined,
  now: Date,
): { key: MessageKey; params?: { count: number } } {
  const used = lastUsed ? new Date(lastUsed) : null;
  if (!used || Number.isNaN(used.getTime())) return { key: 'apiKeys.neverUsed' };
  const days = Math.round((startOfDay(now) - startOfDay(used)) / DAY_MS);
  if (days <= 0) return { key: 'apiKeys.today' };
  if (days === 1) return { key: 'apiKeys.yesterday' };
  return { key: 'apiKeys.daysAgo', params: { count: days } };
}

/** The spec's date format, 'MMM DD, YYYY'. A date without a time ('2026-12-08', a trial's end)
 *  is that calendar day wherever the user is. */
export function formatDate(value: string | Date): string {
  const calendar = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (calendar) return `${MONTHS[Number(calendar[2]) - 1] ?? ''} ${calendar[3]}, ${calendar[1]}`;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getDate()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${day}, ${date.getFullYear()}`;
}

/** An API key token with all but its last 4 characters hidden. */
export function maskToken(token: string): string {
  if (token.length <= 4) return token;
  return token.slice(0, -4).replace(/[^-]/g, '•') + token.slice(-4);
}

/** The spec's duration display: below 1 ms with two decimals, under 1 s in milliseconds, under a
 *  minute in seconds, then minutes and seconds. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(2))} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** A moment as the date of the spec's format and the local time: 'Nov 21, 2026 21:08:55'. */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  return `${formatDate(date)} ${time}`;
}

/** A player's position: m:ss, or h:mm:ss from an hour on. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
