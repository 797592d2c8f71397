import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

export type KeySet = string[] | { prefix: true; keys: string[] };
export const observed = JSON.parse(
  readFileSync(new URL('./observed-keys.json', import.meta.url), 'utf8'),
) as {
  login: Record<'admin' | 'service_provider' | 'account', KeySet>;
  jwt: Record<'admin' | 'service_provider' | 'account', KeySet>;
  usersMe: { user: KeySet; account: KeySet };
  serviceProvider: KeySet;
  passwordSettings: KeySet;
  usersList: Record<'admin' | 'service_provider' | 'account', KeySet>;
  user: KeySet;
  account: KeySet;
  application: KeySet;
  applicationsPage: KeySet;
  apiKey: KeySet;
  apiKeyCreated: KeySet;
  limit: KeySet;
  systemInformation: KeySet;
  voipCarrier: KeySet;
  phoneNumber: KeySet;
  phoneNumbersPage: KeySet;
  lcr: KeySet;
  lcrRoute: KeySet;
  lcrCarrierSetEntry: KeySet;
  recentCallsPage: KeySet;
  recentCall: KeySet;
  alertsPage: KeySet;
  accountAlert: KeySet;
  providerAlert: string[];
  ttsCache: KeySet;
};

/** The answer has the observed keys, in the observed order (extra keys only after a cut-off list). */
export function expectKeys(value: unknown, expected: KeySet): void {
  const keys = Object.keys(value as object);
  if (Array.isArray(expected)) {
    expect(keys).toEqual(expected);
  } else {
    expect(keys.slice(0, expected.keys.length)).toEqual(expected.keys);
  }
}
