import { describe, expect, it } from 'vitest';
import { findPrice, formatMoney, lineCost, perUnit, totalCost } from './pricing.ts';
import type { Price, ProductPrices } from '../api/subscriptions.ts';

const perUnitPrice: Price = {
  currency: 'usd',
  billing_scheme: 'per_unit',
  unit_amount: 1500,
  stripe_price_id: 'price_sessions',
};

const tiered: Price = {
  currency: 'usd',
  billing_scheme: 'tiered',
  stripe_price_id: 'price_devices',
  tiers: [
    { up_to: 10, flat_amount: 2000, unit_amount: null },
    { up_to: 50, flat_amount: null, unit_amount: 150 },
    { up_to: null, flat_amount: null, unit_amount: 100 },
  ],
};

describe('lineCost', () => {
  it('per unit: the unit amount times the quantity', () => {
    expect(lineCost(perUnitPrice, 5)).toEqual({ fee: 1500, cost: 7500, flat: false });
    expect(lineCost(perUnitPrice, 0)).toEqual({ fee: 1500, cost: 0, flat: false });
  });

  it('tiered: the first tier whose up_to covers the quantity, flat for the whole line', () => {
    expect(lineCost(tiered, 1)).toEqual({ fee: 2000, cost: 2000, flat: true });
    expect(lineCost(tiered, 10)).toEqual({ fee: 2000, cost: 2000, flat: true });
  });

  it('tiered: a per-unit tier multiplies by the quantity', () => {
    expect(lineCost(tiered, 11)).toEqual({ fee: 150, cost: 1650, flat: false });
    expect(lineCost(tiered, 50)).toEqual({ fee: 150, cost: 7500, flat: false });
  });

  it('tiered: a tier without up_to takes every larger quantity', () => {
    expect(lineCost(tiered, 51)).toEqual({ fee: 100, cost: 5100, flat: false });
    expect(lineCost(tiered, 1000)).toEqual({ fee: 100, cost: 100000, flat: false });
  });

  it('costs nothing without a price or a tier that covers the quantity', () => {
    expect(lineCost(undefined, 5)).toEqual({ fee: 0, cost: 0, flat: false });
    const capped: Price = { ...tiered, tiers: [{ up_to: 5, unit_amount: 100 }] };
    expect(lineCost(capped, 6)).toEqual({ fee: 0, cost: 0, flat: false });
  });

  it('reads a flat amount of 0 as flat, and a missing unit amount as 0', () => {
    const free: Price = { ...tiered, tiers: [{ up_to: null, flat_amount: 0 }] };
    expect(lineCost(free, 7)).toEqual({ fee: 0, cost: 0, flat: true });
    expect(lineCost({ ...perUnitPrice, unit_amount: null }, 3).cost).toBe(0);
  });
});

describe('findPrice', () => {
  const list: ProductPrices[] = [
    {
      category: 'voice_call_session',
      product_sid: 'p1',
      unit_label: 'session',
      prices: [{ ...perUnitPrice, currency: 'eur' }, perUnitPrice],
    },
  ];

  it('finds the price of a category in a currency', () => {
    expect(findPrice(list, 'voice_call_session', 'usd')?.price).toBe(perUnitPrice);
    expect(findPrice(list, 'voice_call_session', 'usd')?.product.product_sid).toBe('p1');
  });

  it('is null for an unknown category or currency', () => {
    expect(findPrice(list, 'device', 'usd')).toBeNull();
    expect(findPrice(list, 'voice_call_session', 'gbp')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('divides cents by 100 and shows the dollar sign for usd', () => {
    expect(formatMoney(1500)).toBe('$15.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
  });

  it('shows the code of a currency without a symbol, and a sign for credits', () => {
    expect(formatMoney(250, 'eur')).toBe('EUR 2.50');
    expect(formatMoney(-250)).toBe('-$2.50');
  });
});

describe('perUnit and totalCost', () => {
  it('says "per" once', () => {
    expect(perUnit('session')).toBe('per session');
    expect(perUnit('per device')).toBe('per device');
    expect(perUnit(null)).toBe('');
  });

  it('adds the lines', () => {
    expect(totalCost([7500, 1650])).toBe(9150);
    expect(totalCost([])).toBe(0);
  });
});
