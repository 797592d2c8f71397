import { describe, expect, it } from 'vitest';
import { isActivationCode, newActivationCode, normalizeActivationCode } from './activationCode.ts';

describe('activation code', () => {
  it('is six random digits, zeros included', () => {
    expect(newActivationCode((n) => n.map((_, i) => i * 10 + i))).toBe('012345');
    for (let i = 0; i < 50; i++) {
      expect(newActivationCode((n) => (crypto.getRandomValues(n), n))).toMatch(/^\d{6}$/);
    }
  });

  it('reads a typed code without its spaces, and takes six digits only', () => {
    expect(normalizeActivationCode(' 123 456 ')).toBe('123456');
    expect(isActivationCode('123456')).toBe(true);
    expect(isActivationCode('12345')).toBe(false);
    expect(isActivationCode('12345a')).toBe(false);
    expect(isActivationCode('1234567')).toBe(false);
  });
});
