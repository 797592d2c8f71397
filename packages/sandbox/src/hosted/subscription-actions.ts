import type { SandboxContext } from '../context.ts';
import { insertRow } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import {
  activatePaidPlan,
  liveSubscription,
  paidSubscription,
  paymentSucceeded,
  statementDescriptor,
  type BillingAccountRow,
} from './billing.ts';
import { itemsCost, type ProductChoice } from './catalog.ts';
import {
  attemptCharge,
  createCustomer,
  createIntent,
  failureMessage,
  findCustomer,
  findPaymentMethod,
  itemsOf,
  makeDefaultCard,
  newPayId,
  type PayCustomerRow,
  type PayMethodRow,
  type SubscriptionItem,
} from './pay-store.ts';
import { addOneMonth, proratedCost } from './pricing.ts';

/** The four actions of `POST /Subscriptions`, on an account already known to be hosted. */

export interface Payer {
  account: BillingAccountRow;
  email: string;
  name: string;
}

/** The account's customer at the provider, created the first time. */
export function ensureCustomer(ctx: SandboxContext, payer: Payer): PayCustomerRow {
  const { db } = ctx;
  const existing = payer.account.stripe_customer_id;
  if (existing) {
    const customer = findCustomer(db, existing);
    if (customer) return customer;
  }
  const id = createCustomer(
    db,
    { account_sid: payer.account.account_sid, email: payer.email, name: payer.name },
    ctx.now(),
  );
  db.prepare('UPDATE accounts SET stripe_customer_id = ? WHERE account_sid = ?').run(
    id,
    payer.account.account_sid,
  );
  payer.account.stripe_customer_id = id;
  return findCustomer(db, id)!;
}

/** A card the client created, not another customer's. */
function cardOf(ctx: SandboxContext, id: string, customer: string | null): PayMethodRow {
  const pm = findPaymentMethod(ctx.db, id);
  if (!pm || (pm.customer !== null && pm.customer !== customer)) {
    throw badRequest(`No such PaymentMethod: '${id}'`);
  }
  return pm;
}

const toItems = (choices: readonly ProductChoice[], old: readonly SubscriptionItem[] = []) =>
  choices.map((choice) => ({
    id: old.find((item) => item.price === choice.price_id)?.id ?? newPayId('si'),
    price: choice.price_id,
    product_sid: choice.product_sid,
    quantity: choice.quantity,
  }));

export function upgradeToPaid(
  ctx: SandboxContext,
  payer: Payer,
  request: { payment_method_id: string; products: ProductChoice[]; stripe_customer_id?: string },
) {
  const { db } = ctx;
  const accountSid = payer.account.account_sid;
  if (paidSubscription(db, accountSid))
    throw badRequest('the account already has a paid subscription');
  const named = request.stripe_customer_id;
  if (named !== undefined && named !== payer.account.stripe_customer_id) {
    if (payer.account.stripe_customer_id || findCustomer(db, named)?.account_sid !== accountSid) {
      throw badRequest('stripe_customer_id is not the customer of this account');
    }
  }
  const pm = cardOf(ctx, request.payment_method_id, payer.account.stripe_customer_id);
  const now = ctx.now();
  return db.transaction(() => {
    const customer = ensureCustomer(ctx, payer);
    makeDefaultCard(db, customer, pm);
    expireUnpaid(ctx, accountSid);
    const id = newPayId('sub');
    const items = toItems(request.products);
    const amount = itemsCost(db, items);
    insertRow(db, 'pay_subscriptions', {
      id,
      customer: customer.id,
      account_sid: accountSid,
      status: 'incomplete',
      items: JSON.stringify(items),
      current_period_start: now,
      current_period_end: addOneMonth(now),
      cancel_at_period_end: 0,
      latest_invoice: null,
      created: now,
    });
    const created = createIntent(
      db,
      { subscription: id, amount, description: 'Subscription creation', new_items: null },
      now,
    );
    db.prepare('UPDATE pay_subscriptions SET latest_invoice = ? WHERE id = ?').run(
      created.invoice,
      id,
    );
    const intent = attemptCharge(db, created, findPaymentMethod(db, pm.id)!, true);
    if (intent.status === 'succeeded') {
      paymentSucceeded(ctx, intent);
      return {
        status: 'success',
        chargedAmount: amount,
        currency: 'usd',
        statementDescriptor: statementDescriptor(db, payer.account.service_provider_sid),
      };
    }
    if (intent.status === 'requires_action') {
      return { status: 'action required', subscription: id, client_secret: intent.client_secret };
    }
    return {
      status: 'card error',
      subscription: id,
      client_secret: intent.client_secret,
      reason: failureMessage(intent),
    };
  })();
}

