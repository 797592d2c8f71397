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
 * The fields as answered, in the vendor's order: secrets masked; left out altogether when the
 * reader is an account user looking at its provider's credential (as the real server does).
 */
export function shownFields(
  order: readonly CredentialField[],
  fields: StoredFields,
  withSecrets: boolean,
): StoredFields {
  const out: StoredFields = {};
  for (const field of order) {
    const value = fields[field];
    if (value === undefined) continue;
    if (!isSecretField(field)) out[field] = value;
    else if (withSecrets && typeof value === 'string') {
      out[field] =
        CREDENTIAL_FIELDS[field] === 'service-key' ? obscureServiceKey(value) : obscure(value);
    }
  }
  return out;
}
