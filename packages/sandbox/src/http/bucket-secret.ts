import type { BucketCredential } from './bucket-credential.ts';
import { badRequest } from './errors.ts';
import { isPlainObject } from './validate.ts';

/**
 * The secret of a bucket credential as a real server (0.9.6) hides it on GET /Accounts/{sid}:
 * the first 6 characters, then an X for each other one (a Google key: its private key after the
 * PEM header). Sent back unchanged on update, the stored secret is kept.
 */
const SHOWN = 6;
/** What a real server takes for an obscured secret: 4 to 6 characters, then only Xs. */
const OBSCURED = /^.{4,6}X+$/;
const PEM_HEADER = '-----BEGIN PRIVATE KEY-----\n';

export function obscureKey(key: string): string {
  if (key.length <= SHOWN) return key;
  return key.slice(0, SHOWN) + 'X'.repeat(key.length - SHOWN);
}

/** The credential with its secret obscured (the single read's answer). */
export function obscureCredential(credential: BucketCredential | null): BucketCredential | null {
  if (!credential) return credential;
  const out = { ...credential };
  if (out.secret_access_key) out.secret_access_key = obscureKey(out.secret_access_key);
  if (out.connection_string) out.connection_string = obscureKey(out.connection_string);
  if (out.service_key) out.service_key = obscureServiceKey(out.service_key);
  return out;
}

function obscureServiceKey(serviceKey: string): string {
  const key = parseServiceKey(serviceKey);
  if (!key || typeof key.private_key !== 'string') return serviceKey;
  const privateKey = key.private_key;
  const header = privateKey.startsWith(PEM_HEADER) ? PEM_HEADER : '';
  const body = privateKey.slice(header.length);
  if (OBSCURED.test(body)) return serviceKey;
  return JSON.stringify({ ...key, private_key: header + obscureKey(body) });
}

function parseServiceKey(serviceKey: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(serviceKey);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** The secret field of each vendor, and whether the value given is an obscured one. */
function obscuredField(credential: BucketCredential): keyof BucketCredential | null {
  const { secret_access_key: secret, connection_string: connection } = credential;
  switch (credential.vendor) {
    case 'aws_s3':
    case 's3_compatible':
      return secret && OBSCURED.test(secret) ? 'secret_access_key' : null;
    case 'azure':
      return connection && OBSCURED.test(connection) ? 'connection_string' : null;
    case 'google': {
      const privateKey = parseServiceKey(credential.service_key ?? '')?.private_key;
      if (typeof privateKey !== 'string') return null;
      const body = privateKey.startsWith(PEM_HEADER) ? privateKey.slice(PEM_HEADER.length) : '';
      return OBSCURED.test(body) ? 'service_key' : null;
    }
    default:
      return null;
  }
}

/**
 * The credential to store: an obscured secret sent back is replaced by the stored one. Without a
 * stored secret to keep, 400 (a real server would store the Xs).
 */
export function keepStoredSecret(
  given: BucketCredential | null,
  stored: BucketCredential | null,
): BucketCredential | null {
  if (!given) return given;
  const field = obscuredField(given);
  if (!field) return given;
  const kept = stored?.vendor === given.vendor ? stored[field] : undefined;
  if (typeof kept !== 'string') {
    throw badRequest(`bucket_credential: ${field} is hidden; enter the secret itself`);
  }
  return { ...given, [field]: kept };
}
