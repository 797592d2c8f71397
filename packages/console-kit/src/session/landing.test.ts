import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../api/token.ts';
import { landingPath } from './landing.ts';

const claims = (scope: TokenClaims['scope'], account_sid: string | null = null): TokenClaims => ({
  scope,
  user_sid: 'u',
  name: 'n',
  is_view_only: false,
  service_provider_sid: 'sp',
  service_provider_name: null,
  account_sid,
  exp: null,
});

describe('landingPath', () => {
  it('sends admin and service provider users to the accounts list', () => {
    expect(landingPath(claims('admin'), false)).toBe('/internal/accounts');
    expect(landingPath(claims('service_provider'), false)).toBe('/internal/accounts');
  });

  it('sends an account user to its own account', () => {
    expect(landingPath(claims('account', 'a1'), false)).toBe('/internal/accounts/a1/edit');
  });

  it('in hosted mode, sends a user without a SIP realm to the account page first', () => {
    const current = (sip_realm: string | null) => ({
      user: { user_sid: 'u', name: 'n', email: null },
      account: { account_sid: 'a9', sip_realm },
    });
    expect(landingPath(claims('account', 'a9'), true, current(null))).toBe(
      '/internal/accounts/a9/edit',
    );
    expect(landingPath(claims('account', 'a9'), true, current('acme.sip.example.com'))).toBe(
      '/internal/applications',
    );
  });
});
