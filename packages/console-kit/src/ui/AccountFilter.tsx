import type { Account } from '../api/types.ts';
import { Select } from './Select.tsx';

/** A list's account filter: all the provider's accounts ('') or one of them. The choice holds
 *  before the accounts have come; their names fill in after. */
export function AccountFilter({
  label,
  allLabel,
  value,
  accounts,
  onChange,
  className = 'ck:w-56',
}: {
  label: string;
  allLabel: string;
  value: string;
  accounts: readonly Account[];
  onChange(accountSid: string): void;
  className?: string;
}) {
  return (
    <Select
      label={label}
      hideLabel
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: allLabel },
        ...accounts.map((account) => ({ value: account.account_sid, label: account.name })),
      ]}
      className={className}
    />
  );
}
