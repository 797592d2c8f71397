import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Account } from '../api/types.ts';
import { ACCOUNTS_LISTED_AT_ONCE, AccountFilter } from './AccountFilter.tsx';

const accountsOf = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => ({ account_sid: `sid-${i}`, name: `Account ${i}` }) as Account,
  );

function renderFilter(accounts: Account[], value: string) {
  const onChange = vi.fn();
  render(
    <AccountFilter
      label="Account"
      allLabel="All accounts"
      value={value}
      accounts={accounts}
      onChange={onChange}
    />,
  );
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Account' });
  return { select, onChange };
}

describe('AccountFilter', () => {
  it('shows a long list with the chosen account first, and every account just after', async () => {
    const { select, onChange } = renderFilter(accountsOf(500), 'sid-350');
    expect([...select.options].map((option) => option.text)).toEqual([
      'All accounts',
      'Account 350',
    ]);
    expect(select.value).toBe('sid-350');
    await waitFor(() => expect(select.options).toHaveLength(501));
    expect(select.value).toBe('sid-350');
    expect(select.selectedOptions[0]?.text).toBe('Account 350');
    await userEvent.selectOptions(select, 'Account 7');
    expect(onChange).toHaveBeenCalledWith('sid-7');
  });

  it('shows all the accounts of a long list with none chosen just after', async () => {
    const { select } = renderFilter(accountsOf(ACCOUNTS_LISTED_AT_ONCE + 1), '');
    expect(select.options).toHaveLength(1);
    await waitFor(() => expect(select.options).toHaveLength(ACCOUNTS_LISTED_AT_ONCE + 2));
  });

  it('shows a short list whole at once', () => {
    const { select } = renderFilter(accountsOf(ACCOUNTS_LISTED_AT_ONCE), 'sid-3');
    expect(select.options).toHaveLength(ACCOUNTS_LISTED_AT_ONCE + 1);
    expect(select.value).toBe('sid-3');
  });
});
