import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { isApiError } from '../../api/errors.ts';
import type { Api } from '../../api/resources.ts';
import type { HostedMe, ProductOrder } from '../../api/subscriptions.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { currentQuantities } from '../../lib/capacity.ts';
import {
  subscriptionMachine,
  type Notice,
  type Plan,
} from '../../machines/subscription.machine.ts';
import { useConsole } from '../../provider/context.ts';
import { subscriptionsApi } from '../../api/subscriptions.ts';

/** The signed-in user's plan and card (GET Users/me), shared with the rest of the console. */
export function useHostedMe() {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api(subscriptionsApi, signal).me() as Promise<HostedMe>,
  });
}

/** Where the billing pages return to: the account's edit page. */
export const accountPage = (accountSid: string) => `/internal/accounts/${accountSid}/edit`;

/** Shows a notice of the subscription machine as a toast (none for a session that ended). */
export function useShowNotice() {
  const { notifier, t } = useConsole();
  return useCallback(
    (notice: Notice) => {
      if ('key' in notice) return notifier.notify(notice.kind, t(notice.key));
      if (isApiError(notice.error) && notice.error.endedSession) return;
      const text = notice.error instanceof Error ? notice.error.message : t('error.generic');
      notifier.notify('error', text);
    },
    [notifier, t],
  );
}

/** Forgets what a change of plan made stale: the current user and the accounts. */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
      ]),
    [queryClient],
  );
}

export interface CardActions {
  createPaymentMethod(): Promise<string>;
  authenticate(clientSecret: string): Promise<void>;
}

const noCard: CardActions = {
  createPaymentMethod: () => Promise.reject(new Error('No card form on this page')),
  authenticate: () => Promise.reject(new Error('No card form on this page')),
};

/** The subscription machine with the console's calls, a card's actions and the toasts. */
function subscriptionMachineWith(
  api: Api,
  card: () => CardActions,
  showNotice: (n: Notice) => void,
) {
  return subscriptionMachine.provide({
    actors: {
      load: fromPromise<Plan, void>(async () => {
        const [prices, me] = await Promise.all([
          api(subscriptionsApi).prices(),
          api(subscriptionsApi).me(),
        ]);
        return {
          prices,
          current: currentQuantities(me.subscription?.products),
          ratio: Number(me.account?.device_to_call_ratio) || 0,
          currency: 'usd',
        };
      }),
      createPaymentMethod: fromPromise(() => card().createPaymentMethod()),
      upgrade: fromPromise(
        async ({ input }: { input: { paymentMethodId: string; products: ProductOrder[] } }) => {
          const { stripe_customer_id } = await api(subscriptionsApi).customerId();
          return api(subscriptionsApi).upgrade({
            payment_method_id: input.paymentMethodId,
            stripe_customer_id,
            products: input.products,
          });
        },
      ),
      authenticate: fromPromise(({ input }: { input: { clientSecret: string } }) =>
        card().authenticate(input.clientSecret),
      ),
      dryRun: fromPromise(({ input }: { input: { products: ProductOrder[] } }) =>
        api(subscriptionsApi).dryRun(input.products),
      ),
      updateQuantities: fromPromise(({ input }: { input: { products: ProductOrder[] } }) =>
        api(subscriptionsApi).updateQuantities(input.products),
      ),
      downgrade: fromPromise(() => api(subscriptionsApi).downgrade()),
    },
    actions: { notify: (_, notice: Notice) => showNotice(notice) },
  });
}

/** The subscription machine of a page; the card's actions (upgrade only) change as the card
 *  provider loads, and the machine reads the latest. */
export function useSubscriptionMachine(card: CardActions = noCard) {
  const { api } = useConsole();
  const showNotice = useShowNotice();
  const [latest] = useState(() => latestOf(card));
  useEffect(() => latest.set(card), [latest, card]);
  const [machine] = useState(() => subscriptionMachineWith(api, latest.get, showNotice));
  return machine;
}

/** A value read when needed rather than when rendered. */
function latestOf<T>(first: T) {
  let value = first;
  return {
    get: () => value,
    set: (next: T) => {
      value = next;
    },
  };
}
