import { describe, expect, it } from 'vitest';
import { planState } from './planState.ts';

const products = [
  { name: 'concurrent call session', quantity: 10 },
  { name: 'registered device', quantity: 20 },
];

describe('planState', () => {
  it('reads a paid plan with its capacities and a pending return to the free plan', () => {
    expect(
      planState({
        account: { account_sid: 'a', plan_type: 'paid', is_active: 1 },
        subscription: { products },
      }),
    ).toEqual({ kind: 'paid', quantities: { sessions: 10, devices: 20 }, endsAtPeriodEnd: false });
    expect(
      planState({
        account: { account_sid: 'a', plan_type: 'paid', is_active: true },
        subscription: { products, cancel_at_period_end: true },
      }),
    ).toMatchObject({ kind: 'paid', endsAtPeriodEnd: true });
  });

  it('reads a trial with its end date, and free and inactive as an expired trial', () => {
    expect(
      planState({
        account: {
          account_sid: 'a',
          plan_type: 'trial',
          is_active: 1,
          trial_end_date: '2026-12-07',
        },
      }),
    ).toEqual({ kind: 'trial', endDate: '2026-12-07' });
    expect(planState({ account: { account_sid: 'a', plan_type: 'free', is_active: 0 } })).toEqual({
      kind: 'trialExpired',
    });
    expect(planState({ account: { account_sid: 'a', plan_type: 'free', is_active: 1 } })).toEqual({
      kind: 'free',
    });
  });
});
