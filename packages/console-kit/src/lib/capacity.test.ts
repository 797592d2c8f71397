import { describe, expect, it } from 'vitest';
import {
  DEVICES,
  SESSIONS,
  capacityProblem,
  currentQuantities,
  deviceCapacity,
  devicesLineShown,
  quantitiesChanged,
  typedQuantity,
} from './capacity.ts';

describe('capacityProblem', () => {
  it('requires a value', () => {
    expect(capacityProblem('', SESSIONS)).toEqual({ key: 'subscription.capacityRequired' });
    expect(capacityProblem('  ', DEVICES)).toEqual({ key: 'subscription.capacityRequired' });
  });

  it('takes whole numbers only', () => {
    for (const text of ['abc', '5.5', '-5', '1e3', '0x10']) {
      expect(capacityProblem(text, SESSIONS)).toEqual({ key: 'subscription.capacityWhole' });
    }
  });

  it('keeps call sessions from 5 to 1000', () => {
    const range = { key: 'subscription.capacityRange', values: { min: 5, max: 1000 } };
    expect(capacityProblem('4', SESSIONS)).toEqual(range);
    expect(capacityProblem('1001', SESSIONS)).toEqual(range);
    expect(capacityProblem('5', SESSIONS)).toBeNull();
    expect(capacityProblem(' 1000 ', SESSIONS)).toBeNull();
  });

  it('keeps extra devices from 0 to 200', () => {
    const range = { key: 'subscription.capacityRange', values: { min: 0, max: 200 } };
    expect(capacityProblem('0', DEVICES)).toBeNull();
    expect(capacityProblem('200', DEVICES)).toBeNull();
    expect(capacityProblem('201', DEVICES)).toEqual(range);
  });
});

describe('quantities', () => {
  it('reads the typed quantity, 0 while it is not a number', () => {
    expect(typedQuantity('12')).toBe(12);
    expect(typedQuantity(' 7 ')).toBe(7);
    expect(typedQuantity('1.5')).toBe(0);
    expect(typedQuantity('')).toBe(0);
  });

  it('reads the current subscription by product name', () => {
    expect(
      currentQuantities([
        { name: 'concurrent call session', quantity: 10 },
        { name: 'registered device', quantity: 4 },
      ]),
    ).toEqual({ sessions: 10, devices: 4 });
    expect(currentQuantities([{ name: 'concurrent call session', quantity: 6 }])).toEqual({
      sessions: 6,
      devices: 0,
    });
    expect(currentQuantities(undefined)).toEqual({ sessions: 0, devices: 0 });
  });

  it('shows the devices line when asked for or when some are bought', () => {
    expect(devicesLineShown(false, 0)).toBe(false);
    expect(devicesLineShown(true, 0)).toBe(true);
    expect(devicesLineShown(false, 3)).toBe(true);
  });

  it('counts the devices that may register', () => {
    expect(deviceCapacity(5, { sessions: 10, devices: 20 })).toBe(70);
    expect(deviceCapacity(null, { sessions: 10, devices: 2 })).toBe(2);
  });

  it('tells when a capacity differs', () => {
    expect(quantitiesChanged({ sessions: 5, devices: 0 }, { sessions: 5, devices: 0 })).toBe(false);
    expect(quantitiesChanged({ sessions: 5, devices: 0 }, { sessions: 6, devices: 0 })).toBe(true);
    expect(quantitiesChanged({ sessions: 5, devices: 0 }, { sessions: 5, devices: 1 })).toBe(true);
  });
});
