import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { isPlainObject } from '../http/validate.ts';
import { monthlyCost, type Price, type Tier } from './pricing.ts';
import type { SubscriptionItem } from './pay-store.ts';

/** The hosted product catalogue (`products`, `prices`) and the products a client asks for. */

export interface ProductRow {
  product_sid: string;
  name: string;
  category: string;
  unit_label: string;
  description: string | null;
  stripe_product_id: string;
  position: number;
}

export interface PriceRow {
  price_id: string;
  product_sid: string;
  billing_scheme: 'per_unit' | 'tiered';
  tiers_mode: 'volume' | null;
  unit_amount: number | null;
  tiers: string | null;
}

export const SESSIONS_CATEGORY = 'voice_call_session';
export const DEVICES_CATEGORY = 'device';

/** Quantities a paid plan may have, by category. */
const QUANTITY_RULES: Record<string, (quantity: number) => string | null> = {
  [SESSIONS_CATEGORY]: (q) => {
    if (q < 5) return 'invalid voice call session value, minimum is 5';
    if (q > 1000) return 'invalid voice call session value, maximum is 1000';
    return null;
  },
  [DEVICES_CATEGORY]: (q) => (q > 200 ? 'invalid device value, it must be from 0 to 200' : null),
};

export function products(db: Db): ProductRow[] {
  return db.prepare('SELECT * FROM products ORDER BY position').all() as ProductRow[];
}

function pricesOf(db: Db, productSid: string): PriceRow[] {
  return db
    .prepare('SELECT * FROM prices WHERE product_sid = ? ORDER BY price_id')
    .all(productSid) as PriceRow[];
}

export function findPrice(db: Db, priceId: string): PriceRow | undefined {
  return db.prepare('SELECT * FROM prices WHERE price_id = ?').get(priceId) as PriceRow | undefined;
}

export function priceOf(row: PriceRow): Price {
  return {
    billing_scheme: row.billing_scheme,
    unit_amount: row.unit_amount,
    tiers: row.tiers ? (JSON.parse(row.tiers) as Tier[]) : null,
  };
}

/** The monthly cost of a subscription's items, in cents. */
export function itemsCost(db: Db, items: readonly SubscriptionItem[]): number {
  return monthlyCost(
    items.map((item) => ({ price: priceOf(findPrice(db, item.price)!), quantity: item.quantity })),
  );
}

const decimal = (amount: number | null) => (amount === null ? null : String(amount));

/** `GET /Prices`: products (sessions first) with their prices in the provider's shape. */
export function pricesAnswer(db: Db) {
  return products(db).map((product) => ({
    product_sid: product.product_sid,
    name: product.name,
    category: product.category,
    stripe_product_id: product.stripe_product_id,
    description: product.description,
    unit_label: product.unit_label,
    prices: pricesOf(db, product.product_sid).map(priceShape),
  }));
}

export function priceShape(row: PriceRow) {
  const tiers = row.tiers ? (JSON.parse(row.tiers) as Tier[]) : null;
  return {
    stripe_price_id: row.price_id,
    billing_scheme: row.billing_scheme,
    currency: 'usd',
    recurring: {
      interval: 'month',
      interval_count: 1,
      usage_type: 'licensed',
      aggregate_usage: null,
      trial_period_days: null,
    },
    tiers_mode: row.tiers_mode,
    tiers:
      tiers?.map((tier) => ({
        up_to: tier.up_to,
        flat_amount: tier.flat_amount,
        unit_amount: tier.unit_amount,
        flat_amount_decimal: decimal(tier.flat_amount),
        unit_amount_decimal: decimal(tier.unit_amount),
      })) ?? null,
    type: 'recurring',
    unit_amount: row.unit_amount,
    unit_amount_decimal: decimal(row.unit_amount),
  };
}

/** A line a client asks for. */
export interface ProductChoice {
  product_sid: string;
  price_id: string;
  quantity: number;
}

const CHOICE_KEYS = ['product_sid', 'price_id', 'quantity'];

/** The shape of `products`; what they name is checked by {@link checkChoices}. */
export function readChoices(value: unknown): ProductChoice[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest('missing products');
  return value.map((entry: unknown, i) => {
    const at = `products[${i}]`;
    if (!isPlainObject(entry)) throw badRequest(`${at} must be an object`);
    for (const key of Object.keys(entry)) {
      if (!CHOICE_KEYS.includes(key)) throw badRequest(`unknown field: ${at}.${key}`);
    }
    for (const key of ['product_sid', 'price_id']) {
      if (entry[key] === undefined || entry[key] === null || entry[key] === '') {
        throw badRequest(`${at}.${key} is required`);
      }
      if (typeof entry[key] !== 'string') throw badRequest(`${at}.${key} must be a string`);
      if (entry[key].length > 255) throw badRequest(`${at}.${key} must be at most 255 characters`);
    }
    const quantity = entry.quantity;
    if (quantity === undefined || quantity === null) throw badRequest(`${at}.quantity is required`);
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0) {
      throw badRequest(`${at}.quantity must be a whole number`);
    }
    return {
      product_sid: entry.product_sid as string,
      price_id: entry.price_id as string,
      quantity,
    };
  });
}

/** The catalogue's rules: known products and prices, once each, sessions included, quantities. */
export function checkChoices(db: Db, choices: readonly ProductChoice[]): void {
  const catalogue = new Map(products(db).map((p) => [p.product_sid, p]));
  const seen = new Set<string>();
  for (const choice of choices) {
    const product = catalogue.get(choice.product_sid);
    if (!product) throw badRequest(`unknown product_sid ${choice.product_sid}`);
    if (findPrice(db, choice.price_id)?.product_sid !== product.product_sid) {
      throw badRequest(
        `price_id ${choice.price_id} is not a price of product ${product.product_sid}`,
      );
    }
    if (seen.has(product.product_sid)) throw badRequest('each product may appear once');
    seen.add(product.product_sid);
  }
  const categoryOf = (choice: ProductChoice) => catalogue.get(choice.product_sid)!.category;
  if (!choices.some((choice) => categoryOf(choice) === SESSIONS_CATEGORY)) {
    throw badRequest('products must include the voice_call_session product');
  }
  for (const choice of choices) {
    const problem = QUANTITY_RULES[categoryOf(choice)]?.(choice.quantity);
    if (problem) throw badRequest(problem);
  }
}
