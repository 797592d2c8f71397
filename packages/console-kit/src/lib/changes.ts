/** Whether two values read from or sent to the API are the same, comparing objects and arrays by value. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const bRecord = b as Record<string, unknown>;
  return aKeys.every(
    (key) =>
      Object.hasOwn(bRecord, key) && sameValue((a as Record<string, unknown>)[key], bRecord[key]),
  );
}

/**
 * The fields of `next` whose value differs from `initial`: what an update sends, so that a Save
 * never writes what the user did not touch (a real server refuses some untouched values, such as a
 * user's `service_provider_sid: null`, and a write of an untouched field can undo another's change).
 */
export function changedFields<T extends object>(initial: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!sameValue(initial[key], next[key])) changes[key] = next[key];
  }
  return changes;
}

/** Whether an update has nothing to send. */
export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}
