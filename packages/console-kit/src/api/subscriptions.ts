import type { Request } from './client.ts';

/** A price of a product at the card payment provider, as GET /Prices lists it (amounts in cents). */
export interface Price {
  currency: string;
  billing_scheme: 'per_unit' | 'tiered';
  unit_amount?: number | null;
  stripe_price_id: string;
  tiers?: PriceTier[] | null;
}

export interface PriceTier {
  /** The largest quantity the tier covers; empty for the last tier. */
  up_to?: number | null;
  flat_amount?: number | null;
  unit_amount?: number | null;
}

/** One category of GET /Prices: what a line of the subscription costs. */
export interface ProductPrices {
  category: string;
  product_sid: string;
  stripe_product_id?: string | null;
  unit_label?: string | null;
  prices: Price[];
}

/** A line of an order: a product's price and how many units. */
export interface ProductOrder {
  product_sid: string;
  price_id: string;
  quantity: number;
}

/** The subscription of a hosted account, as GET Users/me gives it. */
export interface HostedSubscription {
  products?: { name: string; quantity: number; product_sid?: string; price_id?: string | null }[];
  card_type?: string | null;
  last4?: string | null;
  exp_month?: number | null;
  exp_year?: number | null;
  cancel_at_period_end?: boolean | null;
  current_period_end?: string | number | null;
}

/** The fields of GET Users/me the billing pages read (spec part 2, section 3). */
export interface HostedMe {
  account?: {
    account_sid: string | null;
    root_domain?: string | null;
    plan_type?: string | null;
    trial_end_date?: string | null;
    is_active?: boolean | number | null;
    device_to_call_ratio?: number | null;
  } | null;
  subscription?: HostedSubscription | null;
}

/** The answer to upgrade-to-paid: paid, a card the provider refused, or a payment that needs the
 *  card holder to authenticate with the client secret. */
export interface UpgradeAnswer {
  status: 'success' | 'card error' | 'action required' | string;
  client_secret?: string | null;
  reason?: string | null;
}

export interface DryRunAnswer {
  monthly_cost: number;
  prorated_cost: number;
  next_invoice_date?: string | null;
  currency?: string;
}

export interface StatusAnswer {
  status: string;
  reason?: string | null;
}

export const subscriptionsApi = (request: Request) => ({
  me: () => request<HostedMe>('GET', 'Users/me'),
  prices: () => request<ProductPrices[]>('GET', 'Prices', { shape: 'list' }),
  customerId: () => request<{ stripe_customer_id: string }>('GET', 'StripeCustomerId'),
  upgrade: (body: {
    payment_method_id: string;
    stripe_customer_id: string;
    products: ProductOrder[];
  }) =>
    request<UpgradeAnswer>('POST', 'Subscriptions', {
      json: { action: 'upgrade-to-paid', ...body },
    }),
  updatePaymentMethod: (paymentMethodId: string) =>
    request<StatusAnswer>('POST', 'Subscriptions', {
      json: { action: 'update-payment-method', payment_method_id: paymentMethodId },
    }),
  dryRun: (products: ProductOrder[]) =>
    request<DryRunAnswer>('POST', 'Subscriptions', {
      json: { action: 'update-quantities', products, dry_run: true },
    }),
  updateQuantities: (products: ProductOrder[]) =>
    request<StatusAnswer>('POST', 'Subscriptions', {
      json: { action: 'update-quantities', products },
    }),
  downgrade: () =>
    request<StatusAnswer>('POST', 'Subscriptions', { json: { action: 'downgrade-to-free' } }),
});
