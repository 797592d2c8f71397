import { isoSeconds, type Db } from '../db/database.ts';
import type { AccountRow, ServiceProviderRow } from '../db/rows.ts';
import { DEVICES_PRODUCT_SID, SESSIONS_PRODUCT_SID } from './demo-ids.ts';
import { effectivePlan, FREE_PLAN } from './plans.ts';

interface ProductRow {
  product_sid: string;
  name: string;
  category: string;
  unit_label: string;
}

/** The catalogue when the products table is empty (the stand-in's seed writes the same rows). */
const BUILT_IN_PRODUCTS: readonly ProductRow[] = [
  {
    product_sid: SESSIONS_PRODUCT_SID,
    name: 'concurrent call session',
    category: 'voice_call_session',
    unit_label: 'session',
  },
  {
    product_sid: DEVICES_PRODUCT_SID,
    name: 'registered device',
    category: 'device',
    unit_label: 'device',
  },
];

interface PeriodRow {
  account_subscription_sid: string;
  effective_start_date: string;
  stripe_subscription_id: string | null;
}

interface PaySubscriptionRow {
  items: string;
  current_period_end: number;
  cancel_at_period_end: number;
}

interface CardRow {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface HostedPlan {
  /** The account's plan_type and is_active as they read now (an ended trial or paid plan: free). */
  plan_type: string;
  is_active: 0 | 1;
  /** The `subscription` of /Users/me. */
  subscription: Record<string, unknown>;
}

/**
 * How a hosted account's plan reads now: the current plan period with its products, and the
 * card on file at the card-payment stand-in. Missing stand-in records read as an empty plan.
 */
export function hostedPlanOf(
  db: Db,
  account: AccountRow,
  sp: ServiceProviderRow,
  nowMs: number,
): HostedPlan {
  const plan = effectivePlan(account, nowMs);
  const period = db
    .prepare(
      `SELECT account_subscription_sid, effective_start_date, stripe_subscription_id
       FROM account_subscriptions WHERE account_sid = ? AND effective_end_date IS NULL
       ORDER BY effective_start_date DESC LIMIT 1`,
    )
    .get(account.account_sid) as PeriodRow | undefined;
  const paid = period?.stripe_subscription_id
    ? (db
        .prepare(
          'SELECT items, current_period_end, cancel_at_period_end FROM pay_subscriptions WHERE id = ?',
        )
        .get(period.stripe_subscription_id) as PaySubscriptionRow | undefined)
    : undefined;
  const downgraded =
    paid !== undefined && paid.cancel_at_period_end === 1 && paid.current_period_end <= nowMs;
  const catalogue = productsOf(db);
  const productOf = (sid: string) => catalogue.find((p) => p.product_sid === sid);

  let products: Record<string, unknown>[];
  let periodEnd: string | null = null;
  let cancelAtPeriodEnd = false;
  if (period?.stripe_subscription_id && !downgraded) {
    const items = paid
      ? (JSON.parse(paid.items) as { price: string; product_sid: string; quantity: number }[])
      : [];
    products = items.map((item) =>
      line(productOf(item.product_sid), item.product_sid, item.quantity, item.price),
    );
    periodEnd = paid ? isoSeconds(paid.current_period_end) : null;
    cancelAtPeriodEnd = paid?.cancel_at_period_end === 1;
  } else {
    products = catalogue.map((p) =>
      line(p, p.product_sid, FREE_PLAN[p.category as keyof typeof FREE_PLAN] ?? 0, null),
    );
  }
  return {
    plan_type: downgraded ? 'free' : plan.plan_type,
    is_active: downgraded ? 1 : plan.is_active,
    subscription: {
      status: 'active',
      account_subscription_sid: period?.account_subscription_sid ?? null,
      start_date: period?.effective_start_date ?? null,
      products,
      current_period_end: periodEnd,
      cancel_at_period_end: cancelAtPeriodEnd,
      ...cardOf(db, account, sp),
    },
  };
}

function line(
  product: ProductRow | undefined,
  productSid: string,
  quantity: number,
  priceId: string | null,
) {
  return {
    name: product?.name ?? null,
    units: product?.unit_label ?? null,
    quantity,
    product_sid: productSid,
    price_id: priceId,
    category: product?.category ?? null,
  };
}

function productsOf(db: Db): readonly ProductRow[] {
  const rows = db
    .prepare('SELECT product_sid, name, category, unit_label FROM products ORDER BY position')
    .all() as ProductRow[];
  return rows.length > 0 ? rows : BUILT_IN_PRODUCTS;
}

/** The default card of the account's customer, if it has one. */
function cardOf(db: Db, account: AccountRow, sp: ServiceProviderRow): Record<string, unknown> {
  const card = db
    .prepare(
      `SELECT m.brand, m.last4, m.exp_month, m.exp_year
       FROM pay_customers c JOIN pay_payment_methods m ON m.id = c.default_payment_method
       WHERE c.account_sid = ? ORDER BY c.created DESC LIMIT 1`,
    )
    .get(account.account_sid) as CardRow | undefined;
  if (!card) return {};
  return {
    card_type: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    statement_descriptor: sp.name.toUpperCase(),
  };
}
