import type { Db } from '../../db/database.ts';
import { withWebhooks } from '../../db/queries.ts';
import type { ApplicationRow } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
import { readJsonObject, type StringRule } from '../../http/validate.ts';

/** The speech vendors the product names; `custom:<label>` names a custom vendor. */
export const SPEECH_VENDORS = [
  'aws',
  'google',
  'deepgram',
  'ibm',
  'microsoft',
  'nuance',
  'nvidia',
  'wellsaid',
  'soniox',
  'speechmatics',
  'custom',
  'cobalt',
  'elevenlabs',
  'assemblyai',
  'voxist',
  'whisper',
  'playht',
  'rimelabs',
  'inworld',
  'verbio',
  'cartesia',
  'openai',
] as const;

function readSpeechVendor(key: string, value: unknown): string {
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  const known =
    (SPEECH_VENDORS as readonly string[]).includes(value) || /^custom:[\w.-]{1,64}$/.test(value);
  if (!known) throw badRequest(`${key}: unknown speech vendor "${value.slice(0, 64)}"`);
  return value;
}

/** app_json is JSON text (an array of verbs, as a rule). */
function readAppJson(key: string, value: unknown): string {
  if (typeof value !== 'string') throw badRequest(`${key} must be JSON text`);
  if (value.length > 65_536) throw badRequest(`${key} must be at most 65536 characters`);
  try {
    JSON.parse(value);
  } catch {
    throw badRequest(`${key} is not valid JSON`);
  }
  return value;
}

/** env_vars: names to strings, numbers or booleans, as the webhook's definition asks. */
function readEnvVars(key: string, value: unknown): Record<string, unknown> {
  const vars = readJsonObject(key, value);
  for (const [name, v] of Object.entries(vars)) {
    if (name === '' || name.length > 128) {
      throw badRequest(`${key}: a variable name has 1 to 128 characters`);
    }
    if (!['string', 'number', 'boolean'].includes(typeof v)) {
      throw badRequest(`${key}.${name} must be a string, a number or a boolean`);
    }
  }
  return vars;
}

const vendor = { type: 'custom', read: readSpeechVendor } as const;
const optionalVendor = { ...vendor, nullable: true } as const;
const language: StringRule = { type: 'string', max: 64, nonEmpty: true };
const optional = (max: number) => ({ type: 'string', max, nullable: true }) as const;

/** The Application entity as POST and PUT take it. */
export const APPLICATION_FIELDS = {
  name: { type: 'string', max: 64, nonEmpty: true, isName: true },
  account_sid: { type: 'sid' },
  app_json: { type: 'custom', read: readAppJson, nullable: true },
  call_hook: { type: 'webhook' },
  call_status_hook: { type: 'webhook' },
  messaging_hook: { type: 'webhook', nullable: true, emptyUrlIsNone: true },
  speech_synthesis_vendor: vendor,
  speech_synthesis_language: language,
  speech_synthesis_voice: optional(256),
  speech_synthesis_label: optional(64),
  speech_recognizer_vendor: vendor,
  speech_recognizer_language: language,
  speech_recognizer_label: optional(64),
  record_all_calls: { type: 'boolean' },
  use_for_fallback_speech: { type: 'boolean' },
  fallback_speech_synthesis_vendor: optionalVendor,
  fallback_speech_synthesis_language: optional(64),
  fallback_speech_synthesis_voice: optional(256),
  fallback_speech_synthesis_label: optional(64),
  fallback_speech_recognizer_vendor: optionalVendor,
  fallback_speech_recognizer_language: optional(64),
  fallback_speech_recognizer_label: optional(64),
  env_vars: { type: 'custom', read: readEnvVars, nullable: true },
} as const;

/** The webhook fields and the column holding each one's sid. */
export const APPLICATION_HOOKS = {
  call_hook: 'call_hook_sid',
  call_status_hook: 'call_status_hook_sid',
  messaging_hook: 'messaging_hook_sid',
} as const;

/** The observed shape: the columns without the hook sids, then the hooks as objects. */
export function toApplication(db: Db, row: ApplicationRow): Record<string, unknown> {
  return withWebhooks(db, row, APPLICATION_HOOKS, ['env_vars']);
}
