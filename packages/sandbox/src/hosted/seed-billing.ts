import { insertRow, type Db } from '../db/database.ts';
import { ADA_PERIOD_STARTED_DAYS_AGO } from '../db/hosted-seed.ts';
import { startPlanPeriod } from './billing.ts';
import {
  ADA_CUSTOMER_ID,
  ADA_EMAIL,
  ADA_PAYMENT_METHOD_ID,
  ADA_SUBSCRIPTION_ID,
  DEVICES_PRICE_ID,
  DEVICES_PRODUCT_SID,
  SESSIONS_PRICE_ID,
  SESSIONS_PRODUCT_SID,
} from './demo-ids.ts';
import { newPayId } from './pay-store.ts';
import { addOneMonth, type Tier } from './pricing.ts';

/** The hosted catalogue and Ada Lovelace's paid plan at the card-payment stand-in. */

const SESSION_TIERS: Tier[] = [
  { up_to: 10, flat_amount: 10000, unit_amount: null },
  { up_to: 100, flat_amount: null, unit_amount: 1000 },
  { up_to: null, flat_amount: null, unit_amount: 800 },
];

/** Ada's plan: 10 call sessions and 20 devices, 16000 cents a month. */
export const ADA_QUANTITIES = { sessions: 10, devices: 20 } as const;
const DAY_MS = 24 * 3600 * 1000;

export function seedBilling(db: Db, nowMs: number): void {
  seedCatalogue(db);
  const account = db
    .prepare('SELECT account_sid FROM accounts WHERE name = ?')
    .pluck()
    .get(ADA_EMAIL) as string | undefined;
  if (account) seedAda(db, account, nowMs);
}

function seedCatalogue(db: Db): void {
  insertRow(db, 'products', {
    product_sid: SESSIONS_PRODUCT_SID,
    name: 'concurrent call session',
    category: 'voice_call_session',
    unit_label: 'session',
    description: 'Simultaneous calls in progress',
    stripe_product_id: 'prod_sandboxSessions',
    position: 1,
  });
  insertRow(db, 'products', {
    product_sid: DEVICES_PRODUCT_SID,
    name: 'registered device',
    category: 'device',
    unit_label: 'device',
    description: 'SIP devices registered at once',
    stripe_product_id: 'prod_sandboxDevices',
    position: 2,
  });
  insertRow(db, 'prices', {
    price_id: SESSIONS_PRICE_ID,
    product_sid: SESSIONS_PRODUCT_SID,
    billing_scheme: 'tiered',
    tiers_mode: 'volume',
    unit_amount: null,
    tiers: JSON.stringify(SESSION_TIERS),
  });
  insertRow(db, 'prices', {
    price_id: DEVICES_PRICE_ID,
    product_sid: DEVICES_PRODUCT_SID,
    billing_scheme: 'per_unit',
    tiers_mode: null,
    unit_amount: 300,
    tiers: null,
  });
}

function seedAda(db: Db, accountSid: string, nowMs: number): void {
  const start = nowMs - ADA_PERIOD_STARTED_DAYS_AGO * DAY_MS;
  const created = start - DAY_MS;
  insertRow(db, 'pay_customers', {
    id: ADA_CUSTOMER_ID,
    account_sid: accountSid,
    email: ADA_EMAIL,
    name: 'Ada Lovelace',
    default_payment_method: ADA_PAYMENT_METHOD_ID,
    created,
  });
  insertRow(db, 'pay_payment_methods', {
    id: ADA_PAYMENT_METHOD_ID,
    customer: ADA_CUSTOMER_ID,
    number: '4242424242424242',
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: new Date(nowMs).getUTCFullYear() + 3,
    billing_details: JSON.stringify({ name: 'Ada Lovelace', email: ADA_EMAIL }),
    authenticated: 0,
    created,
  });
  const invoice = newPayId('in');
  const items = [
    {
      id: 'si_sandboxAdaSessions',
      price: SESSIONS_PRICE_ID,
      product_sid: SESSIONS_PRODUCT_SID,
      quantity: ADA_QUANTITIES.sessions,
    },
    {
      id: 'si_sandboxAdaDevices',
      price: DEVICES_PRICE_ID,
      product_sid: DEVICES_PRODUCT_SID,
      quantity: ADA_QUANTITIES.devices,
    },
  ];
  insertRow(db, 'pay_subscriptions', {
    id: ADA_SUBSCRIPTION_ID,
    customer: ADA_CUSTOMER_ID,
    account_sid: accountSid,
    status: 'active',
    items: JSON.stringify(items),
    current_period_start: start,
    current_period_end: addOneMonth(start),
    cancel_at_period_end: 0,
    latest_invoice: invoice,
    created: start,
  });
  const intent = newPayId('pi');
  insertRow(db, 'pay_payment_intents', {
    id: intent,
    client_secret: `${intent}_secret_${newPayId('x').slice(2)}`,
    invoice,
    subscription: ADA_SUBSCRIPTION_ID,
    amount: 16000,
    status: 'succeeded',
    payment_method: ADA_PAYMENT_METHOD_ID,
    last_payment_error: null,
    description: 'Subscription creation',
    new_items: null,
    created: start,
  });
  // The hosted users' seed makes her account paid with its plan period; alone, this does.
  const period = db
    .prepare(
      `SELECT 1 FROM account_subscriptions
       WHERE account_sid = ? AND stripe_subscription_id = ? AND effective_end_date IS NULL`,
    )
    .get(accountSid, ADA_SUBSCRIPTION_ID);
  if (period) return;
  db.prepare(
    `UPDATE accounts SET plan_type = 'paid', is_active = 1, trial_end_date = NULL, stripe_customer_id = ?
     WHERE account_sid = ?`,
  ).run(ADA_CUSTOMER_ID, accountSid);
  startPlanPeriod(db, accountSid, ADA_SUBSCRIPTION_ID, start);
}
