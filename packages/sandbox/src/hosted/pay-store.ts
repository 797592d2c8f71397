import { randomInt } from 'node:crypto';
import { insertRow, type Db } from '../db/database.ts';
import {
  AUTHENTICATION_REQUIRED,
  chargeBehaviourOf,
  type CardError,
  type CheckedCard,
} from './test-cards.ts';

/** The card-payment stand-in's records (`pay_*` tables) and their provider-shaped answers. */

export interface PayCustomerRow {
  id: string;
  account_sid: string;
  email: string;
  name: string;
  default_payment_method: string | null;
  created: number;
}

export interface PayMethodRow {
  id: string;
  customer: string | null;
  number: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  billing_details: string;
  authenticated: 0 | 1;
  created: number;
}

/** A line of a subscription. */
export interface SubscriptionItem {
  id: string;
  price: string;
  product_sid: string;
  quantity: number;
}

export type SubscriptionStatus = 'incomplete' | 'active' | 'canceled' | 'incomplete_expired';

export interface PaySubscriptionRow {
  id: string;
  customer: string;
  account_sid: string;
  status: SubscriptionStatus;
  items: string;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: 0 | 1;
  latest_invoice: string | null;
  created: number;
}

export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export interface PayIntentRow {
  id: string;
  client_secret: string;
  invoice: string;
  subscription: string;
  amount: number;
  status: IntentStatus;
  payment_method: string | null;
  last_payment_error: string | null;
  description: string;
  new_items: string | null;
  created: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in the provider's manner: `pm_` and 24 letters or digits. */
export function newPayId(prefix: string): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 24; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

export function findCustomer(db: Db, id: string): PayCustomerRow | undefined {
  return db.prepare('SELECT * FROM pay_customers WHERE id = ?').get(id) as
    PayCustomerRow | undefined;
}

export function findPaymentMethod(db: Db, id: string): PayMethodRow | undefined {
  return db.prepare('SELECT * FROM pay_payment_methods WHERE id = ?').get(id) as
    PayMethodRow | undefined;
}

export function findSubscription(db: Db, id: string): PaySubscriptionRow | undefined {
  return db.prepare('SELECT * FROM pay_subscriptions WHERE id = ?').get(id) as
    PaySubscriptionRow | undefined;
}

export function findIntent(db: Db, id: string): PayIntentRow | undefined {
  return db.prepare('SELECT * FROM pay_payment_intents WHERE id = ?').get(id) as
    PayIntentRow | undefined;
}

export function itemsOf(subscription: PaySubscriptionRow): SubscriptionItem[] {
  return JSON.parse(subscription.items) as SubscriptionItem[];
}

export function createCustomer(
  db: Db,
  customer: { account_sid: string; email: string; name: string },
  now: number,
  id = newPayId('cus'),
): string {
  insertRow(db, 'pay_customers', { id, ...customer, default_payment_method: null, created: now });
  return id;
}

export function createPaymentMethod(
  db: Db,
  card: CheckedCard,
  billingDetails: { name: string | null; email: string | null },
  now: number,
  id = newPayId('pm'),
): PayMethodRow {
  insertRow(db, 'pay_payment_methods', {
    id,
    customer: null,
    number: card.number,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    billing_details: JSON.stringify(billingDetails),
    authenticated: 0,
    created: now,
  });
  return findPaymentMethod(db, id)!;
}

/** The card becomes the customer's default; the old default is detached. */
export function makeDefaultCard(db: Db, customer: PayCustomerRow, pm: PayMethodRow): void {
  const old = customer.default_payment_method;
  if (old && old !== pm.id) {
    db.prepare('UPDATE pay_payment_methods SET customer = NULL WHERE id = ?').run(old);
  }
  db.prepare('UPDATE pay_payment_methods SET customer = ? WHERE id = ?').run(customer.id, pm.id);
  db.prepare('UPDATE pay_customers SET default_payment_method = ? WHERE id = ?').run(
    pm.id,
    customer.id,
  );
}

export function paymentMethodShape(pm: PayMethodRow) {
  return {
    id: pm.id,
    object: 'payment_method',
    type: 'card',
    card: {
      brand: pm.brand,
      last4: pm.last4,
      exp_month: pm.exp_month,
      exp_year: pm.exp_year,
      funding: 'credit',
      country: 'US',
    },
    billing_details: JSON.parse(pm.billing_details) as unknown,
    customer: pm.customer,
    created: seconds(pm.created),
  };
}

export function intentShape(intent: PayIntentRow) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: 'usd',
    status: intent.status,
    client_secret: intent.client_secret,
    payment_method: intent.payment_method,
    description: intent.description,
    invoice: intent.invoice,
    created: seconds(intent.created),
    last_payment_error: intent.last_payment_error
      ? { type: 'card_error', ...(JSON.parse(intent.last_payment_error) as CardError) }
      : null,
    next_action: intent.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
  };
}

/** A new charge for an invoice of a subscription, not yet attempted. */
export function createIntent(
  db: Db,
  intent: {
    subscription: string;
    amount: number;
    description: string;
    new_items: SubscriptionItem[] | null;
  },
  now: number,
): PayIntentRow {
  const id = newPayId('pi');
  insertRow(db, 'pay_payment_intents', {
    id,
    client_secret: `${id}_secret_${newPayId('x').slice(2)}`,
    invoice: newPayId('in'),
    subscription: intent.subscription,
    amount: intent.amount,
    status: 'requires_payment_method',
    payment_method: null,
    last_payment_error: null,
    description: intent.description,
    new_items: intent.new_items ? JSON.stringify(intent.new_items) : null,
    created: now,
  });
  return findIntent(db, id)!;
}

/**
 * Charges the card for the intent and stores the outcome. On session (the payer is at the
 * form) a card that needs authentication asks for it; off session it is declined.
 */
export function attemptCharge(
  db: Db,
  intent: PayIntentRow,
  pm: PayMethodRow,
  onSession: boolean,
): PayIntentRow {
  const behaviour = chargeBehaviourOf(pm.number);
  let status: IntentStatus = 'succeeded';
  let error: CardError | null = null;
  if (behaviour.kind === 'declined') {
    status = 'requires_payment_method';
    error = behaviour.error;
  } else if (behaviour.kind === 'authenticate' && !pm.authenticated) {
    if (onSession) status = 'requires_action';
    else {
      status = 'requires_payment_method';
      error = AUTHENTICATION_REQUIRED;
    }
  }
  return storeOutcome(db, intent, pm.id, status, error);
}

export function storeOutcome(
  db: Db,
  intent: PayIntentRow,
  pmId: string,
  status: IntentStatus,
  error: CardError | null,
): PayIntentRow {
  db.prepare(
    'UPDATE pay_payment_intents SET status = ?, payment_method = ?, last_payment_error = ? WHERE id = ?',
  ).run(status, pmId, error ? JSON.stringify(error) : null, intent.id);
  return findIntent(db, intent.id)!;
}

/** The reason of a failed charge as the provider words it. */
export function failureMessage(intent: PayIntentRow): string {
  if (!intent.last_payment_error) return 'Your card was declined.';
  return (JSON.parse(intent.last_payment_error) as CardError).message;
}
