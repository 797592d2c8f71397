import type { Account, BucketCredential } from '../../api/types.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import { changedFields } from '../../lib/changes.ts';
import {
  basicAuthIncomplete,
  validWebhookUrl,
  webhookPayload,
  webhookValue,
  type WebhookValue,
} from '../../lib/webhook.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import {
  bucketPayload,
  bucketValues,
  validateBucket,
  type BucketErrors,
  type BucketValues,
} from './recording/bucketRules.ts';

export interface AccountValues {
  name: string;
  sipRealm: string;
  registrationHook: WebhookValue;
  queueEventHook: WebhookValue;
  deviceCallingApp: string;
  siprecApp: string;
  debugLog: boolean;
  recordAllCalls: boolean;
  recordFormat: 'mp3' | 'wav';
  bucket: BucketValues;
}

export function accountValues(account: Account | undefined): AccountValues {
  return {
    name: account?.name ?? '',
    sipRealm: account?.sip_realm ?? '',
    registrationHook: webhookValue(account?.registration_hook),
    queueEventHook: { ...webhookValue(account?.queue_event_hook), method: 'POST' },
    deviceCallingApp: account?.device_calling_application_sid ?? '',
    siprecApp: account?.siprec_hook_sid ?? '',
    debugLog: Boolean(Number(account?.enable_debug_log ?? 0)),
    recordAllCalls: Boolean(Number(account?.record_all_calls ?? 0)),
    recordFormat: account?.record_format === 'wav' ? 'wav' : 'mp3',
    bucket: bucketValues(account?.bucket_credential),
  };
}

export type AccountErrors = ValidationMessages<
  'name' | 'sipRealm' | 'registrationHook' | 'queueEventHook'
> & { bucket?: BucketErrors };

const same = (a: string | null | undefined, b: string) => (a ?? '').trim() === b.trim();

/** The account's rules: name required and unique among the provider's accounts (case-sensitive),
 *  SIP realm unique, webhooks well-formed with both basic-auth fields, a complete bucket. */
export function validateAccount(
  values: AccountValues,
  context: { others: readonly Account[]; recordingShown: boolean },
): AccountErrors {
  const errors: AccountErrors = {};
  if (!values.name.trim()) errors.name = 'accounts.nameRequired';
  else if (context.others.some((other) => same(other.name, values.name)))
    errors.name = 'accounts.nameTaken';
  if (
    values.sipRealm.trim() &&
    context.others.some((other) => same(other.sip_realm, values.sipRealm))
  ) {
    errors.sipRealm = 'accounts.sipRealmTaken';
  }
  for (const key of ['registrationHook', 'queueEventHook'] as const) {
    const hook = values[key];
    if (hook.url.trim() && !validWebhookUrl(hook.url)) errors[key] = 'webhook.urlInvalid';
    else if (basicAuthIncomplete(hook)) errors[key] = 'webhook.authBoth';
  }
  if (context.recordingShown && values.recordAllCalls) {
    const bucket = validateBucket(values.bucket);
    if (Object.keys(bucket).length > 0) errors.bucket = bucket;
  }
  return errors;
}

const NO_BUCKET: BucketCredential = { vendor: 'none' };

/** The body of the account's create or update call. */
export function accountPayload(
  values: AccountValues,
  options: { debugLog: boolean; recordingShown: boolean; editing: boolean },
) {
  return {
    name: values.name.trim(),
    sip_realm: values.sipRealm.trim() || null,
    registration_hook: webhookPayload(values.registrationHook),
    queue_event_hook: webhookPayload(values.queueEventHook),
    ...(options.debugLog ? { enable_debug_log: (values.debugLog ? 1 : 0) as 0 | 1 } : {}),
    ...(options.editing
      ? {
          device_calling_application_sid: values.deviceCallingApp || null,
          siprec_hook_sid: values.siprecApp || null,
        }
      : {}),
    ...(options.recordingShown
      ? {
          record_all_calls: (values.recordAllCalls ? 1 : 0) as 0 | 1,
          record_format: values.recordFormat,
          // Recording off sends vendor none, as the spec says.
          bucket_credential: values.recordAllCalls ? bucketPayload(values.bucket) : NO_BUCKET,
        }
      : {}),
  };
}

export interface AccountUsage {
  applications: number;
  phoneNumbers: number;
  teamsTenants: number;
  apiKeys: number;
}

/** What still uses an account, as the lines of the list that blocks its delete. */
export function usageLines(usage: AccountUsage): { key: MessageKey; count: number }[] {
  const lines: { key: MessageKey; count: number }[] = [
    { key: 'accounts.usedByApplications', count: usage.applications },
    { key: 'accounts.usedByPhoneNumbers', count: usage.phoneNumbers },
    { key: 'accounts.usedByTeamsTenants', count: usage.teamsTenants },
    { key: 'accounts.usedByApiKeys', count: usage.apiKeys },
  ];
  return lines.filter((line) => line.count > 0);
}

/**
 * What an edit of an account sends: only the fields whose value changed (both sides shaped as
 * the payload). An untouched secret is not sent; a bucket credential changed elsewhere goes with
 * the obscured secret the single read gave, which a real server keeps as stored.
 */
export function accountUpdate(
  initial: AccountValues,
  values: AccountValues,
  options: { debugLog: boolean; recordingShown: boolean },
) {
  const shape = { ...options, editing: true };
  return changedFields(accountPayload(initial, shape), accountPayload(values, shape));
}

type AccountChanges = ReturnType<typeof accountUpdate>;

/**
 * The writes of an account edit. A real server refuses any sip_realm in an account user's PUT
 * ('use POST /Accounts/:sid/sip_realm/:realm ...'), so such a user's new realm goes through
 * POST /Accounts/{sid}/SipRealms/{realm}; clearing it (null) stays in the PUT, which it accepts.
 */
export function accountEdit(
  body: Omit<AccountChanges, 'sip_realm'>,
  realm: string | null | undefined,
  realmByOwnRoute: boolean,
): { body: AccountChanges; realm?: string } {
  if (realm === undefined) return { body };
  if (realmByOwnRoute && realm) return { body, realm };
  return { body: { ...body, sip_realm: realm } };
}
