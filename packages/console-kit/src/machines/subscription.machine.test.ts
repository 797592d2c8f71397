import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  DryRunAnswer,
  ProductOrder,
  StatusAnswer,
  UpgradeAnswer,
} from '../api/subscriptions.ts';
import type { ProductPrices } from '../api/subscriptions.ts';
import { subscriptionMachine, type Notice, type Plan } from './subscription.machine.ts';

const PRICES: ProductPrices[] = [
  {
    category: 'voice_call_session',
    product_sid: 'p-sessions',
    unit_label: 'session',
    prices: [
      {
        currency: 'usd',
        billing_scheme: 'tiered',
        stripe_price_id: 'price_sessions',
        tiers: [
          { up_to: 10, flat_amount: 10000 },
          { up_to: null, unit_amount: 800 },
        ],
      },
    ],
  },
  {
    category: 'device',
    product_sid: 'p-devices',
    unit_label: 'device',
    prices: [
      {
        currency: 'usd',
        billing_scheme: 'per_unit',
        unit_amount: 300,
        stripe_price_id: 'price_dev',
      },
    ],
  },
];

const FREE: Plan = {
  prices: PRICES,
  current: { sessions: 1, devices: 1 },
  ratio: 0,
  currency: 'usd',
};
const PAID: Plan = { ...FREE, current: { sessions: 10, devices: 20 } };

interface Script {
  plan?: Plan | Error;
  paymentMethod?: string | Error;
  upgrade?: UpgradeAnswer | Error;
  authenticate?: Error;
  dryRun?: DryRunAnswer | Error;
  update?: StatusAnswer | Error;
  downgrade?: StatusAnswer | Error;
}

const answer = <T>(value: T | Error | undefined): Promise<T> =>
  value instanceof Error ? Promise.reject(value) : Promise.resolve(value as T);

function start(mode: 'upgrade' | 'modify', script: Script) {
  const notices: Notice[] = [];
  const calls: { name: string; input?: unknown }[] = [];
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        load: fromPromise(() => answer(script.plan ?? (mode === 'upgrade' ? FREE : PAID))),
        createPaymentMethod: fromPromise(() => {
          calls.push({ name: 'createPaymentMethod' });
          return answer(script.paymentMethod ?? 'pm_1');
        }),
        upgrade: fromPromise<UpgradeAnswer, { paymentMethodId: string; products: ProductOrder[] }>(
          ({ input }) => {
            calls.push({ name: 'upgrade', input });
            return answer(script.upgrade ?? { status: 'success' });
          },
        ),
        authenticate: fromPromise<void, { clientSecret: string }>(({ input }) => {
          calls.push({ name: 'authenticate', input });
          return script.authenticate ? Promise.reject(script.authenticate) : Promise.resolve();
        }),
        dryRun: fromPromise<DryRunAnswer, { products: ProductOrder[] }>(({ input }) => {
          calls.push({ name: 'dryRun', input });
          return answer(script.dryRun ?? { monthly_cost: 14400, prorated_cost: 2100 });
        }),
        updateQuantities: fromPromise<StatusAnswer, { products: ProductOrder[] }>(({ input }) => {
          calls.push({ name: 'updateQuantities', input });
          return answer(script.update ?? { status: 'success' });
        }),
        downgrade: fromPromise(() => {
          calls.push({ name: 'downgrade' });
          return answer(script.downgrade ?? { status: 'success' });
        }),
      },
      actions: { notify: (_, notice: Notice) => void notices.push(notice) },
    }),
    { input: { mode } },
  );
  actor.start();
  return { actor, notices, calls };
}

type Actor = ReturnType<typeof start>['actor'];

const settled = (actor: Actor, state: string) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`never reached ${state}: ${JSON.stringify(actor.getSnapshot().value)}`)),
      1000,
    );
    const check = () => {
      if (actor.getSnapshot().matches(state as never)) {
        clearTimeout(timer);
        resolve();
      }
    };
    actor.subscribe(check);
    check();
  });

describe('subscriptionMachine: loading', () => {
  it('starts an upgrade at the smallest paid plan, and a change from the current capacities', async () => {
    const upgrade = start('upgrade', {});
    await settled(upgrade.actor, 'editing');
    expect(upgrade.actor.getSnapshot().context).toMatchObject({ sessions: '5', devices: '0' });
    const modify = start('modify', {});
    await settled(modify.actor, 'editing');
    expect(modify.actor.getSnapshot().context).toMatchObject({ sessions: '10', devices: '20' });
  });

  it('keeps why the plan could not be read, and tries again', async () => {
    const { actor } = start('upgrade', { plan: new Error('Prices unavailable') });
    await settled(actor, 'loadFailed');
    expect((actor.getSnapshot().context.loadError as Error).message).toBe('Prices unavailable');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });
});

