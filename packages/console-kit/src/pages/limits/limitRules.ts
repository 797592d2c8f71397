import type { Limit, LimitCategory } from '../../api/types.ts';
import type { MessageKey } from '../../provider/messages.ts';

export type LimitUnit = 'session' | 'minute';

export const LIMIT_CATEGORIES: {
  category: LimitCategory;
  unit: LimitUnit;
  license: boolean;
  label: MessageKey;
}[] = [
  { category: 'voice_call_session', unit: 'session', license: false, label: 'limits.maxCalls' },
  {
    category: 'voice_call_session_license',
    unit: 'session',
    license: true,
    label: 'limits.licensedCalls',
  },
  { category: 'voice_call_minutes', unit: 'minute', license: false, label: 'limits.maxMinutes' },
  {
    category: 'voice_call_minutes_license',
    unit: 'minute',
    license: true,
    label: 'limits.licensedMinutes',
  },
];

/** The limit fields this user edits: of one unit, the license ones for admin only. */
export function limitFieldsFor(unit: LimitUnit, isAdmin: boolean) {
  return LIMIT_CATEGORIES.filter((field) => field.unit === unit && (isAdmin || !field.license));
}

/** The unit the stored limits use (minutes only when a minute limit exists). */
export function unitOf(limits: readonly Limit[]): LimitUnit {
  return limits.some((limit) => limit.category.startsWith('voice_call_minutes'))
    ? 'minute'
    : 'session';
}

export type LimitValues = Partial<Record<LimitCategory, string>>;

export function limitValues(limits: readonly Limit[]): LimitValues {
  return Object.fromEntries(limits.map((limit) => [limit.category, String(limit.quantity)]));
}

/** A value that is not a whole number of at least 0, or null when every value is fine. */
export function invalidLimit(values: LimitValues): LimitCategory | null {
  const bad = Object.entries(values).find(
    ([, value]) => value?.trim() && !/^\d+$/.test(value.trim()),
  );
  return (bad?.[0] as LimitCategory | undefined) ?? null;
}

export interface LimitChanges {
  set: Limit[];
  remove: LimitCategory[];
}

/** What to write: an empty field removes the limit, a number sets it (0 means unlimited). Only
 *  the categories this user may edit are touched; those of the unit not chosen are removed. */
export function limitChanges(
  stored: readonly Limit[],
  values: LimitValues,
  options: { unit: LimitUnit; isAdmin: boolean },
): LimitChanges {
  const storedBy = new Map(stored.map((limit) => [limit.category, limit.quantity]));
  const changes: LimitChanges = { set: [], remove: [] };
  for (const { category, unit, license } of LIMIT_CATEGORIES) {
    if (license && !options.isAdmin) continue;
    const text = unit === options.unit ? (values[category]?.trim() ?? '') : '';
    if (text !== '') {
      const quantity = Number(text);
      if (storedBy.get(category) !== quantity) changes.set.push({ category, quantity });
    } else if (storedBy.has(category)) {
      changes.remove.push(category);
    }
  }
  return changes;
}
