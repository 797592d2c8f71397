import { describe, expect, it } from 'vitest';
import {
  addOneMonth,
  daysLeft,
  lineCost,
  monthlyCost,
  proratedCost,
  type Price,
} from './pricing.ts';

const perUnit: Price = { billing_scheme: 'per_unit', unit_amount: 300, tiers: null };
const tiered: Price = {
  billing_scheme: 'tiered',
  unit_amount: null,
  tiers: [
    { up_to: 10, flat_amount: 10000, unit_amount: null },
    { up_to: 100, flat_amount: null, unit_amount: 1000 },
    { up_to: null, flat_amount: null, unit_amount: 800 },
  ],
};
const DAY = 24 * 3600 * 1000;

describe('lineCost', () => {
  it('multiplies a per-unit price', () => {
    expect(lineCost(perUnit, 0)).toBe(0);
    expect(lineCost(perUnit, 20)).toBe(6000);
  });

  it.each([
    [5, 10000],
    [10, 10000],
    [11, 11000],
    [100, 100000],
    [101, 80800],
    [1000, 800000],
  ])('uses the first tier covering %i units: %i', (quantity, cost) => {
    expect(lineCost(tiered, quantity)).toBe(cost);
  });

  it('adds a tier flat amount and unit amount when both are set', () => {
    const both: Price = {
      billing_scheme: 'tiered',
      unit_amount: null,
      tiers: [{ up_to: null, flat_amount: 500, unit_amount: 100 }],
    };
    expect(lineCost(both, 3)).toBe(800);
  });

  it('sums the lines of a plan', () => {
    expect(
      monthlyCost([
        { price: tiered, quantity: 10 },
        { price: perUnit, quantity: 20 },
      ]),
    ).toBe(16000);
  });
});

describe('prorating', () => {
  const start = Date.UTC(2026, 5, 1);
  const period = { start, end: start + 30 * DAY };

  it('counts a started day as a whole one', () => {
    expect(daysLeft(period.end, start + 10 * DAY)).toBe(20);
    expect(daysLeft(period.end, start + 10 * DAY + 1)).toBe(20);
    expect(daysLeft(period.end, start + 11 * DAY - 1)).toBe(20);
    expect(daysLeft(period.end, period.end + DAY)).toBe(0);
  });

  it('charges the difference for the days left, and credits a decrease', () => {
    expect(proratedCost({ from: 16000, to: 19000 }, period, start + 10 * DAY)).toBe(2000);
    expect(proratedCost({ from: 16000, to: 13000 }, period, start + 10 * DAY)).toBe(-2000);
    expect(proratedCost({ from: 16000, to: 16100 }, period, start + 29 * DAY)).toBe(3);
    expect(proratedCost({ from: 16000, to: 19000 }, period, period.end)).toBe(0);
  });

  it('ends a period one calendar month on', () => {
    expect(new Date(addOneMonth(Date.UTC(2026, 0, 31, 9))).toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(new Date(addOneMonth(Date.UTC(2026, 11, 15))).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
  });
});
