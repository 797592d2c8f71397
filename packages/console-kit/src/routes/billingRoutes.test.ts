import { describe, expect, it } from 'vitest';
import type { Scope } from '../api/types.ts';
import { defaultFeatures } from '../provider/features.ts';
import { createPermissions } from '../session/permissions.ts';
import type { TokenClaims } from '../api/token.ts';
import { billingRoutes } from './billingRoutes.tsx';

function sessionOf(scope: Scope, accountSid: string | null, viewOnly = false) {
  const claims: TokenClaims = {
    scope,
    user_sid: 'u',
    name: 'n',
    is_view_only: viewOnly,
    service_provider_sid: 'sp',
    service_provider_name: null,
    account_sid: accountSid,
    exp: null,
  };
  return {
    token: 't',
    claims,
    permissions: createPermissions(claims, { ...defaultFeatures, hostedSystem: true }),
  };
}

const route = (end: string) => billingRoutes.find((r) => r.path.endsWith(end))!;

describe('billing routes', () => {
  it('exist only with the hosted flag', () => {
    for (const r of billingRoutes) {
      expect(r.available?.({ ...defaultFeatures, hostedSystem: false })).toBe(false);
      expect(r.available?.({ ...defaultFeatures, hostedSystem: true })).toBe(true);
    }
  });

  it("belong to the signed-in user's own account", () => {
    const own = { account_sid: 'a1' };
    for (const r of billingRoutes) {
      expect(r.denied?.(sessionOf('account', 'a1'), own)).toBeNull();
      expect(r.denied?.(sessionOf('account', 'a2'), own)).toBe('accounts.editDenied');
      expect(r.denied?.(sessionOf('service_provider', null), own)).toBe('accounts.editDenied');
      expect(r.denied?.(sessionOf('admin', null), own)).toBe('accounts.editDenied');
    }
  });

  it('let a view-only user see the card on file but not change the plan', () => {
    const viewer = sessionOf('account', 'a1', true);
    const own = { account_sid: 'a1' };
    expect(route('/subscription').denied?.(viewer, own)).toBe('error.noAccess');
    expect(route('/modify-subscription').denied?.(viewer, own)).toBe('error.noAccess');
    expect(route('/manage-payment').denied?.(viewer, own)).toBeNull();
  });
});
