import type { Db } from '../../db/database.ts';
import { parseJsonObject, withWebhooks } from '../../db/queries.ts';
import type { AccountRow } from '../../db/rows.ts';
import {
  bucketProblem,
  keepVendorFields,
  readBucketCredential,
  type BucketCredential,
} from '../../http/bucket-credential.ts';
import { badRequest } from '../../http/errors.ts';
import { CALENDAR_DATE, HOST_NAME } from '../../http/validate.ts';

/** The Account entity as POST and PUT take it. */
export const ACCOUNT_FIELDS = {
  name: { type: 'string', max: 64, nonEmpty: true, isName: true },
  sip_realm: { type: 'string', max: 132, nullable: true, pattern: HOST_NAME },
  registration_hook: { type: 'webhook', nullable: true, emptyUrlIsNone: true },
  queue_event_hook: { type: 'webhook', nullable: true, postOnly: true, emptyUrlIsNone: true },
  enable_debug_log: { type: 'boolean' },
  device_calling_application_sid: { type: 'sid', nullable: true },
  siprec_hook_sid: { type: 'sid', nullable: true },
  record_all_calls: { type: 'boolean' },
  record_format: { type: 'enum', values: ['mp3', 'wav'] },
  bucket_credential: { type: 'custom', read: readBucketCredential, nullable: true },
} as const;

/** Fields only an admin may change (a client may send them back unchanged). */
export const ADMIN_FIELDS = [
  'enable_debug_log',
  'plan_type',
  'trial_end_date',
  'is_active',
  'device_to_call_ratio',
] as const;

/** PUT also takes what a client read back: read-only values must be the stored ones. */
export const ACCOUNT_UPDATE_FIELDS = {
  ...ACCOUNT_FIELDS,
  account_sid: { type: 'sid' },
  service_provider_sid: { type: 'sid' },
  webhook_secret: { type: 'string', max: 64 },
  root_domain: { type: 'string', max: 128, nullable: true },
  plan_type: { type: 'enum', values: ['trial', 'paid', 'free'] },
  trial_end_date: {
    type: 'string',
    max: 32,
    nullable: true,
    pattern: CALENDAR_DATE,
  },
  is_active: { type: 'boolean' },
  device_to_call_ratio: { type: 'integer', min: 0, max: 1000 },
} as const;

/** The hooks and the column holding each one's sid. */
export const ACCOUNT_HOOKS = {
  registration_hook: 'registration_hook_sid',
  queue_event_hook: 'queue_event_hook_sid',
} as const;

/**
 * The observed list and detail shape: the columns without the hook sids, bucket_credential as
 * an object, then registration_hook and queue_event_hook as webhook objects (or null).
 */
export function toAccount(db: Db, row: AccountRow): Record<string, unknown> {
  return withWebhooks(db, row, ACCOUNT_HOOKS, ['bucket_credential'], { hookSids: false });
}

/**
 * The recording settings as they will be stored: a credential of a vendor is checked and kept
 * with that vendor's fields only; recording needs a vendor.
 */
export function recordingColumns(
  recordAllCalls: number,
  credential: BucketCredential | null,
): { record_all_calls: number; bucket_credential: string | null } {
  if (credential && credential.vendor !== 'none') {
    const problem = bucketProblem(credential);
    if (problem) throw badRequest(`bucket_credential: ${problem}`);
  }
  if (recordAllCalls === 1 && (!credential || credential.vendor === 'none')) {
    throw badRequest('record_all_calls needs a bucket_credential with a storage vendor');
  }
  return {
    record_all_calls: recordAllCalls,
    bucket_credential: credential ? JSON.stringify(keepVendorFields(credential)) : null,
  };
}

export function storedCredential(row: AccountRow): BucketCredential | null {
  return parseJsonObject(row.bucket_credential) as BucketCredential | null;
}
