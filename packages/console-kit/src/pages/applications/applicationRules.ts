import type { ApplicationInput } from '../../api/applications.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import { isApiError } from '../../api/errors.ts';
import { changedFields } from '../../lib/changes.ts';
import type { TeamsTenant } from '../../api/numbersAndTenants.ts';
import type { Account, Application, Page } from '../../api/types.ts';
import { pageOfList } from '../../lib/pager.ts';
import { DEFAULT_SPEECH_VENDOR, defaultLanguage, defaultVoice } from '../../lib/speech.ts';
import {
  basicAuthIncomplete,
  statusHookFollowing,
  validWebhookUrl,
  webhookPayload,
  webhookValue,
  type WebhookValue,
} from '../../lib/webhook.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import { envError, envPayload, envValue, envValues, type EnvField } from './envRules.ts';
import { sortByText } from '../../lib/textOrder.ts';

export interface SpeechChoice {
  vendor: string;
  language: string;
  voice: string;
  label: string;
}

export type SpeechRole = 'synthesis' | 'recognizer' | 'fallbackSynthesis' | 'fallbackRecognizer';

/** Where each speech choice is stored on the application (recognizers have no voice). */
export const SPEECH_COLUMNS = {
  synthesis: {
    vendor: 'speech_synthesis_vendor',
    language: 'speech_synthesis_language',
    voice: 'speech_synthesis_voice',
    label: 'speech_synthesis_label',
  },
  recognizer: {
    vendor: 'speech_recognizer_vendor',
    language: 'speech_recognizer_language',
    label: 'speech_recognizer_label',
  },
  fallbackSynthesis: {
    vendor: 'fallback_speech_synthesis_vendor',
    language: 'fallback_speech_synthesis_language',
    voice: 'fallback_speech_synthesis_voice',
    label: 'fallback_speech_synthesis_label',
  },
  fallbackRecognizer: {
    vendor: 'fallback_speech_recognizer_vendor',
    language: 'fallback_speech_recognizer_language',
    label: 'fallback_speech_recognizer_label',
  },
} as const satisfies Record<SpeechRole, Partial<Record<keyof SpeechChoice, keyof Application>>>;

const PRIMARY_ROLES = ['synthesis', 'recognizer'] as const;
const FALLBACK_ROLES = ['fallbackSynthesis', 'fallbackRecognizer'] as const;

export const hasVoice = (role: SpeechRole) => 'voice' in SPEECH_COLUMNS[role];

export interface ApplicationValues extends Record<SpeechRole, SpeechChoice> {
  name: string;
  accountSid: string;
  callHook: WebhookValue;
  statusHook: WebhookValue;
  /** Optional: the webhook of incoming messages. */
  messagingHook: WebhookValue;
  fallback: boolean;
  recordAllCalls: boolean;
  appJson: string;
  /** The environment variables typed so far, by name (the webhook's definition says which count). */
  env: Record<string, string>;
}

const noSpeech = (): SpeechChoice => ({ vendor: '', language: '', voice: '', label: '' });

/** A vendor's defaults: the spec's language and, where it names one, voice (a recognizer's voice
 *  is never shown nor sent). */
export function defaultSpeech(vendor = DEFAULT_SPEECH_VENDOR): SpeechChoice {
  return { vendor, language: defaultLanguage(vendor), voice: defaultVoice(vendor), label: '' };
}

/** Another vendor: its default voice, and its default language unless one was typed. */
export function withVendor(choice: SpeechChoice, vendor: string): SpeechChoice {
  const typedLanguage = choice.language !== defaultLanguage(choice.vendor);
  return {
    ...choice,
    vendor,
    language: typedLanguage ? choice.language : defaultLanguage(vendor),
    voice: defaultVoice(vendor),
  };
}

function storedSpeech(application: Application, role: SpeechRole): SpeechChoice {
  const choice = noSpeech();
  for (const [field, column] of Object.entries(SPEECH_COLUMNS[role])) {
    choice[field as keyof SpeechChoice] = String(application[column] ?? '');
  }
  return choice;
}

