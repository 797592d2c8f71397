import { assign, fromPromise, setup } from 'xstate';
import type {
  DryRunAnswer,
  ProductOrder,
  StatusAnswer,
  UpgradeAnswer,
} from '../api/subscriptions.ts';
import {
  capacityProblem,
  DEVICES,
  devicesLineShown,
  quantitiesChanged,
  SESSIONS,
  typedQuantity,
  type Quantities,
} from '../lib/capacity.ts';
import type { ProductPrices } from '../api/subscriptions.ts';
import { findPrice } from '../lib/pricing.ts';
import type { MessageKey } from '../messages/catalog.ts';

/** What the subscription screens start from: the prices, and the account's current plan. */
export interface Plan {
  prices: ProductPrices[];
  current: Quantities;
  /** Devices that may register per call session (Users/me account.device_to_call_ratio). */
  ratio: number;
  currency: string;
}

/** A toast for the page to show: a message of the catalog, or a failed call's error. */
export type Notice =
  { kind: 'success' | 'error'; key: MessageKey } | { kind: 'error'; error: unknown };

export type SubscriptionMode = 'upgrade' | 'modify';

export interface SubscriptionContext {
  mode: SubscriptionMode;
  plan: Plan | null;
  /** The capacities as typed. */
  sessions: string;
  devices: string;
  devicesAsked: boolean;
  paymentMethodId: string | null;
  clientSecret: string | null;
  review: DryRunAnswer | null;
  /** The card provider's reason a card was refused; the card field offers another card. */
  cardReason: string | null;
  /** Why the plan could not be read. */
  loadError: unknown;
  /** The last quantity change could not be paid for (the spec's message stays on the page). */
  quantityFailed: boolean;
}

