import { describe, expect, it } from 'vitest';
import type { Account } from '../api/types.ts';
import { chosenAccount } from './useAccounts.ts';

const account = (sid: string, name: string): Account => ({
  account_sid: sid,
  name,
  sip_realm: null,
  service_provider_sid: 'sp1',
});

describe('chosenAccount', () => {
  it('chooses the wanted account while it is there, else the first', () => {
    const accounts = [account('a1', 'Billing'), account('a2', 'Sales')];
    expect(chosenAccount(accounts, 'a2')).toBe('a2');
    expect(chosenAccount(accounts, 'gone')).toBe('a1');
    expect(chosenAccount([], 'a2')).toBe('');
  });
});
