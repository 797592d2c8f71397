import type { MessageKey } from '../messages/catalog.ts';

const DAY_MS = 86_400_000;

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
