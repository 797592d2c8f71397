import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import { insertRow, isoSeconds, type Db } from '../db/database.ts';
import { addOneMonth } from './pricing.ts';
import {
  findCustomer,
  findSubscription,
  itemsOf,
  makeDefaultCard,
  findPaymentMethod,
  type PayIntentRow,
  type PaySubscriptionRow,
} from './pay-store.ts';

/**
 * What payments mean for a hosted account: a paid plan starts when its first invoice is paid,
 * new quantities when their charge is, and a cancelled plan ends at its period's end.
 */

export interface BillingAccountRow {
  account_sid: string;
  name: string;
  service_provider_sid: string;
  stripe_customer_id: string | null;
  plan_type: string;
  is_active: number;
  trial_end_date: string | null;
}

export function findBillingAccount(db: Db, accountSid: string): BillingAccountRow | undefined {
  return db
    .prepare(
      `SELECT account_sid, name, service_provider_sid, stripe_customer_id, plan_type, is_active, trial_end_date
       FROM accounts WHERE account_sid = ?`,
    )
    .get(accountSid) as BillingAccountRow | undefined;
}

/** The account's subscription that is paid or waiting for its first payment, newest first. */
export function liveSubscription(db: Db, accountSid: string): PaySubscriptionRow | undefined {
  return db
    .prepare(
      `SELECT * FROM pay_subscriptions WHERE account_sid = ? AND status IN ('active', 'incomplete')
       ORDER BY created DESC, rowid DESC LIMIT 1`,
    )
    .get(accountSid) as PaySubscriptionRow | undefined;
}

export function paidSubscription(db: Db, accountSid: string): PaySubscriptionRow | undefined {
  const subscription = liveSubscription(db, accountSid);
  return subscription?.status === 'active' ? subscription : undefined;
}

/** Ends the account's current plan period at `atMs` and starts the next (free: no subscription). */
export function startPlanPeriod(
  db: Db,
  accountSid: string,
  subscriptionId: string | null,
  atMs: number,
): void {
  const at = isoSeconds(atMs);
  db.prepare(
    `UPDATE account_subscriptions SET effective_end_date = ?
     WHERE account_sid = ? AND effective_end_date IS NULL`,
  ).run(at, accountSid);
  insertRow(db, 'account_subscriptions', {
    account_subscription_sid: randomUUID(),
    account_sid: accountSid,
    effective_start_date: at,
    effective_end_date: null,
    stripe_subscription_id: subscriptionId,
  });
}

/**
 * Brings the account's paid plan up to the clock: a plan cancelled at its period's end is over
 * once that end has passed (the account is then free and active); another plan renews (renewals
 * are taken as paid). Call before reading or changing a hosted account's plan.
 */
export function settleBilling(ctx: SandboxContext, accountSid: string): void {
  const { db } = ctx;
  const now = ctx.now();
  const subscription = paidSubscription(db, accountSid);
  if (!subscription || subscription.current_period_end > now) return;
  db.transaction(() => {
    if (subscription.cancel_at_period_end) {
      db.prepare(`UPDATE pay_subscriptions SET status = 'canceled' WHERE id = ?`).run(
        subscription.id,
      );
      db.prepare(
        `UPDATE accounts SET plan_type = 'free', is_active = 1, trial_end_date = NULL
         WHERE account_sid = ?`,
      ).run(accountSid);
      startPlanPeriod(db, accountSid, null, subscription.current_period_end);
      return;
    }
    let start = subscription.current_period_start;
    let end = subscription.current_period_end;
    while (end <= now) [start, end] = [end, addOneMonth(end)];
    db.prepare(
      'UPDATE pay_subscriptions SET current_period_start = ?, current_period_end = ? WHERE id = ?',
    ).run(start, end, subscription.id);
  })();
}

/**
 * Settles every paid plan whose period has ended (see settleBilling), so that any reader of an
 * account (GET /Accounts, /Users/me) sees it as it is now. Cheap: one indexed query per request.
 */
export function settleDueBilling(ctx: SandboxContext): void {
  const due = ctx.db
    .prepare(
      `SELECT account_sid FROM pay_subscriptions WHERE status = 'active' AND current_period_end <= ?`,
    )
    .pluck()
    .all(ctx.now()) as string[];
  for (const accountSid of due) settleBilling(ctx, accountSid);
}

