import type { CurrentUser } from '../api/types.ts';
import { defaultFeatures } from '../provider/features.ts';
import { can } from './can.ts';
import type { TokenClaims } from '../api/token.ts';

/** Where a user lands after signing in (the spec, section 4). Hosted mode needs the current
 *  account: without a SIP realm the user first completes the account page. */
export function landingPath(
  claims: TokenClaims,
  hosted: boolean,
  current?: CurrentUser | null,
): string {
  const ownAccount = `/internal/accounts/${claims.account_sid ?? current?.account?.account_sid}/edit`;
  if (hosted) return current?.account?.sip_realm ? '/internal/applications' : ownAccount;
  // The accounts list does not depend on the flags.
  return can({ claims, features: defaultFeatures }, 'list', 'Accounts')
    ? '/internal/accounts'
    : ownAccount;
}
