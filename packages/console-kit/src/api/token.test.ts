import { describe, expect, it } from 'vitest';
import { msUntilExpiry, readClaims } from './token.ts';

function encode(payload: object) {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `eyJhbGciOiJIUzI1NiJ9.${base64.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
}

describe('readClaims', () => {
  it('reads the claims of a console session token', () => {
    const claims = readClaims(
      encode({
        scope: 'account',
        user_sid: 'u1',
        name: 'Zoë',
        is_view_only: true,
        account_sid: 'a1',
        service_provider_sid: 'sp1',
        service_provider_name: 'Acme Voice',
        exp: 100,
      }),
    );
    expect(claims).toEqual({
      scope: 'account',
      user_sid: 'u1',
      name: 'Zoë',
      is_view_only: true,
      service_provider_sid: 'sp1',
      service_provider_name: 'Acme Voice',
      account_sid: 'a1',
      exp: 100,
    });
    expect(msUntilExpiry(claims!, 40_000)).toBe(60_000);
  });

  it('refuses what is not a session token', () => {
    expect(readClaims(null)).toBeNull();
    expect(readClaims('garbage')).toBeNull();
    expect(readClaims(encode({ scope: 'root', user_sid: 'u' }))).toBeNull();
    expect(readClaims(encode({ scope: 'admin' }))).toBeNull();
  });
});
