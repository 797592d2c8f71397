import type { PasswordSettings } from '../api/types.ts';
import type { MessageKey } from '../provider/messages.ts';

export const SPECIAL_CHARACTERS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`;
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

export interface PasswordPolicy {
  minLength: number;
  requireDigit: boolean;
  requireSpecial: boolean;
}

/** The policy from the server's settings, with the spec's defaults for what it leaves out. */
export function policyFromSettings(settings: PasswordSettings | null | undefined): PasswordPolicy {
  const min = Number(settings?.min_password_length);
  return {
    minLength: Number.isFinite(min) && min > 0 ? min : DEFAULT_MIN_PASSWORD_LENGTH,
    requireDigit: Boolean(Number(settings?.require_digit ?? 0)),
    requireSpecial: Boolean(Number(settings?.require_special_character ?? 0)),
  };
}

export interface PolicyFailure {
  key: MessageKey;
  params?: Record<string, number>;
}

/** The rules a password breaks, in the spec's order ('Password must:' followed by these). */
export function passwordPolicyFailures(password: string, policy: PasswordPolicy): PolicyFailure[] {
  const failures: PolicyFailure[] = [];
  if (password.length < policy.minLength) {
    failures.push({ key: 'password.minLength', params: { count: policy.minLength } });
  }
  if (policy.requireDigit && !/\d/.test(password)) failures.push({ key: 'password.digit' });
  if (policy.requireSpecial && ![...password].some((c) => SPECIAL_CHARACTERS.includes(c))) {
    failures.push({ key: 'password.special' });
  }
  return failures;
}

export interface NewPasswordCheck {
  failures: PolicyFailure[];
  letterMissing: boolean;
  mismatch: boolean;
  ok: boolean;
}

export const NO_PROBLEMS: NewPasswordCheck = {
  failures: [],
  letterMissing: false,
  mismatch: false,
  ok: true,
};

/** A new password and its confirmation against the policy (and, for a reset, the letter rule). */
export function checkNewPassword(
  password: string,
  confirm: string,
  policy: PasswordPolicy,
  { requireLetter = false } = {},
): NewPasswordCheck {
  const failures = passwordPolicyFailures(password, policy);
  const letterMissing = requireLetter && !/\p{L}/u.test(password);
  const mismatch = password !== confirm;
  return {
    failures,
    letterMissing,
    mismatch,
    ok: failures.length === 0 && !letterMissing && !mismatch,
  };
}