export type SubscriptionEvent =
  | { type: 'SET_SESSIONS'; value: string }
  | { type: 'SET_DEVICES'; value: string }
  | { type: 'ADD_DEVICES' }
  | { type: 'CARD_CHANGED' }
  | { type: 'PAY' }
  | { type: 'REVIEW' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DOWNGRADE' }
  | { type: 'RETRY' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} actor not provided`));

/** The quantities typed; a hidden devices line buys none. */
export function typedQuantities(context: Pick<SubscriptionContext, 'sessions' | 'devices'>) {
  return { sessions: typedQuantity(context.sessions), devices: typedQuantity(context.devices) };
}

/** The devices line shows when asked for, or when a paid plan has bought some (the free plan's
 *  one device is not a purchase). */
export function devicesShown(context: SubscriptionContext) {
  const bought = context.mode === 'modify' ? (context.plan?.current.devices ?? 0) : 0;
  return devicesLineShown(context.devicesAsked, bought);
}

/** The rule messages of the capacities as typed (the devices line only while it shows). */
export function capacityProblems(context: SubscriptionContext) {
  return {
    sessions: capacityProblem(context.sessions, SESSIONS),
    devices: devicesShown(context) ? capacityProblem(context.devices, DEVICES) : null,
  };
}

function valid(context: SubscriptionContext) {
  const problems = capacityProblems(context);
  return Boolean(context.plan) && !problems.sessions && !problems.devices;
}

/** Whether a change of capacity is worth reviewing: valid, and different from the current one. */
export function canReview(context: SubscriptionContext) {
  return (
    valid(context) &&
    quantitiesChanged(context.plan!.current, {
      sessions: typedQuantity(context.sessions),
      devices: devicesShown(context) ? typedQuantity(context.devices) : 0,
    })
  );
}

/** The order sent to the server: every line that has a price, the devices line at 0 while hidden. */
export function orderOf(context: SubscriptionContext): ProductOrder[] {
  const plan = context.plan;
  if (!plan) return [];
  const quantities = typedQuantities(context);
  const order: ProductOrder[] = [];
  for (const line of [SESSIONS, DEVICES]) {
    const found = findPrice(plan.prices, line.category, plan.currency);
    if (!found) continue;
    const quantity =
      line === SESSIONS ? quantities.sessions : devicesShown(context) ? quantities.devices : 0;
    order.push({
      product_sid: found.product.product_sid,
      price_id: found.price.stripe_price_id,
      quantity,
    });
  }
  return order;
}

/** The hosted subscription flows (spec part 2, section 4): upgrade from the free plan with a card
 *  (paid, or authenticated with the client secret, or refused with the provider's reason); change
 *  capacities after a dry run; return to the free plan. Every side effect is an actor the page
 *  provides, and the page shows the notices. */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    input: {} as { mode: SubscriptionMode },
  },
  actors: {
    load: fromPromise<Plan, void>(notProvided('load')),
    createPaymentMethod: fromPromise<string, void>(notProvided('createPaymentMethod')),
    upgrade: fromPromise<UpgradeAnswer, { paymentMethodId: string; products: ProductOrder[] }>(
      notProvided('upgrade'),
    ),
    authenticate: fromPromise<void, { clientSecret: string }>(notProvided('authenticate')),
    dryRun: fromPromise<DryRunAnswer, { products: ProductOrder[] }>(notProvided('dryRun')),
    updateQuantities: fromPromise<StatusAnswer, { products: ProductOrder[] }>(
      notProvided('updateQuantities'),
    ),
    downgrade: fromPromise<StatusAnswer, void>(notProvided('downgrade')),
  },
  actions: {
    // The page shows the notice (a toast); tests record it.
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    canPay: ({ context }) => context.mode === 'upgrade' && valid(context),
    canReview: ({ context }) => context.mode === 'modify' && canReview(context),
    modifying: ({ context }) => context.mode === 'modify',
  },
}).createMachine({
  id: 'subscription',
  initial: 'loading',
  context: ({ input }) => ({
    mode: input.mode,
    plan: null,
    sessions: '',
    devices: '',
    devicesAsked: false,
    paymentMethodId: null,
    clientSecret: null,
    review: null,
    cardReason: null,
    loadError: null,
    quantityFailed: false,
  }),
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const { current } = event.output;
            // An upgrade starts at the smallest paid plan; a change starts from what is bought.
            const start =
              context.mode === 'upgrade'
                ? { sessions: SESSIONS.min, devices: DEVICES.min }
                : { sessions: current.sessions, devices: current.devices };
            return {
              plan: event.output,
              sessions: String(start.sessions),
              devices: String(start.devices),
              loadError: null,
            };
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => event.error }),
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        SET_SESSIONS: { actions: assign({ sessions: ({ event }) => event.value }) },
        SET_DEVICES: { actions: assign({ devices: ({ event }) => event.value }) },
        ADD_DEVICES: { actions: assign({ devicesAsked: true }) },
        CARD_CHANGED: { actions: assign({ cardReason: null }) },
        PAY: { guard: 'canPay', target: 'paying' },
        REVIEW: { guard: 'canReview', target: 'dryRunning' },
        DOWNGRADE: { guard: 'modifying', target: 'confirmingDowngrade' },
      },
    },
    paying: {
      tags: ['processing'],
      entry: assign({ cardReason: null, clientSecret: null }),
      initial: 'creatingPaymentMethod',
      states: {
        creatingPaymentMethod: {
          invoke: {
            src: 'createPaymentMethod',
            onDone: {
              target: 'upgrading',
              actions: assign({ paymentMethodId: ({ event }) => event.output }),
            },
            onError: {
              target: '#subscription.editing',
              actions: assign({ cardReason: ({ event }) => reasonOf(event.error) }),
            },
          },
        },
        upgrading: {
          invoke: {
            src: 'upgrade',
            input: ({ context }) => ({
              paymentMethodId: context.paymentMethodId ?? '',
              products: orderOf(context),
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'success',
                target: '#subscription.done',
                actions: {
                  type: 'notify',
                  params: { kind: 'success', key: 'subscription.upgraded' },
                },
              },
              {
                guard: ({ event }) =>
                  event.output.status === 'action required' && Boolean(event.output.client_secret),
                target: 'authenticating',
                actions: assign({
                  clientSecret: ({ event }) => event.output.client_secret ?? null,
                }),
              },
              {
                target: '#subscription.editing',
                actions: assign({
                  cardReason: ({ event }) => event.output.reason || event.output.status,
                }),
              },
            ],
            onError: {
              target: '#subscription.editing',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ kind: 'error', error: event.error }),
              },
            },
          },
        },
        authenticating: {
          invoke: {
            src: 'authenticate',
            input: ({ context }) => ({ clientSecret: context.clientSecret ?? '' }),
            onDone: {
              target: '#subscription.done',
              actions: {
                type: 'notify',
                params: { kind: 'success', key: 'subscription.upgraded' },
              },
            },
            onError: {
              target: '#subscription.editing',
              actions: assign({ cardReason: ({ event }) => reasonOf(event.error) }),
            },
          },
        },
      },
    },
    dryRunning: {
      tags: ['busy'],
      invoke: {
        src: 'dryRun',
        input: ({ context }) => ({ products: orderOf(context) }),
        onDone: {
          target: 'reviewing',
          actions: assign({ review: ({ event }) => event.output, quantityFailed: false }),
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', error: event.error }),
          },
        },
      },
    },
    reviewing: {
      on: {
        CONFIRM: 'updating',
        CANCEL: { target: 'editing', actions: assign({ review: null }) },
      },
    },
    updating: {
      tags: ['processing'],
      invoke: {
        src: 'updateQuantities',
        input: ({ context }) => ({ products: orderOf(context) }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'success',
            target: 'done',
            actions: { type: 'notify', params: { kind: 'success', key: 'subscription.modified' } },
          },
          {
            target: 'editing',
            actions: [
              assign({ review: null, quantityFailed: true }),
              { type: 'notify', params: { kind: 'error', key: 'subscription.quantityFailed' } },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ review: null }),
            { type: 'notify', params: ({ event }) => ({ kind: 'error', error: event.error }) },
          ],
        },
      },
    },
    confirmingDowngrade: {
      on: { CONFIRM: 'downgrading', CANCEL: 'editing' },
    },
    downgrading: {
      tags: ['processing'],
      invoke: {
        src: 'downgrade',
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'success',
            target: 'done',
            actions: {
              type: 'notify',
              params: { kind: 'success', key: 'subscription.downgraded' },
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'error',
                error: new Error(event.output.reason || event.output.status),
              }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', error: event.error }),
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

/** The card provider's message of a refused card, or an authentication that failed. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