/** The form's first values: the stored application, or a new one in the given account. */
export function applicationValues(
  application: Application | undefined,
  accountSid: string,
): ApplicationValues {
  if (!application) {
    return {
      name: '',
      accountSid,
      callHook: webhookValue(null),
      statusHook: webhookValue(null),
      messagingHook: webhookValue(null),
      synthesis: defaultSpeech(),
      recognizer: defaultSpeech(),
      fallback: false,
      fallbackSynthesis: noSpeech(),
      fallbackRecognizer: noSpeech(),
      recordAllCalls: false,
      appJson: '',
      env: {},
    };
  }
  const speech = (role: SpeechRole) => storedSpeech(application, role);
  return {
    name: application.name,
    accountSid: application.account_sid,
    callHook: webhookValue(application.call_hook),
    statusHook: webhookValue(application.call_status_hook),
    messagingHook: webhookValue(application.messaging_hook),
    synthesis: speech('synthesis'),
    recognizer: speech('recognizer'),
    fallback: Boolean(Number(application.use_for_fallback_speech ?? 0)),
    fallbackSynthesis: speech('fallbackSynthesis'),
    fallbackRecognizer: speech('fallbackRecognizer'),
    recordAllCalls: Boolean(Number(application.record_all_calls ?? 0)),
    appJson: application.app_json ?? '',
    env: envValues(application.env_vars),
  };
}

/** A webhook changed. The status webhook follows the call webhook while empty, a websocket, or
 *  still a copy of it (a URL is typed one key at a time). */
export function withWebhook(
  values: ApplicationValues,
  key: 'callHook' | 'statusHook' | 'messagingHook',
  hook: WebhookValue,
): ApplicationValues {
  if (key !== 'callHook') return { ...values, [key]: hook };
  const copy = values.statusHook.url !== '' && values.statusHook.url === values.callHook.url;
  const status = copy ? { ...values.statusHook, url: '' } : values.statusHook;
  return { ...values, callHook: hook, statusHook: statusHookFollowing(hook.url, status) };
}

/** The fallback toggle: on starts from the defaults, off clears the fallback choices. */
export function withFallback(values: ApplicationValues, on: boolean): ApplicationValues {
  const choice = () => (on ? defaultSpeech() : noSpeech());
  return { ...values, fallback: on, fallbackSynthesis: choice(), fallbackRecognizer: choice() };
}

/** 'Record all calls' is offered only where the account does not record every call already. */
export const recordingChoiceShown = (account: Account | undefined) =>
  Boolean(account) && !Number(account?.record_all_calls ?? 0);

// ---- Validation and the request body ----

type ErrorField =
  | 'name'
  | 'callHook'
  | 'statusHook'
  | 'messagingHook'
  | 'callHookAuth'
  | 'statusHookAuth'
  | 'messagingHookAuth'
  | 'appJson'
  | SpeechRole;

export type ApplicationErrors = ValidationMessages<ErrorField> & { env?: ValidationMessages };

const parsesAsJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const speechRoles = (values: ApplicationValues): SpeechRole[] =>
  values.fallback ? [...PRIMARY_ROLES, ...FALLBACK_ROLES] : [...PRIMARY_ROLES];

/** The application's rules (spec part 1, section 5), with the webhook's variables when known. */
export function validateApplication(
  values: ApplicationValues,
  env: readonly EnvField[] | null,
  defaults = true,
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!values.name.trim()) errors.name = 'applications.nameRequired';
  for (const [hook, auth] of [
    ['callHook', 'callHookAuth'],
    ['statusHook', 'statusHookAuth'],
  ] as const) {
    const url = values[hook].url.trim();
    if (!url) errors[hook] = 'webhook.urlRequired';
    else if (!validWebhookUrl(url)) errors[hook] = 'webhook.urlInvalid';
    if (basicAuthIncomplete(values[hook])) errors[auth] = 'webhook.authBoth';
  }
  const messagingUrl = values.messagingHook.url.trim();
  if (messagingUrl && !validWebhookUrl(messagingUrl)) errors.messagingHook = 'webhook.urlInvalid';
  if (basicAuthIncomplete(values.messagingHook)) errors.messagingHookAuth = 'webhook.authBoth';
  for (const role of speechRoles(values)) {
    if (!values[role].language.trim()) errors[role] = 'applications.languageRequired';
  }
  if (values.appJson.trim() && !parsesAsJson(values.appJson))
    errors.appJson = 'applications.appJsonInvalid';
  const envErrors = Object.fromEntries(
    (env ?? []).flatMap((field) => {
      const error = envError(field, envValue(field, values.env, defaults));
      return error ? [[field.name, error]] : [];
    }),
  );
  if (Object.keys(envErrors).length > 0) errors.env = envErrors;
  return errors;
}

function speechPayload(role: SpeechRole, choice: SpeechChoice | null): ApplicationInput {
  return Object.fromEntries(
    Object.entries(SPEECH_COLUMNS[role]).map(([field, column]) => [
      column,
      choice?.[field as keyof SpeechChoice].trim() || null,
    ]),
  );
}

