import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  passwordPolicyError,
  SPECIAL_CHARACTERS,
  verifyPassword,
} from './passwords.ts';

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const a = await hashPassword('Secret-1');
    const b = await hashPassword('Secret-1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$/);
    expect(await verifyPassword(a, 'Secret-1')).toBe(true);
    expect(await verifyPassword(a, 'secret-1')).toBe(false);
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false);
  });

  it('remembers a successful check, for that hash and password only', async () => {
    const hash = await hashPassword('Secret-2');
    // A derivation ends in a callback of the event loop; a remembered check answers before any.
    const beforeTheLoop = (check: Promise<boolean>) =>
      Promise.race([check, new Promise((resolve) => setImmediate(() => resolve('derived')))]);
    const first = verifyPassword(hash, 'Secret-2');
    expect(await beforeTheLoop(first)).toBe('derived');
    expect(await first).toBe(true);
    expect(await beforeTheLoop(verifyPassword(hash, 'Secret-2'))).toBe(true);
    expect(await verifyPassword(hash, 'Secret-3')).toBe(false);
    expect(await verifyPassword(await hashPassword('Other-1'), 'Secret-2')).toBe(false);
  });
});

describe('password policy', () => {
  const strict = {
    min_password_length: 8,
    require_digit: 1,
    require_special_character: 1,
  } as const;

  it('gives the real server messages, first broken rule first', () => {
    expect(passwordPolicyError('a1!', strict)).toBe('password must be at least 8 characters long');
    expect(passwordPolicyError('abcdefg!', strict)).toBe(
      'password must contain at least one digit',
    );
    expect(passwordPolicyError('abcdefg1', strict)).toBe(
      'password must contain at least one special character',
    );
    expect(passwordPolicyError('abcdef1!', strict)).toBeNull();
  });

  it('accepts every special character of the spec', () => {
    for (const c of `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`) {
      expect(passwordPolicyError(`abcdefg1${c}`, strict)).toBeNull();
    }
    expect(SPECIAL_CHARACTERS).toHaveLength(30);
    expect(passwordPolicyError('abcdefg1~', strict)).not.toBeNull();
  });
});
