import { describe, expect, it } from 'vitest';
import { findPrice, lineCost, totalCost, unitName } from './pricing.ts';
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

describe('unitName and totalCost', () => {
  it('names the unit without a "per"', () => {
    expect(unitName('session')).toBe('session');
    expect(unitName('per device')).toBe('device');
    expect(unitName(null)).toBe('');
  });

  it('adds the lines', () => {
    expect(totalCost([7500, 1650])).toBe(9150);
    expect(totalCost([])).toBe(0);
  });
});