describe('subscriptionMachine: upgrade', () => {
  it('pays with the card and ends with the success toast', async () => {
    const { actor, notices, calls } = start('upgrade', {});
    await settled(actor, 'editing');
    actor.send({ type: 'SET_SESSIONS', value: '12' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    await settled(actor, 'done');
    expect(calls.find((c) => c.name === 'upgrade')?.input).toEqual({
      paymentMethodId: 'pm_1',
      products: [
        { product_sid: 'p-sessions', price_id: 'price_sessions', quantity: 12 },
        { product_sid: 'p-devices', price_id: 'price_dev', quantity: 0 },
      ],
    });
    expect(notices).toEqual([{ kind: 'success', key: 'subscription.upgraded' }]);
  });

  it('buys devices only once the devices line is asked for', async () => {
    const { actor, calls } = start('upgrade', {});
    await settled(actor, 'editing');
    actor.send({ type: 'SET_DEVICES', value: '7' });
    actor.send({ type: 'PAY' });
    await settled(actor, 'done');
    expect((calls[1]?.input as { products: ProductOrder[] }).products[1]?.quantity).toBe(0);

    const asked = start('upgrade', {});
    await settled(asked.actor, 'editing');
    asked.actor.send({ type: 'ADD_DEVICES' });
    asked.actor.send({ type: 'SET_DEVICES', value: '7' });
    asked.actor.send({ type: 'PAY' });
    await settled(asked.actor, 'done');
    expect((asked.calls[1]?.input as { products: ProductOrder[] }).products[1]?.quantity).toBe(7);
  });

  it('refuses to pay for capacities outside the rules', async () => {
    const { actor, calls } = start('upgrade', {});
    await settled(actor, 'editing');
    for (const value of ['4', '1001', '', 'ten']) {
      actor.send({ type: 'SET_SESSIONS', value });
      actor.send({ type: 'PAY' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
    }
    actor.send({ type: 'SET_SESSIONS', value: '5' });
    actor.send({ type: 'ADD_DEVICES' });
    actor.send({ type: 'SET_DEVICES', value: '201' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('authenticates with the client secret when the payment needs it, then succeeds', async () => {
    const { actor, notices, calls } = start('upgrade', {
      upgrade: { status: 'action required', client_secret: 'pi_1_secret_x' },
    });
    await settled(actor, 'editing');
    actor.send({ type: 'PAY' });
    await settled(actor, 'done');
    expect(calls.map((c) => c.name)).toEqual(['createPaymentMethod', 'upgrade', 'authenticate']);
    expect(calls[2]?.input).toEqual({ clientSecret: 'pi_1_secret_x' });
    expect(notices).toEqual([{ kind: 'success', key: 'subscription.upgraded' }]);
  });

  it('returns to the form with the reason when authentication fails', async () => {
    const { actor, notices } = start('upgrade', {
      upgrade: { status: 'action required', client_secret: 'cs' },
      authenticate: new Error('We are unable to authenticate your payment method.'),
    });
    await settled(actor, 'editing');
    actor.send({ type: 'PAY' });
    await settled(actor, 'paying.authenticating');
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.cardReason).toBe(
      'We are unable to authenticate your payment method.',
    );
    expect(notices).toEqual([]);
  });

  it('on a card error resets the busy state, keeps the reason and offers another card', async () => {
    const { actor, notices } = start('upgrade', {
      upgrade: { status: 'card error', client_secret: 'cs', reason: 'Your card was declined.' },
    });
    await settled(actor, 'editing');
    actor.send({ type: 'PAY' });
    await settled(actor, 'paying');
    await settled(actor, 'editing');
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('processing')).toBe(false);
    expect(snapshot.context.cardReason).toBe('Your card was declined.');
    expect(notices).toEqual([]);
    // Another card clears the reason, and paying again starts over.
    actor.send({ type: 'CARD_CHANGED' });
    expect(actor.getSnapshot().context.cardReason).toBeNull();
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().matches('paying')).toBe(true);
  });

  it("shows the provider's message when the card itself is refused", async () => {
    const { actor, calls } = start('upgrade', {
      paymentMethod: new Error('Your card number is incomplete.'),
    });
    await settled(actor, 'editing');
    actor.send({ type: 'PAY' });
    await settled(actor, 'paying');
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.cardReason).toBe('Your card number is incomplete.');
    expect(calls.map((c) => c.name)).toEqual(['createPaymentMethod']);
  });

  it("a server error is a toast with the server's message, and the form stays", async () => {
    const failure = new Error('the account already has a paid subscription');
    const { actor, notices } = start('upgrade', { upgrade: failure });
    await settled(actor, 'editing');
    actor.send({ type: 'SET_SESSIONS', value: '8' });
    actor.send({ type: 'PAY' });
    await settled(actor, 'paying');
    await settled(actor, 'editing');
    expect(notices).toEqual([{ kind: 'error', error: failure }]);
    expect(actor.getSnapshot().context.sessions).toBe('8');
  });

  it('cannot review or downgrade while upgrading', async () => {
    const { actor } = start('upgrade', {});
    await settled(actor, 'editing');
    actor.send({ type: 'SET_SESSIONS', value: '20' });
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'DOWNGRADE' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});

describe('subscriptionMachine: modify', () => {
  it('keeps Review disabled until a capacity differs from the current one', async () => {
    const { actor, calls } = start('modify', {});
    await settled(actor, 'editing');
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'SET_SESSIONS', value: '11' });
    actor.send({ type: 'SET_SESSIONS', value: '10' });
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('shows the dry run, then confirms and ends with the success toast', async () => {
    const { actor, notices, calls } = start('modify', {});
    await settled(actor, 'editing');
    actor.send({ type: 'SET_SESSIONS', value: '12' });
    actor.send({ type: 'REVIEW' });
    await settled(actor, 'reviewing');
    expect(actor.getSnapshot().context.review).toEqual({
      monthly_cost: 14400,
      prorated_cost: 2100,
    });
    expect(calls[0]?.input).toEqual({
      products: [
        { product_sid: 'p-sessions', price_id: 'price_sessions', quantity: 12 },
        { product_sid: 'p-devices', price_id: 'price_dev', quantity: 20 },
      ],
    });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    await settled(actor, 'done');
    expect(calls.map((c) => c.name)).toEqual(['dryRun', 'updateQuantities']);
    expect(notices).toEqual([{ kind: 'success', key: 'subscription.modified' }]);
  });

  it('goes back to editing from the review', async () => {
    const { actor } = start('modify', {});
    await settled(actor, 'editing');
    actor.send({ type: 'SET_DEVICES', value: '0' });
    actor.send({ type: 'REVIEW' });
    await settled(actor, 'reviewing');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.review).toBeNull();
  });

  it('shows the quantity failure message when the change could not be paid for', async () => {
    const { actor, notices } = start('modify', {
      update: { status: 'failed', reason: 'payment required' },
    });
    await settled(actor, 'editing');
    actor.send({ type: 'SET_SESSIONS', value: '50' });
    actor.send({ type: 'REVIEW' });
    await settled(actor, 'reviewing');
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'updating');
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.quantityFailed).toBe(true);
    expect(notices).toEqual([{ kind: 'error', key: 'subscription.quantityFailed' }]);
  });

  it('a failed dry run is a toast and the form stays', async () => {
    const failure = new Error('Something went wrong, please try again.');
    const { actor, notices } = start('modify', { dryRun: failure });
    await settled(actor, 'editing');
    actor.send({ type: 'SET_SESSIONS', value: '6' });
    actor.send({ type: 'REVIEW' });
    await settled(actor, 'dryRunning');
    await settled(actor, 'editing');
    expect(notices).toEqual([{ kind: 'error', error: failure }]);
  });

  it('returns to the free plan only after confirmation', async () => {
    const { actor, notices, calls } = start('modify', {});
    await settled(actor, 'editing');
    actor.send({ type: 'DOWNGRADE' });
    expect(actor.getSnapshot().matches('confirmingDowngrade')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'DOWNGRADE' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'done');
    expect(calls.map((c) => c.name)).toEqual(['downgrade']);
    expect(notices).toEqual([{ kind: 'success', key: 'subscription.downgraded' }]);
  });

  it('a refused downgrade is an error toast', async () => {
    const failure = new Error('the account has no paid subscription');
    const { actor, notices } = start('modify', { downgrade: failure });
    await settled(actor, 'editing');
    actor.send({ type: 'DOWNGRADE' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'downgrading');
    await settled(actor, 'editing');
    expect(notices).toEqual([{ kind: 'error', error: failure }]);
  });

  it('cannot pay while modifying', async () => {
    const { actor } = start('modify', {});
    await settled(actor, 'editing');
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
