/** Price maths of the hosted plans, in cents. */

export interface Tier {
  /** Null: the last tier, for any quantity. */
  up_to: number | null;
  flat_amount: number | null;
  unit_amount: number | null;
}

export interface Price {
  billing_scheme: 'per_unit' | 'tiered';
  unit_amount: number | null;
  tiers: readonly Tier[] | null;
}

/**
 * A month of `quantity` units. Per unit: unit_amount × quantity. Tiered (volume): the first tier
 * whose up_to is null or covers the quantity gives flat_amount + unit_amount × quantity.
 */
export function lineCost(price: Price, quantity: number): number {
  if (price.billing_scheme === 'per_unit') return (price.unit_amount ?? 0) * quantity;
  const tier = (price.tiers ?? []).find((t) => t.up_to === null || t.up_to >= quantity);
  if (!tier) throw new Error('a tiered price needs a last tier with up_to null');
  return (tier.flat_amount ?? 0) + (tier.unit_amount ?? 0) * quantity;
}

export function monthlyCost(lines: readonly { price: Price; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineCost(line.price, line.quantity), 0);
}

const DAY_MS = 24 * 3600 * 1000;

/** Whole days from `now` to the period's end, a started day counting as one. */
export function daysLeft(periodEnd: number, now: number): number {
  return Math.max(0, Math.ceil((periodEnd - now) / DAY_MS));
}

/**
 * What a change of monthly cost costs for the rest of the period: the difference for the days
 * left out of the period's days (negative for a cheaper plan: a credit).
 */
export function proratedCost(
  change: { from: number; to: number },
  period: { start: number; end: number },
  now: number,
): number {
  const days = Math.round((period.end - period.start) / DAY_MS);
  if (days <= 0) return 0;
  return Math.round(((change.to - change.from) * daysLeft(period.end, now)) / days);
}

/** One calendar month on (the 31st of January gives the last day of February). */
export function addOneMonth(ms: number): number {
  const date = new Date(ms);
  const next = new Date(ms);
  next.setUTCDate(1);
  next.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next.getTime();
}
