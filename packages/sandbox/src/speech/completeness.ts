import type { StoredFields } from './fields.ts';
import type { CredentialField, Need, Needs, VendorSpec } from './vendors.ts';

/** What a credential is used for; null when for neither (still needs its always-fields). */
export type Use = 'tts' | 'stt' | null;

const has = (fields: StoredFields, field: CredentialField): boolean =>
  fields[field] !== undefined && fields[field] !== false;

const met = (fields: StoredFields, need: Need): boolean =>
  typeof need === 'string' ? has(fields, need) : need.some((f) => has(fields, f));

const describe = (need: Need): string => (typeof need === 'string' ? need : need.join(' or '));

/** The needs of one use: always plus that use's; for neither use, either use's will do. */
function needsOf(needs: Needs, use: Use): Need[] {
  const always = [...(needs.always ?? [])];
  if (use) return [...always, ...(needs[use] ?? [])];
  const either = [...(needs.tts ?? []), ...(needs.stt ?? [])].flatMap((n) =>
    typeof n === 'string' ? [n] : n,
  );
  return either.length > 0 && always.length === 0 ? [either] : always;
}

/**
 * Why the fields are not enough for the use (e.g. 'api_key is required'), or null when they are.
 */
export function missingFor(spec: VendorSpec, fields: StoredFields, use: Use): string | null {
  for (const [flag, field] of Object.entries(spec.whenOn ?? {}) as [
    CredentialField,
    CredentialField,
  ][]) {
    if (fields[flag] === true && !has(fields, field))
      return `${field} is required when ${flag} is on`;
  }
  const missing = needsOf(spec.needs ?? {}, use).find((need) => !met(fields, need));
  if (missing) return `${describe(missing)} is required`;
  for (const group of spec.together ?? []) {
    const given = group.filter((f) => has(fields, f));
    if (given.length > 0 && given.length < group.length) {
      return `${group.join(' and ')} are required together`;
    }
  }
  const variants = spec.variants ?? [];
  if (variants.length === 0) return null;
  const choices = variants.map((v) => ({ name: v.name, needs: needsOf(v, use) }));
  if (choices.some((c) => c.needs.every((need) => met(fields, need)))) return null;
  const options = choices.map((c) => `${c.needs.map(describe).join(' and ')} (${c.name})`);
  return `either ${options.join(' or ')} is required`;
}

/** The uses a credential is enabled for; [null] when neither. */
export function usesOf(row: { use_for_tts: number; use_for_stt: number }): Use[] {
  const uses: Use[] = [];
  if (row.use_for_tts) uses.push('tts');
  if (row.use_for_stt) uses.push('stt');
  return uses.length > 0 ? uses : [null];
}
