import type { HostedMe } from '../../api/subscriptions.ts';
import { currentQuantities, type Quantities } from '../../lib/capacity.ts';

export type PlanState =
  | { kind: 'free' }
  | { kind: 'trial'; endDate: string | null }
  | { kind: 'trialExpired' }
  | { kind: 'paid'; quantities: Quantities; endsAtPeriodEnd: boolean };

const active = (flag: boolean | number | null | undefined) => flag === true || Number(flag) === 1;

/** Which plan the account is on (spec part 1, section 4: free and inactive is an expired trial). */
export function planState(me: HostedMe | undefined): PlanState {
  const account = me?.account;
  const plan = account?.plan_type;
  if (plan === 'paid') {
    return {
      kind: 'paid',
      quantities: currentQuantities(me?.subscription?.products),
      endsAtPeriodEnd: Boolean(me?.subscription?.cancel_at_period_end),
    };
  }
  if (plan === 'trial' && active(account?.is_active)) {
    return { kind: 'trial', endDate: account?.trial_end_date ?? null };
  }
  if (!active(account?.is_active)) return { kind: 'trialExpired' };
  return { kind: 'free' };
}
