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
}
export type FieldRule = StringRule | BooleanRule | IntegerRule | SidRule | WebhookRule;
export type BodySpec = Record<string, FieldRule>;

type ValueOf<R extends FieldRule> = R extends StringRule
  ? string
  : R extends BooleanRule
    ? 0 | 1
    : R extends IntegerRule
      ? number
      : R extends SidRule
        ? string
        : WebhookInput;

/** Only the fields present in the body; null where the rule allows it. Booleans become 0/1. */
export type BodyOf<S extends BodySpec> = {
  -readonly [K in keyof S]?: ValueOf<S[K]> | (S[K]['nullable'] extends true ? null : never);
};

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
      return readWebhook(key, value);
  }
}

function readString(key: string, value: unknown, rule: StringRule): string {
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  if (rule.nonEmpty && value.trim() === '') throw badRequest(`${key} is required`);
  if (value.length > rule.max) throw badRequest(`${key} must be at most ${rule.max} characters`);
  return value;
}

export function readBoolean(key: string, value: unknown): 0 | 1 {
  if (value === true || value === 1) return 1;
  if (value === false || value === 0) return 0;
  throw badRequest(`${key} must be true or false`);
}

const WEBHOOK_KEYS = new Set(['url', 'method', 'username', 'password', 'webhook_sid']);

function readWebhook(key: string, value: unknown): WebhookInput {
  if (!isPlainObject(value)) throw badRequest(`${key} must be an object with a url`);
  for (const k of Object.keys(value)) {
    if (!WEBHOOK_KEYS.has(k)) throw badRequest(`unknown field: ${key}.${k}`);
  }
  const url = value.url;
  if (typeof url !== 'string' || url.trim() === '') throw badRequest(`${key}.url is required`);
  if (url.length > 1024) throw badRequest(`${key}.url must be at most 1024 characters`);
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
  return {
    url,
    method,
    username: optionalString(`${key}.username`, value.username),
    password: optionalString(`${key}.password`, value.password),
  };
}

function optionalString(key: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  if (value.length > 255) throw badRequest(`${key} must be at most 255 characters`);
  return value;
}
