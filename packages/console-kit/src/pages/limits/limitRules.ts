import type { Limit, LimitCategory } from '../../api/types.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import type { ValidationMessage } from '../../lib/validation.ts';
import type { OwnedRecord } from '../../session/can.ts';
import type { Permissions } from '../../session/permissions.ts';

export type LimitUnit = 'session' | 'minute';

export interface LimitField {
  category: LimitCategory;
  /** The unit it counts in; null for the limits a server may hold that the console never offers. */
  unit: LimitUnit | null;
  license: boolean;
  label: MessageKey;
  hint: MessageKey;
}

/** Every category a real server stores, each independent of the others (both units at once). */
export const LIMIT_CATEGORIES: LimitField[] = [
  {
    category: 'voice_call_session',
    unit: 'session',
    license: false,
    label: 'limits.maxCalls',
    hint: 'limits.hintSessions',
  },
  {
    category: 'voice_call_session_license',
    unit: 'session',
    license: true,
    label: 'limits.licensedCalls',
    hint: 'limits.hintSessions',
  },
  {
    category: 'voice_call_minutes',
    unit: 'minute',
    license: false,
    label: 'limits.maxMinutes',
    hint: 'limits.hintMinutes',
  },
  {
    category: 'voice_call_minutes_license',
    unit: 'minute',
    license: true,
    label: 'limits.licensedMinutes',
    hint: 'limits.hintMinutes',
  },
  {
    category: 'device',
    unit: null,
    license: false,
    label: 'limits.maxDevices',
    hint: 'limits.hintOther',
  },
  {
    category: 'api_rate',
    unit: null,
    license: false,
    label: 'limits.apiRate',
    hint: 'limits.hintOther',
  },
];

export type LimitValues = Partial<Record<LimitCategory, string>>;

/** What a user does with limits, at either level. An admin sets every limit. With account limits
 *  for all levels (the feature), a service provider user sets its provider's and its accounts'
 *  limits, and an account user reads its account's limits but never raises them; without the
 *  feature, limits are the admin's alone and hidden from everyone else. */
export type LimitsAccess = 'edit' | 'read' | 'hidden';

export function limitsAccess(ask: Permissions['can'], owner?: OwnedRecord): LimitsAccess {
  if (!ask('view', 'Limits', owner)) return 'hidden';
  return ask('edit', 'Limits', owner) ? 'edit' : 'read';
}

export const NO_LIMIT_CHANGES: LimitChanges = { set: [], remove: [] };

/** Whether this user may change the limit: license limits only for those who may set them. */
export const mayEdit = (field: LimitField, licenseLimits: boolean) =>
  licenseLimits || !field.license;

/** The limit fields shown: those the user may add in the chosen unit, and every limit that has a
 *  value (stored or typed), whatever its unit, so nothing held is hidden. */
export function limitFieldsFor(unit: LimitUnit, licenseLimits: boolean, values: LimitValues = {}) {
  return LIMIT_CATEGORIES.filter(
    (field) =>
      (field.unit === unit && mayEdit(field, licenseLimits)) ||
      values[field.category] !== undefined,
  );
}

/** The unit offered first: minutes when a minute limit exists. */
export function unitOf(limits: readonly Limit[]): LimitUnit {
  return limits.some((limit) => limit.category.startsWith('voice_call_minutes'))
    ? 'minute'
    : 'session';
}

export function limitValues(limits: readonly Limit[]): LimitValues {
  return Object.fromEntries(limits.map((limit) => [limit.category, String(limit.quantity)]));
}

/** The limit fields' messages, by category. */
export type LimitMessages = Partial<Record<LimitCategory, ValidationMessage>>;

/** A message for each value that is not a whole number of at least 0. */
export function limitMessages(values: LimitValues): LimitMessages {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value?.trim() && !/^\d+$/.test(value.trim()))
      .map(([category]) => [category, 'limits.invalid']),
  );
}

export interface LimitChanges {
  set: Limit[];
  remove: LimitCategory[];
}

/** Whether the limits typed differ from those stored: whether a Save would write one. */
export function limitsChanged(
  stored: readonly Limit[],
  values: LimitValues,
  options: { licenseLimits: boolean },
) {
  const { set, remove } = limitChanges(stored, values, options);
  return set.length > 0 || remove.length > 0;
}

/** What to write: only what the user changed. An emptied field removes its limit, a changed
 *  number sets it (0 means unlimited); untouched limits, of either unit, are never written. */
export function limitChanges(
  stored: readonly Limit[],
  values: LimitValues,
  options: { licenseLimits: boolean },
): LimitChanges {
  const storedBy = new Map(stored.map((limit) => [limit.category, limit.quantity]));
  const changes: LimitChanges = { set: [], remove: [] };
  for (const field of LIMIT_CATEGORIES) {
    const text = values[field.category]?.trim();
    if (text === undefined || !mayEdit(field, options.licenseLimits)) continue;
    const { category } = field;
    if (text !== '') {
      const quantity = Number(text);
      if (storedBy.get(category) !== quantity) changes.set.push({ category, quantity });
    } else if (storedBy.has(category)) {
      changes.remove.push(category);
    }
  }
  return changes;
}
