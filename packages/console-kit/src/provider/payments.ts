import type { Stripe } from '@stripe/stripe-js';

/** The card payment provider, given by the host. Nothing of it loads until a payment form opens:
 *  billing pages call `loadStripe` (by default Stripe.js through `@stripe/stripe-js/pure`). */
export interface PaymentsAdapter {
  /** The provider's publishable key (pk_live_… or pk_test_…). */
  publishableKey: string;
  /** Loads the provider's script; a host may supply its own (a different loader, a test double). */
  loadStripe?(publishableKey: string): Promise<Stripe | null>;
}

/** The provider's loader of the billing pages: one load per key, however often a host re-creates
 *  its adapter object. */
const loaded = new Map<string, Promise<Stripe | null>>();

export function loadPayments(adapter: PaymentsAdapter): Promise<Stripe | null> {
  let promise = loaded.get(adapter.publishableKey);
  if (!promise) {
    promise = adapter.loadStripe
      ? adapter.loadStripe(adapter.publishableKey)
      : import('@stripe/stripe-js/pure').then(({ loadStripe }) =>
          loadStripe(adapter.publishableKey),
        );
    // A failed load (offline) may be tried again when the form opens again.
    promise.catch(() => loaded.delete(adapter.publishableKey));
    loaded.set(adapter.publishableKey, promise);
  }
  return promise;
}