/** The optional messaging webhook: left out of a create without one; an update clears it with an
 *  empty URL (a real server fails on a null webhook in an update). */
function messagingPayload(hook: WebhookValue, creating: boolean): ApplicationInput {
  const payload = webhookPayload(hook);
  if (payload) return { messaging_hook: payload };
  return creating ? {} : { messaging_hook: { url: '', method: 'POST' } };
}

/** The body of the create or update call. 'Record all calls' is left as stored while the
 *  account records every call. The variables are every field of the form's (described or saved):
 *  on create only when there are any, defaults included; on update null once all are emptied. */
export function applicationPayload(
  values: ApplicationValues,
  options: { recordingShown: boolean; env: readonly EnvField[]; creating: boolean },
): ApplicationInput {
  const env = envPayload(options.env, values.env, options.creating);
  const hasEnv = Object.keys(env).length > 0;
  return {
    name: values.name.trim(),
    account_sid: values.accountSid,
    call_hook: webhookPayload(values.callHook),
    call_status_hook: webhookPayload(values.statusHook),
    ...messagingPayload(values.messagingHook, options.creating),
    app_json: values.appJson.trim() || null,
    ...speechPayload('synthesis', values.synthesis),
    ...speechPayload('recognizer', values.recognizer),
    use_for_fallback_speech: values.fallback,
    ...speechPayload('fallbackSynthesis', values.fallback ? values.fallbackSynthesis : null),
    ...speechPayload('fallbackRecognizer', values.fallback ? values.fallbackRecognizer : null),
    ...(options.recordingShown ? { record_all_calls: values.recordAllCalls } : {}),
    ...(hasEnv || !options.creating ? { env_vars: hasEnv ? env : null } : {}),
  };
}

/** What an update sends: only the fields that differ from the stored application's (a real
 *  server answers 500 to an update of nothing, so the caller sends none then). */
export function applicationChanges(
  application: Application,
  values: ApplicationValues,
  options: { recordingShown: boolean; env: readonly EnvField[] },
): ApplicationInput {
  const update = { ...options, creating: false };
  return changedFields(
    applicationPayload(applicationValues(application, application.account_sid), update),
    applicationPayload(values, update),
  );
}

/** The server's answer to a name already used in the account (a database duplicate-key error). */
export const isDuplicateName = (error: unknown) =>
  isApiError(error) &&
  error.status === 422 &&
  /applications_idx_name/.test(error.serverMessage ?? '');

// ---- Delete ----

const USES = [
  { column: 'device_calling_application_sid', key: 'applications.usedForDeviceCalls' },
  { column: 'siprec_hook_sid', key: 'applications.usedForSiprec' },
] as const satisfies readonly { column: keyof Account; key: MessageKey }[];

/** What uses the application (an account's device-calling or SIPREC application, a Teams
 *  tenant), each one blocking its delete: the accounts by name, then the tenants by domain (a
 *  real server lists both by sid). */
export function deleteBlockers(
  applicationSid: string,
  accounts: readonly Account[],
  tenants: readonly TeamsTenant[],
): { key: MessageKey; values: Record<string, string> }[] {
  const usesOf = (account: Account) => USES.filter((use) => account[use.column] === applicationSid);
  const users = accounts.filter((account) => usesOf(account).length > 0);
  const tenantUsers = tenants.filter((tenant) => tenant.application_sid === applicationSid);
  return [
    ...sortByText(users, (account) => account.name).flatMap((account) =>
      usesOf(account).map((use) => ({ key: use.key, values: { account: account.name } })),
    ),
    ...sortByText(tenantUsers, (tenant) => tenant.tenant_fqdn).map((tenant) => ({
      key: 'applications.usedByTeamsTenant' as const,
      values: { tenant: tenant.tenant_fqdn },
    })),
  ];
}

/** What the list asks for: a page, its size, and a part of the name (any case). */
export interface ApplicationQuery {
  page: number;
  pageSize: number;
  name: string;
}

/** A page of applications by name, as the server pages one account's, from every account's. */
export function applicationsPage(
  applications: readonly Application[],
  query: ApplicationQuery,
): Page<Application> {
  const needle = query.name.trim().toLowerCase();
  const named = sortByText(
    applications.filter((application) => application.name.toLowerCase().includes(needle)),
    (application) => application.name,
  );
  return pageOfList(named, query.page, query.pageSize);
}
