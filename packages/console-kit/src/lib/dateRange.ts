import type { TimeRange } from '../api/calls.ts';

/** The spec's date filter of calls and alerts. */
export const DATE_CHOICES = ['today', 'yesterday', '7', '14', '30'] as const;
export type DateChoice = (typeof DATE_CHOICES)[number];
export const DEFAULT_DATE_CHOICE: DateChoice = '7';

export function isDateChoice(value: string): value is DateChoice {
  return (DATE_CHOICES as readonly string[]).includes(value);
}

function startOfDay(date: Date) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The query's time range: today and yesterday are the user's calendar days (from local
 *  midnight), the others a number of days back from now (the server's `days`). */
export function dateRange(choice: DateChoice, now: Date): TimeRange {
  const today = startOfDay(now);
  if (choice === 'today') return { start: today.toISOString() };
  if (choice === 'yesterday') {
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    return { start: yesterday.toISOString(), end: today.toISOString() };
  }
  return { days: Number(choice) };
}
