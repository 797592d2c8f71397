import type { Price, ProductPrices } from '../api/subscriptions.ts';

/** What a line costs for a quantity: the amount shown in the Price column (per unit, or the flat
 *  amount of its tier) and the line's cost, both in cents. */
export interface LineCost {
  fee: number;
  cost: number;
  /** The tier's amount is for the whole line rather than for each unit. */
  flat: boolean;
}

const NO_COST: LineCost = { fee: 0, cost: 0, flat: false };

/** The spec's price maths: per unit, the unit amount times the quantity; tiered, the first tier
 *  whose up_to is empty or covers the quantity, with its flat amount or its per-unit amount. */
export function lineCost(price: Price | undefined, quantity: number): LineCost {
  if (!price) return NO_COST;
  if (price.billing_scheme === 'per_unit') {
    const fee = price.unit_amount ?? 0;
    return { fee, cost: fee * quantity, flat: false };
  }
  const tier = (price.tiers ?? []).find((t) => t.up_to == null || t.up_to >= quantity);
  if (!tier) return NO_COST;
  if (typeof tier.flat_amount === 'number') {
    return { fee: tier.flat_amount, cost: tier.flat_amount, flat: true };
  }
  const fee = tier.unit_amount ?? 0;
  return { fee, cost: fee * quantity, flat: false };
}

/** The price of a category in a currency, if the list has one. */
export function findPrice(list: ProductPrices[], category: string, currency: string) {
  const product = list.find((item) => item.category === category);
  const price = product?.prices.find((item) => item.currency === currency);
  return product && price ? { product, price } : null;
}

/** The unit a price is for, "session" from a unit label of "session" or "per session". */
export function unitName(unitLabel: string | null | undefined): string {
  return (unitLabel ?? '').trim().replace(/^per\s+/i, '');
}

/** The sum of the lines' costs, in cents. */
export function totalCost(costs: number[]): number {
  return costs.reduce((sum, cost) => sum + cost, 0);
}
