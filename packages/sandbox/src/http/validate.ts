import { badRequest } from './errors.ts';
import { isSid } from './ids.ts';

/** A webhook as the API takes it (registration_hook, call_hook, ...). */
export interface WebhookInput {
  url: string;
  method: 'GET' | 'POST';
  username: string | null;
  password: string | null;
}

interface Common {
  required?: boolean;
  nullable?: boolean;
}
export interface StringRule extends Common {
  type: 'string';
  max: number;
  /** An empty or blank string counts as missing: "X is required". */
  nonEmpty?: boolean;
  /** A non-empty value must match; else 400 `{key} {message}`. */
  pattern?: { test: { test(value: string): boolean }; message: string };
  /**
   * A name people read and tell apart (of an account, application, user, carrier, ...): no
   * control, bidirectional or zero-width characters (see isInvisible).
   */
  isName?: boolean;
  /** Surrounding whitespace is dropped before anything else is checked (user names). */
  trim?: boolean;
  /** A value sent on in a protocol's header (SIP, SMPP): no CR, LF, TAB or other controls. */
  noControls?: boolean;
}
export interface BooleanRule extends Common {
  type: 'boolean';
}
export interface IntegerRule extends Common {
  type: 'integer';
  min: number;
  max: number;
}
export interface SidRule extends Common {
  type: 'sid';
}
export interface WebhookRule extends Common {
  type: 'webhook';
  /** The method may not be GET (queue_event_hook). */
  postOnly?: boolean;
  /** Without a url the hook is none (null): dropped on create, cleared on update. */
  emptyUrlIsNone?: boolean;
}
export interface EnumRule<V extends string = string> extends Common {
  type: 'enum';
  values: readonly V[];
}
/** Anything else: `read` returns the value or throws a 400. */
export interface CustomRule<T = unknown> extends Common {
  type: 'custom';
  read: (key: string, value: unknown) => T;
}
export type FieldRule =
  StringRule | BooleanRule | IntegerRule | SidRule | WebhookRule | EnumRule | CustomRule;
export type BodySpec = Record<string, FieldRule>;

type ValueOf<R extends FieldRule> = R extends StringRule
  ? string
  : R extends BooleanRule
    ? 0 | 1
    : R extends IntegerRule
      ? number
      : R extends SidRule
        ? string
        : R extends EnumRule<infer V>
          ? V
          : R extends CustomRule<infer T>
            ? T
            : WebhookInput;

type Value<R extends FieldRule> = ValueOf<R> | (R['nullable'] extends true ? null : never);
type RequiredKeys<S extends BodySpec> = {
  [K in keyof S]: S[K]['required'] extends true ? K : never;
}[keyof S];

/**
 * The fields of the body: required ones always, others only when present; null where the rule
 * allows it. Booleans become 0/1.
 */
export type BodyOf<S extends BodySpec> = {
  -readonly [K in Exclude<keyof S, RequiredKeys<S>>]?: Value<S[K]>;
} & {
  -readonly [K in RequiredKeys<S>]: Value<S[K]>;
};

/** A string field that must be a host name (sip_realm, domains). */
export const HOST_NAME = {
  test: /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i,
  message: 'must be a domain name such as sip.example.com',
} as const;

/**
 * Whether a character makes a text look other than it is: C0 controls (NUL, TAB, CR, LF, ...), DEL and
 * C1 controls; the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069) and marks (U+200E, U+200F, U+061C); zero-width spaces and joiners
 * (U+200B-U+200D) and the byte order mark (U+FEFF). With them `admin` and `adm\u200bin` are two
 * names that read the same, and a name can reorder the text shown after it.
 */