/** A new upgrade replaces one whose first invoice was never paid. */
function expireUnpaid(ctx: SandboxContext, accountSid: string): void {
  const { db } = ctx;
  db.prepare(
    `UPDATE pay_payment_intents SET status = 'canceled'
     WHERE status <> 'succeeded' AND subscription IN
       (SELECT id FROM pay_subscriptions WHERE account_sid = ? AND status = 'incomplete')`,
  ).run(accountSid);
  db.prepare(
    `UPDATE pay_subscriptions SET status = 'incomplete_expired'
     WHERE account_sid = ? AND status = 'incomplete'`,
  ).run(accountSid);
}

export function updatePaymentMethod(ctx: SandboxContext, payer: Payer, paymentMethodId: string) {
  const { db } = ctx;
  const customerId = payer.account.stripe_customer_id;
  const customer = customerId ? findCustomer(db, customerId) : undefined;
  if (!customer) throw badRequest('the account has no paid subscription');
  const pm = cardOf(ctx, paymentMethodId, customer.id);
  return db.transaction(() => {
    makeDefaultCard(db, customer, pm);
    const paid = payOutstanding(ctx, payer.account.account_sid, pm.id);
    return { status: paid ? 'success' : 'failed to pay outstanding invoices' };
  })();
}

/** Charges an unpaid first invoice to the card; true when nothing is left unpaid. */
function payOutstanding(ctx: SandboxContext, accountSid: string, pmId: string): boolean {
  const { db } = ctx;
  const subscription = liveSubscription(db, accountSid);
  if (subscription?.status !== 'incomplete') return true;
  const created = createIntent(
    db,
    {
      subscription: subscription.id,
      amount: itemsCost(db, itemsOf(subscription)),
      description: 'Subscription creation',
      new_items: null,
    },
    ctx.now(),
  );
  db.prepare(
    `UPDATE pay_payment_intents SET status = 'canceled' WHERE subscription = ? AND id <> ?
       AND status <> 'succeeded'`,
  ).run(subscription.id, created.id);
  db.prepare('UPDATE pay_subscriptions SET latest_invoice = ? WHERE id = ?').run(
    created.invoice,
    subscription.id,
  );
  const intent = attemptCharge(db, created, findPaymentMethod(db, pmId)!, false);
  if (intent.status !== 'succeeded') return false;
  activatePaidPlan(ctx, subscription);
  return true;
}

export function updateQuantities(
  ctx: SandboxContext,
  payer: Payer,
  request: { products: ProductChoice[]; dry_run: boolean },
) {
  const { db } = ctx;
  const subscription = paidSubscription(db, payer.account.account_sid);
  if (!subscription) throw badRequest('the account has no paid subscription');
  const now = ctx.now();
  const items = toItems(request.products, itemsOf(subscription));
  const monthly = itemsCost(db, items);
  const prorated = proratedCost(
    { from: itemsCost(db, itemsOf(subscription)), to: monthly },
    { start: subscription.current_period_start, end: subscription.current_period_end },
    now,
  );
  if (request.dry_run) {
    return {
      currency: 'usd',
      prorated_cost: prorated,
      monthly_cost: monthly,
      next_invoice_date: new Date(subscription.current_period_end).toDateString(),
    };
  }
  return db.transaction(() => {
    const created = createIntent(
      db,
      {
        subscription: subscription.id,
        amount: Math.max(0, prorated),
        description: 'Subscription update',
        new_items: items,
      },
      now,
    );
    if (prorated <= 0) {
      db.prepare(`UPDATE pay_payment_intents SET status = 'succeeded' WHERE id = ?`).run(
        created.id,
      );
      paymentSucceeded(ctx, { ...created, status: 'succeeded' });
      return { status: 'success' };
    }
    const card = findCustomer(db, subscription.customer)?.default_payment_method;
    const pm = card ? findPaymentMethod(db, card) : undefined;
    const intent = pm ? attemptCharge(db, created, pm, false) : created;
    if (intent.status !== 'succeeded') return { status: 'failed', reason: 'payment required' };
    paymentSucceeded(ctx, intent);
    return { status: 'success' };
  })();
}

export function downgradeToFree(ctx: SandboxContext, payer: Payer) {
  const subscription = paidSubscription(ctx.db, payer.account.account_sid);
  if (!subscription) throw badRequest('the account has no paid subscription');
  ctx.db
    .prepare('UPDATE pay_subscriptions SET cancel_at_period_end = 1 WHERE id = ?')
    .run(subscription.id);
  return { status: 'success' };
}
