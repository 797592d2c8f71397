import type { MessageKey } from '../provider/messages.ts';

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

/** The spec's date format, 'MMM DD, YYYY'. */
export function formatDate(value: string | Date): string {
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