export function isInvisible(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

function someCharacter(value: string, test: (code: number) => boolean): boolean {
  for (let i = 0; i < value.length; i++) if (test(value.charCodeAt(i))) return true;
  return false;
}

/** 400 when a name holds isInvisible characters; for readers outside the field tables too. */
export function assertPlainName(key: string, value: string): void {
  if (someCharacter(value, isInvisible)) {
    throw badRequest(`${key} must not contain control, bidirectional or zero-width characters`);
  }
}

/** Whether a text holds a C0 control (CR, LF, TAB, NUL, ...) or DEL. */
export function hasControlCharacters(value: string): boolean {
  return someCharacter(value, (code) => code <= 0x1f || code === 0x7f);
}

/**
 * A URL or header value as sent: raw CR, LF and TAB (which URL parsing silently drops) and the
 * other controls are refused.
 */
export function assertNoControlCharacters(key: string, value: string): void {
  if (hasControlCharacters(value)) {
    throw badRequest(`${key} must not contain control characters (CR, LF, TAB, ...)`);
  }
}

/** A calendar date YYYY-MM-DD, optionally with a time of day (as a real server stores dates). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,6})?)?Z?)?$/.exec(value);
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

export const CALENDAR_DATE = {
  test: { test: isCalendarDate },
  message: 'must be a date (YYYY-MM-DD)',
} as const;

/** What an e-mail address's parts may not hold: whitespace, `@` and the isInvisible characters. */
const NOT_IN_EMAIL =
  '\\s@\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff';

export const EMAIL = {
  test: new RegExp(`^[^${NOT_IN_EMAIL}]+@[^${NOT_IN_EMAIL}]+\\.[^${NOT_IN_EMAIL}]+$`),
  message: 'is not a valid e-mail address',
} as const;

/** A JSON object field (env_vars): stored as JSON text. */
export function readJsonObject(
  key: string,
  value: unknown,
  maxChars = 65_536,
): Record<string, unknown> {
  if (!isPlainObject(value)) throw badRequest(`${key} must be a JSON object`);
  if (JSON.stringify(value).length > maxChars) {
    throw badRequest(`${key} must be at most ${maxChars} characters as JSON`);
  }
  return value;
}

/**
 * Values a client read and sends back unchanged (its sids, fixed fields) are accepted; another
 * value is 400 `{key} may not be changed`.
 */
export function assertUnchanged<Row extends object>(
  body: Partial<Record<string, unknown>>,
  row: Row,
  keys: readonly (keyof Row & string)[],
): void {
  for (const key of keys) {
    if (body[key] !== undefined && body[key] !== row[key]) {
      throw badRequest(`${key} may not be changed`);
    }
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw badRequest('request body must be a JSON object');
  return body;
}

/**
 * Checks a JSON body against a field table and returns the typed fields present.
 * Every failure is a 400 `{"msg"}` naming the field; unknown fields are refused.
 */
export function readBody<S extends BodySpec>(body: unknown, spec: S): BodyOf<S> {
  const input = requireObject(body);
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(spec, key)) throw badRequest(`unknown field: ${key}`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(spec)) {
    const value = input[key];
    if (value === undefined) {
      if (rule.required) throw badRequest(`${key} is required`);
      continue;
    }
    if (value === null) {
      if (!rule.nullable) {
        const mustHave = rule.required || (rule.type === 'string' && rule.nonEmpty);
        throw badRequest(mustHave ? `${key} is required` : `${key} may not be null`);
      }
      out[key] = null;
      continue;
    }
    out[key] = readField(key, value, rule);
  }
  return out as BodyOf<S>;
}

function readField(key: string, value: unknown, rule: FieldRule): unknown {
  switch (rule.type) {
    case 'string':
      return readString(key, value, rule);
    case 'boolean':
      return readBoolean(key, value);
    case 'integer':
      if (
        typeof value !== 'number' ||
        !Number.isInteger(value) ||
        value < rule.min ||
        value > rule.max
      ) {
        throw badRequest(`${key} must be an integer between ${rule.min} and ${rule.max}`);
      }
      return value;
    case 'sid':
      if (!isSid(value)) throw badRequest(`${key} must be a valid sid`);
      return value.toLowerCase();
    case 'webhook':
      return readWebhook(key, value, rule);
    case 'enum':
      if (typeof value !== 'string' || !rule.values.includes(value)) {
        throw badRequest(`${key} must be one of ${rule.values.join(', ')}`);
      }
      return value;
    case 'custom':
      return rule.read(key, value);
  }
}

function readString(key: string, raw: unknown, rule: StringRule): string {
  if (typeof raw !== 'string') throw badRequest(`${key} must be a string`);
  const value = rule.trim ? raw.trim() : raw;
  if (rule.nonEmpty && value.trim() === '') throw badRequest(`${key} is required`);
  if (rule.isName) assertPlainName(key, value);
  if (rule.noControls) assertNoControlCharacters(key, value);
  if (value.length > rule.max) throw badRequest(`${key} must be at most ${rule.max} characters`);
  if (rule.pattern && value !== '' && !rule.pattern.test.test(value)) {
    throw badRequest(`${key} ${rule.pattern.message}`);
  }
  return value;
}

export function readBoolean(key: string, value: unknown): 0 | 1 {
  if (value === true || value === 1) return 1;
  if (value === false || value === 0) return 0;
  throw badRequest(`${key} must be true or false`);
}

const WEBHOOK_KEYS = new Set(['url', 'method', 'username', 'password', 'webhook_sid']);

function readWebhook(key: string, value: unknown, rule: WebhookRule): WebhookInput | null {
  if (!isPlainObject(value)) throw badRequest(`${key} must be an object with a url`);
  for (const k of Object.keys(value)) {
    if (!WEBHOOK_KEYS.has(k)) throw badRequest(`unknown field: ${key}.${k}`);
  }
  const url = value.url;
  // As a real server does: an optional hook without a url is none (dropped, or cleared on update).
  if (rule.emptyUrlIsNone && (url === undefined || url === null || url === '')) return null;
  if (typeof url !== 'string' || url.trim() === '') throw badRequest(`${key}.url is required`);
  if (url.length > 1024) throw badRequest(`${key}.url must be at most 1024 characters`);
  assertNoControlCharacters(`${key}.url`, url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(`${key} URL is not a valid URL`);
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) {
    throw badRequest(`${key} URL has missing or invalid protocol ${parsed.protocol}`);
  }
  const method = value.method ?? 'POST';
  if (method !== 'GET' && method !== 'POST') throw badRequest(`${key}.method must be GET or POST`);
  if (rule.postOnly && method === 'GET') throw badRequest(`${key} method may not be GET`);
  const username = optionalString(`${key}.username`, value.username);
  const password = optionalString(`${key}.password`, value.password);
  // They become an Authorization header: no line breaks or other controls.
  if (username !== null) assertNoControlCharacters(`${key}.username`, username);
  if (password !== null) assertNoControlCharacters(`${key}.password`, password);
  if ((username === null) !== (password === null)) {
    throw badRequest(`${key}: HTTP basic authentication needs both username and password`);
  }
  return { url, method, username, password };
}

function optionalString(key: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  if (value.length > 255) throw badRequest(`${key} must be at most 255 characters`);
  return value;
}

/** The fields of a read body that a field table names (e.g. the writable ones). */
export function fieldsOf(body: object, spec: BodySpec): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (Object.hasOwn(spec, key) && value !== undefined) out[key] = value;
  }
  return out;
}
