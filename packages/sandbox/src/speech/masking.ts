import type { StoredFields } from './fields.ts';
import { CREDENTIAL_FIELDS, isSecretField, type CredentialField } from './vendors.ts';

const SHOWN = 6;
const KEY_HEADER = '-----BEGIN PRIVATE KEY-----\n';

/** A secret as the real server shows it: its first 6 characters, then an X for each other one. */
export function obscure(secret: string): string {
  if (secret.length <= SHOWN) return secret;
  return `${secret.slice(0, SHOWN)}${'X'.repeat(secret.length - SHOWN)}`;
}

/** A Google key file with its private key obscured after the PEM header. */
function obscureServiceKey(text: string): string {
  const key = JSON.parse(text) as Record<string, unknown>;
  const privateKey = String(key.private_key);
  const body = privateKey.startsWith(KEY_HEADER) ? privateKey.slice(KEY_HEADER.length) : privateKey;
  return JSON.stringify({ ...key, private_key: `${KEY_HEADER}${obscure(body)}` });
}

/**
 * The secrets a real server (v0.9.6) deletes from its provider's credentials for an account user;
 * the others (a Google key, a client secret) it still answers, masked.
 */
export const LEFT_OUT_FOR_ACCOUNT_USERS: ReadonlySet<CredentialField> = new Set([
  'api_key',
  'secret_access_key',
  'secret',
  'auth_token',
  'stt_api_key',
  'tts_api_key',
]);

/** The fields as answered, in the vendor's order: secrets masked, those `leftOut` left out. */
export function shownFields(
  order: readonly CredentialField[],
  fields: StoredFields,
  leftOut: ReadonlySet<CredentialField> = new Set(),
): StoredFields {
  const out: StoredFields = {};
  for (const field of order) {
    const value = fields[field];
    if (value === undefined || leftOut.has(field)) continue;
    if (!isSecretField(field)) out[field] = value;
    else if (typeof value === 'string') {
      out[field] =
        CREDENTIAL_FIELDS[field] === 'service-key' ? obscureServiceKey(value) : obscure(value);
    }
  }
  return out;
}
