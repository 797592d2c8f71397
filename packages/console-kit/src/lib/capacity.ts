import type { MessageKey } from '../messages/catalog.ts';
import type { ValidationMessage } from './validation.ts';

/** A line of the subscription: a product bought by quantity, within the spec's limits. */
export interface CapacityLine {
  /** The category of GET /Prices. */
  category: string;
  /** The product's name in the current user's subscription.products. */
  product: string;
  label: MessageKey;
  min: number;
  max: number;
}

/** The spec's two lines: concurrent call sessions 5 to 1000, extra device registrations 0 to 200. */
export const SESSIONS: CapacityLine = {
  category: 'voice_call_session',
  product: 'concurrent call session',
  label: 'subscription.sessions',
  min: 5,
  max: 1000,
};

export const DEVICES: CapacityLine = {
  category: 'device',
  product: 'registered device',
  label: 'subscription.devices',
  min: 0,
  max: 200,
};

export const CAPACITY_LINES = [SESSIONS, DEVICES] as const;

/** The free plan's capacity (spec part 2, section 9). */
export const FREE_PLAN = { sessions: 1, devices: 1 } as const;

export interface Quantities {
  sessions: number;
  devices: number;
}

/** A capacity's message, with the line's limits as its values. */
export type CapacityProblem = Extract<ValidationMessage, object>;

/** A capacity as typed: numeric and required, a whole number within the line's limits. */
export function capacityProblem(text: string, line: CapacityLine): CapacityProblem | null {
  const value = text.trim();
  if (!value) return { key: 'subscription.capacityRequired' };
  if (!/^\d+$/.test(value)) return { key: 'subscription.capacityWhole' };
  const quantity = Number(value);
  if (quantity < line.min || quantity > line.max) {
    return { key: 'subscription.capacityRange', values: { min: line.min, max: line.max } };
  }
  return null;
}

/** The quantity typed, or 0 while it is not a number (its line shows why). */
export function typedQuantity(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0;
}

/** The quantities of the current subscription, by product name (0 for a product not bought). */
export function currentQuantities(
  products: { name: string; quantity: number }[] | null | undefined,
): Quantities {
  const of = (line: CapacityLine) =>
    Number(products?.find((item) => item.name === line.product)?.quantity ?? 0) || 0;
  return { sessions: of(SESSIONS), devices: of(DEVICES) };
}

/** The devices line shows once the user asks to buy more devices, or when some are bought. */
export function devicesLineShown(asked: boolean, currentDevices: number): boolean {
  return asked || currentDevices > 0;
}

/** Devices that may register: device_to_call_ratio x call sessions, plus those bought. */
export function deviceCapacity(ratio: number | null | undefined, q: Quantities): number {
  return (Number(ratio) || 0) * q.sessions + q.devices;
}

/** Modifying is worth reviewing only when a capacity differs from the current one. */
export function quantitiesChanged(current: Quantities, next: Quantities): boolean {
  return current.sessions !== next.sessions || current.devices !== next.devices;
}
