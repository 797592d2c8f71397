import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { PasswordSettingsRow } from '../db/rows.ts';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** A salted scrypt hash: `scrypt$<salt>$<key>` in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, await derive(password, salt));
}

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH));
}

/**
 * Successful checks, remembered by hash and a digest of the password, so that signing the same
 * user in again (every test does) skips the deliberately slow derivation. A changed password
 * has a new hash and misses; failed checks are never remembered.
 */
const verified = new Set<string>();
const MAX_VERIFIED = 256;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const parts = stored?.split('$');
  if (!stored || !parts || parts.length !== 3 || parts[0] !== 'scrypt') return false;
  const salt = Buffer.from(parts[1] ?? '', 'base64');
  const expected = Buffer.from(parts[2] ?? '', 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const memo = `${stored}\u0000${createHash('sha256').update(password).digest('base64')}`;
  if (verified.has(memo)) return true;
  const ok = timingSafeEqual(await derive(password, salt), expected);
  if (ok) {
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.add(memo);
  }
  return ok;
}

export const SPECIAL_CHARACTERS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`;

/** The policy message of the real server for the first rule broken, or null. */
export function passwordPolicyError(
  password: string,
  settings: PasswordSettingsRow,
): string | null {
  if (password.length < settings.min_password_length) {
    return `password must be at least ${settings.min_password_length} characters long`;
  }
  if (settings.require_digit && !/[0-9]/.test(password)) {
    return 'password must contain at least one digit';
  }
  if (
    settings.require_special_character &&
    ![...password].some((c) => SPECIAL_CHARACTERS.includes(c))
  ) {
    return 'password must contain at least one special character';
  }
  return null;
}
