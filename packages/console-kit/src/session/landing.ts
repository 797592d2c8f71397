import type { CurrentUser } from '../api/types.ts';
import type { TokenClaims } from './token.ts';

/** Where a user lands after signing in (the spec, section 4). Hosted mode needs the current
 *  account: without a SIP realm the user first completes the account page. */
export function landingPath(
  claims: TokenClaims,
  hosted: boolean,
  current?: CurrentUser | null,
): string {
  const ownAccount = `/internal/accounts/${claims.account_sid ?? current?.account?.account_sid}/edit`;
  if (hosted) return current?.account?.sip_realm ? '/internal/applications' : ownAccount;
  return claims.scope === 'account' ? ownAccount : '/internal/accounts';
}
