import { badRequest } from '../http/errors.ts';
import { isPlainObject, readBoolean, assertNoControlCharacters } from '../http/validate.ts';
import {
  CREDENTIAL_FIELDS,
  isSecretField,
  type CredentialField,
  type FieldKind,
  type VendorSpec,
} from './vendors.ts';

/** A credential's vendor fields as stored (JSON in the row's credential column). */
export type StoredFields = Partial<Record<CredentialField, string | boolean>>;

/** What a body changes: a value, or null to clear the field. */
export type FieldChanges = Partial<Record<CredentialField, string | boolean | null>>;

const MAX = { text: 255, secret: 1024, json: 16_384 } as const;
const IP_PORT = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3}):\d{1,6}$/;
const HOST_PORT = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,252}):\d{1,5}$/;

export function isCredentialField(key: string): key is CredentialField {
  return Object.hasOwn(CREDENTIAL_FIELDS, key);
}

/**
 * The vendor fields of a body. Null or '' clears a field; a field of another vendor is refused
 * unless empty (a form may send every field); secrets are skipped when `skipSecrets` (an update:
 * they are locked, and a client sends back the masked value it read).
 */
export function readVendorFields(
  vendor: string,
  spec: VendorSpec,
  body: Record<string, unknown>,
  skipSecrets: boolean,
): FieldChanges {
  const out: FieldChanges = {};
  for (const [key, value] of Object.entries(body)) {
    if (!isCredentialField(key)) continue;
    const empty = value === null || value === '';
    if (!spec.fields.includes(key)) {
      if (empty) continue;
      throw badRequest(`${key} is not a field of ${vendor} credentials`);
    }
    if (skipSecrets && isSecretField(key)) continue;
    out[key] = empty ? null : readField(key, CREDENTIAL_FIELDS[key], value);
  }
  return out;
}

function readField(key: string, kind: FieldKind, value: unknown): string | boolean {
  if (kind === 'flag') return readBoolean(key, value) === 1;
  if (kind === 'options') return readOptions(key, value);
  const text = readText(
    key,
    value,
    kind === 'service-key' ? MAX.json : kind === 'secret' ? MAX.secret : MAX.text,
  );
  if (typeof kind === 'object') return readUrl(key, text, kind.url);
  switch (kind) {
    case 'service-key':
      return readServiceKey(text);
    case 'ip-port':
      if (
        !IP_PORT.test(text) ||
        !text
          .split(':')[0]!
          .split('.')
          .every((n) => Number(n) <= 255)
      ) {
        throw badRequest(
          `${key} must be ip:port, with a port of up to 6 digits (e.g. 10.0.0.5:9090)`,
        );
      }
      return text;
    case 'host-port':
      if (!HOST_PORT.test(text)) throw badRequest(`${key} must be host:port (e.g. 10.0.0.5:50051)`);
      return text;
    default:
      return text;
  }
}

function readText(key: string, value: unknown, max: number): string {
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  if (value.length > max) throw badRequest(`${key} must be at most ${max} characters`);
  return value;
}

function readUrl(key: string, text: string, protocols: readonly string[]): string {
  assertNoControlCharacters(key, text);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest(`${key} must be a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    const names = protocols.map((p) => p.replace(':', '')).join(' or ');
    throw badRequest(`${key} must be a ${names} URL`);
  }
  return text;
}

/** A Google service account key: JSON text holding client_email and private_key (real messages). */
function readServiceKey(text: string): string {
  let key: unknown;
  try {
    key = JSON.parse(text);
  } catch {
    throw badRequest('invalid google service account key - not JSON');
  }
  if (
    !isPlainObject(key) ||
    typeof key.client_email !== 'string' ||
    typeof key.private_key !== 'string'
  ) {
    throw badRequest('invalid google service account key');
  }
  return text;
}

/** Extra options: a JSON object, sent as an object or as its text; stored as text. */
function readOptions(key: string, value: unknown): string {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest(`${key} must be a JSON object`);
    }
  }
  if (!isPlainObject(parsed)) throw badRequest(`${key} must be a JSON object`);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.length > MAX.json) throw badRequest(`${key} must be at most ${MAX.json} characters`);
  return text;
}

/** Applies changes to stored fields (null removes a field). */
export function applyChanges(stored: StoredFields, changes: FieldChanges): StoredFields {
  const out: StoredFields = { ...stored };
  for (const [key, value] of Object.entries(changes) as [
    CredentialField,
    string | boolean | null,
  ][]) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}
