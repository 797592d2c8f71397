import { hasMessages } from './validation.ts';
import { describe, expect, it } from 'vitest';
import {
  newPasswordMessages,
  passwordPolicyFailures,
  policyFromSettings,
  resetPasswordFailures,
} from './passwordPolicy.ts';

describe('policyFromSettings', () => {
  it('uses the spec defaults when the server says nothing', () => {
    expect(policyFromSettings({})).toEqual({
      minLength: 6,
      requireDigit: false,
      requireSpecial: false,
    });
    expect(policyFromSettings(null).minLength).toBe(6);
  });

  it('reads 0/1 and boolean flags', () => {
    expect(
      policyFromSettings({
        min_password_length: 10,
        require_digit: 1,
        require_special_character: true,
      }),
    ).toEqual({ minLength: 10, requireDigit: true, requireSpecial: true });
  });
});

describe('passwordPolicyFailures', () => {
  const strict = { minLength: 8, requireDigit: true, requireSpecial: true };

  it('lists every broken rule in order', () => {
    expect(passwordPolicyFailures('abc', strict).map((f) => f.key)).toEqual([
      'password.minLength',
      'password.digit',
      'password.special',
    ]);
    expect(passwordPolicyFailures('abc', strict)[0]?.values).toEqual({ count: 8 });
  });

  it.each(['Passw0rd!', 'abcdefg1?', 'x1234567[', 'long-pass-1', `quote'd-1`, 'back\\slash1'])(
    'accepts %s',
    (password) => expect(passwordPolicyFailures(password, strict)).toEqual([]),
  );

  it('does not count characters outside the special set', () => {
    expect(passwordPolicyFailures('abcdefg1~', strict).map((f) => f.key)).toEqual([
      'password.special',
    ]);
  });

  it('accepts anything long enough under a lax policy', () => {
    expect(
      passwordPolicyFailures('aaaaaa', {
        minLength: 6,
        requireDigit: false,
        requireSpecial: false,
      }),
    ).toEqual([]);
  });
});

describe('newPasswordMessages', () => {
  const policy = { minLength: 8, requireDigit: true, requireSpecial: false };
  const both = (password: string, confirm = password) => ({ password, confirm });

  it('has nothing to say of a password that keeps the policy and matches its confirmation', () => {
    expect(newPasswordMessages(both('abcdefg1'), policy)).toEqual({});
  });

  it('reports a mismatch and the broken rules together', () => {
    const messages = newPasswordMessages(both('abc', 'abd'), policy);
    expect(messages.confirm).toBe('password.mismatch');
    expect(messages.password?.reset).toEqual([]);
    expect(messages.password?.policy.map((f) => f.key)).toEqual([
      'password.minLength',
      'password.digit',
    ]);
    expect(hasMessages(newPasswordMessages(both('abc'), policy))).toBe(true);
    expect(
      newPasswordMessages(both('a', 'b'), policy, { mismatch: 'resetPassword.mismatch' }).confirm,
    ).toBe('resetPassword.mismatch');
  });

  it('asks for a letter only on a password reset', () => {
    expect(newPasswordMessages(both('12345678'), policy)).toEqual({});
    expect(newPasswordMessages(both('12345678'), policy, { reset: true }).password?.reset).toEqual([
      'password.letter',
    ]);
    expect(newPasswordMessages(both('1234567é'), policy, { reset: true })).toEqual({});
  });
});

describe('the password reset rules', () => {
  const lenient = { minLength: 6, requireDigit: false, requireSpecial: false };

  it('refuses fewer than 7 characters (the reading of its message), with its own message', () => {
    expect(resetPasswordFailures('abcdef', lenient)).toEqual(['resetPassword.minLength']);
    expect(resetPasswordFailures('abcdefg', lenient)).toEqual([]);
    const messages = newPasswordMessages({ password: 'abcde', confirm: 'abcde' }, lenient, {
      reset: true,
    });
    expect(messages.password).toEqual({ policy: [], reset: ['resetPassword.minLength'] });
  });

  it('leaves a longer minimum of the policy to the policy message', () => {
    const strict = { minLength: 10, requireDigit: false, requireSpecial: false };
    const messages = newPasswordMessages({ password: 'abcde', confirm: 'abcde' }, strict, {
      reset: true,
    });
    expect(messages.password?.reset).toEqual([]);
    expect(messages.password?.policy.map((f) => f.key)).toEqual(['password.minLength']);
  });

  it('needs a letter of any alphabet', () => {
    expect(resetPasswordFailures('1234567!', lenient)).toEqual(['password.letter']);
    expect(resetPasswordFailures('123456я!', lenient)).toEqual([]);
    expect(resetPasswordFailures('12', lenient)).toEqual([
      'resetPassword.minLength',
      'password.letter',
    ]);
  });
});
