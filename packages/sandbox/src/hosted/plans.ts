import type { AccountRow } from '../db/rows.ts';

/** The free plan: one call session and one registered device, no price. */
export const FREE_PLAN = { voice_call_session: 1, device: 1 } as const;

/** Days of a new account's free trial. */
export const TRIAL_DAYS = 21;

/** A date as `YYYY-MM-DD` (UTC), as trial_end_date is stored. */
export function dateOnly(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A trial past its trial_end_date reads as the free plan, inactive (nothing rewrites it). */
export function effectivePlan(
  account: Pick<AccountRow, 'plan_type' | 'trial_end_date' | 'is_active'>,
  nowMs: number,
): { plan_type: string; is_active: 0 | 1 } {
  const expired =
    account.plan_type === 'trial' &&
    account.trial_end_date !== null &&
    account.trial_end_date < dateOnly(nowMs);
  return expired
    ? { plan_type: 'free', is_active: 0 }
    : { plan_type: account.plan_type, is_active: account.is_active };
}
