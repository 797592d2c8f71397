import { describe, expect, it } from 'vitest';
import type { Account } from '../api/types.ts';
import { filterAccount } from './listOwner.ts';
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

describe('filterAccount', () => {
  const accounts = [account('a1', 'Billing')];
  it('filters by the wanted account at once, before the accounts arrive', () => {
    expect(filterAccount([], true, 'a1')).toBe('a1');
    expect(filterAccount([], true, '')).toBe('');
  });

  it('then only while the user may see it', () => {
    expect(filterAccount(accounts, false, 'a1')).toBe('a1');
    expect(filterAccount(accounts, false, 'gone')).toBe('');
  });
});