/** The paid plan is in force: the account is paid and active, with a new plan period. */
export function activatePaidPlan(ctx: SandboxContext, subscription: PaySubscriptionRow): void {
  const { db } = ctx;
  db.prepare(`UPDATE pay_subscriptions SET status = 'active' WHERE id = ?`).run(subscription.id);
  db.prepare(
    `UPDATE accounts SET plan_type = 'paid', is_active = 1, trial_end_date = NULL,
       deactivated_reason = NULL, stripe_customer_id = ? WHERE account_sid = ?`,
  ).run(subscription.customer, subscription.account_sid);
  startPlanPeriod(db, subscription.account_sid, subscription.id, ctx.now());
}

/**
 * A payment succeeded (at once, or after authentication or another card at the provider): the
 * card that paid becomes the customer's default and what the payment was for takes effect.
 */
export function paymentSucceeded(ctx: SandboxContext, intent: PayIntentRow): void {
  const { db } = ctx;
  const subscription = findSubscription(db, intent.subscription);
  if (!subscription) return;
  const customer = findCustomer(db, subscription.customer);
  const pm = intent.payment_method ? findPaymentMethod(db, intent.payment_method) : undefined;
  if (customer && pm && customer.default_payment_method !== pm.id) {
    makeDefaultCard(db, customer, pm);
  }
  if (intent.new_items !== null) {
    if (subscription.status !== 'active') return;
    db.prepare('UPDATE pay_subscriptions SET items = ?, latest_invoice = ? WHERE id = ?').run(
      intent.new_items,
      intent.invoice,
      subscription.id,
    );
    startPlanPeriod(db, subscription.account_sid, subscription.id, ctx.now());
  } else if (subscription.status === 'incomplete') {
    activatePaidPlan(ctx, subscription);
  }
}

/** The statement descriptor of the provider's charges: its name in capitals (at most 22). */
export function statementDescriptor(db: Db, serviceProviderSid: string): string {
  const name = db
    .prepare('SELECT name FROM service_providers WHERE service_provider_sid = ?')
    .pluck()
    .get(serviceProviderSid) as string | undefined;
  return (name ?? 'SANDBOX').toUpperCase().slice(0, 22);
}

const seconds = (ms: number) => Math.floor(ms / 1000);

interface ItemPriceRow {
  price_id: string;
  billing_scheme: string;
  tiers_mode: string | null;
  unit_amount: number | null;
  stripe_product_id: string;
  name: string;
}

function itemPrice(db: Db, priceId: string): ItemPriceRow {
  return db
    .prepare(
      `SELECT p.price_id, p.billing_scheme, p.tiers_mode, p.unit_amount, d.stripe_product_id, d.name
       FROM prices p JOIN products d ON d.product_sid = p.product_sid WHERE p.price_id = ?`,
    )
    .get(priceId) as ItemPriceRow;
}

/** `GET /Subscriptions`: the subscription as the provider answers it. */
export function subscriptionShape(db: Db, subscription: PaySubscriptionRow) {
  const customer = findCustomer(db, subscription.customer);
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    current_period_start: seconds(subscription.current_period_start),
    current_period_end: seconds(subscription.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end === 1,
    default_payment_method: customer?.default_payment_method ?? null,
    latest_invoice: subscription.latest_invoice,
    metadata: { account_sid: subscription.account_sid },
    items: {
      object: 'list',
      data: itemsOf(subscription).map((item) => {
        const price = itemPrice(db, item.price);
        return {
          id: item.id,
          quantity: item.quantity,
          price: {
            id: price.price_id,
            product: price.stripe_product_id,
            billing_scheme: price.billing_scheme,
            tiers_mode: price.tiers_mode,
            unit_amount: price.unit_amount,
            currency: 'usd',
          },
        };
      }),
    },
  };
}

/** `GET /Invoices`: the next month's invoice of a paid plan that renews. */
export function upcomingInvoiceShape(
  db: Db,
  subscription: PaySubscriptionRow,
  lineCost: (priceId: string, quantity: number) => number,
) {
  const start = subscription.current_period_end;
  const end = addOneMonth(start);
  const lines = itemsOf(subscription).map((item) => {
    const price = itemPrice(db, item.price);
    return {
      description: `${item.quantity} × ${price.name}`,
      amount: lineCost(item.price, item.quantity),
      currency: 'usd',
      quantity: item.quantity,
      proration: false,
      price: { id: price.price_id, product: price.stripe_product_id },
      period: { start: seconds(start), end: seconds(end) },
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id: 'upcoming',
    object: 'invoice',
    customer: subscription.customer,
    subscription: subscription.id,
    currency: 'usd',
    amount_due: total,
    subtotal: total,
    total,
    next_payment_attempt: seconds(start),
    period_start: seconds(start),
    period_end: seconds(end),
    lines: { object: 'list', data: lines },
  };
}
