import type { SpeechCredentialRow } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
import { readBody, requireObject } from '../../http/validate.ts';
import { missingFor, usesOf } from '../../speech/completeness.ts';
import {
  applyChanges,
  isCredentialField,
  readVendorFields,
  type FieldChanges,
  type StoredFields,
} from '../../speech/fields.ts';
import { shownFields } from '../../speech/masking.ts';
import { vendorSpec, type CredentialField, type VendorSpec } from '../../speech/vendors.ts';

/** The columns a credential answers before its vendor fields (observed order). */
const COLUMNS = [
  'speech_credential_sid',
  'service_provider_sid',
  'account_sid',
  'vendor',
  'use_for_tts',
  'use_for_stt',
  'last_used',
  'last_tested',
  'tts_tested_ok',
  'stt_tested_ok',
  'created_at',
  'label',
] as const;

const LABEL = { type: 'string', max: 64, nullable: true, isName: true } as const;

const CREATE_FIELDS = {
  vendor: { type: 'string', max: 64, required: true, nonEmpty: true },
  label: LABEL,
  use_for_tts: { type: 'boolean' },
  use_for_stt: { type: 'boolean' },
  account_sid: { type: 'sid', nullable: true },
  service_provider_sid: { type: 'sid', nullable: true },
} as const;

/**
 * What an update reads besides the vendor fields: the two uses; the sids, vendor and label a
 * client read and sends back (they may not change); the test record (ignored).
 */
const IGNORED = { type: 'custom', nullable: true, read: () => undefined } as const;
const UPDATE_FIELDS = {
  use_for_tts: { type: 'boolean' },
  use_for_stt: { type: 'boolean' },
  speech_credential_sid: { type: 'sid' },
  service_provider_sid: { type: 'sid', nullable: true },
  account_sid: { type: 'sid', nullable: true },
  vendor: { type: 'string', max: 64 },
  label: LABEL,
  last_used: IGNORED,
  last_tested: IGNORED,
  tts_tested_ok: IGNORED,
  stt_tested_ok: IGNORED,
  created_at: IGNORED,
} as const;

/** A body split into its top-level fields (read by a table) and its vendor fields. */
function split(body: unknown): { top: Record<string, unknown>; vendor: Record<string, unknown> } {
  const input = requireObject(body);
  const top: Record<string, unknown> = {};
  const vendor: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    (isCredentialField(key) ? vendor : top)[key] = value;
  }
  return { top, vendor };
}

export function specOf(vendor: string): VendorSpec {
  const spec = vendorSpec(vendor);
  if (!spec) {
    throw badRequest(
      vendor === 'custom'
        ? 'invalid or missing vendor: custom (a custom vendor is named custom:<name>)'
        : `invalid or missing vendor: ${vendor}`,
    );
  }
  return spec;
}

export const storedFields = (row: SpeechCredentialRow): StoredFields =>
  JSON.parse(row.credential) as StoredFields;

/** A use the vendor does not offer may not be enabled. */
function assertOffered(spec: VendorSpec, tts: number, stt: number): void {
  if (tts && !spec.tts)
    throw badRequest(`${spec.title} does not offer text-to-speech (use_for_tts)`);
  if (stt && !spec.stt)
    throw badRequest(`${spec.title} does not offer speech-to-text (use_for_stt)`);
}

/** Every enabled use must be served by the fields: else 400 in the real server's words. */
function assertComplete(
  vendor: string,
  spec: VendorSpec,
  fields: StoredFields,
  uses: {
    use_for_tts: number;
    use_for_stt: number;
  },
): void {
  for (const use of usesOf(uses)) {
    const missing = missingFor(spec, fields, use);
    if (missing) throw badRequest(`invalid ${vendor} speech credential: ${missing}`);
  }
}

export interface NewCredential {
  vendor: string;
  label: string | null;
  use_for_tts: 0 | 1;
  use_for_stt: 0 | 1;
  account_sid?: string | null;
  service_provider_sid?: string | null;
  fields: StoredFields;
}

/** A POST body: vendor known, uses it offers (default: all it offers), fields complete. */
export function readNewCredential(body: unknown): NewCredential {
  const { top, vendor: vendorPart } = split(body);
  const read = readBody(top, CREATE_FIELDS);
  const spec = specOf(read.vendor);
  const uses = {
    use_for_tts: read.use_for_tts ?? (spec.tts ? 1 : 0),
    use_for_stt: read.use_for_stt ?? (spec.stt ? 1 : 0),
  };
  assertOffered(spec, uses.use_for_tts, uses.use_for_stt);
  const fields = applyChanges({}, readVendorFields(read.vendor, spec, vendorPart, false));
  assertComplete(read.vendor, spec, fields, uses);
  return {
    vendor: read.vendor,
    label: read.label?.trim() ? read.label.trim() : null,
    ...uses,
    account_sid: read.account_sid,
    service_provider_sid: read.service_provider_sid,
    fields,
  };
}

export type CredentialUpdate = {
  use_for_tts: 0 | 1;
  use_for_stt: 0 | 1;
  credential: string;
};

/**
 * A PUT body against the stored credential. As on the real server one of the uses must be sent
 * (422 otherwise); secrets are locked and ignored; vendor, label and sids may only be sent back
 * unchanged; the other vendor fields change (null or '' clears one).
 */
export function readCredentialUpdate(
  row: SpeechCredentialRow,
  body: unknown,
): CredentialUpdate | 'no uses' {
  const { top, vendor: vendorPart } = split(body);
  const read = readBody(top, UPDATE_FIELDS);
  for (const key of [
    'speech_credential_sid',
    'service_provider_sid',
    'account_sid',
    'vendor',
  ] as const) {
    if (read[key] !== undefined && read[key] !== row[key])
      throw badRequest(`${key} may not be changed`);
  }
  if (read.label !== undefined && (read.label?.trim() || null) !== row.label) {
    throw badRequest('label may not be changed');
  }
  if (read.use_for_tts === undefined && read.use_for_stt === undefined) return 'no uses';
  const spec = specOf(row.vendor);
  const uses = {
    use_for_tts: read.use_for_tts ?? row.use_for_tts,
    use_for_stt: read.use_for_stt ?? row.use_for_stt,
  };
  assertOffered(spec, uses.use_for_tts, uses.use_for_stt);
  const changes: FieldChanges = readVendorFields(row.vendor, spec, vendorPart, true);
  const fields = applyChanges(storedFields(row), changes);
  assertComplete(row.vendor, spec, fields, uses);
  return { ...uses, credential: JSON.stringify(fields) };
}

/** A credential as answered: its columns, then its vendor fields (secrets masked, those
 *  `leftOut` left out). */
export function credentialAnswer(
  row: SpeechCredentialRow,
  leftOut?: ReadonlySet<CredentialField>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of COLUMNS) out[column] = row[column];
  const spec = vendorSpec(row.vendor);
  const fields = storedFields(row);
  return spec ? { ...out, ...shownFields(spec.fields, fields, leftOut) } : out;
}
