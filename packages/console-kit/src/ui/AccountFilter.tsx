import { useEffect, useState } from 'react';
import type { Account } from '../api/types.ts';
import { afterPaint } from '../lib/afterPaint.ts';
import { Select } from './Select.tsx';

/** Above this many accounts, the other accounts' options come just after the page has painted. */
export const ACCOUNTS_LISTED_AT_ONCE = 100;

/** A list's account filter: all the provider's accounts ('') or one of them. The choice holds
 *  before the accounts have come; their names fill in after. A provider may have thousands of
 *  accounts: 2,000 options are 2,000 elements to make and style in the frame that shows the page
 *  (60-90 ms measured on a page coming back from another, whose accounts were known), so a long
 *  list first holds only the chosen account, and the rest just after that frame, long before a
 *  user can open it. */
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
  const long = accounts.length > ACCOUNTS_LISTED_AT_ONCE;
  const [allListed, setAllListed] = useState(false);
  useEffect(
    () => (long && !allListed ? afterPaint(() => setAllListed(true)) : undefined),
    [long, allListed],
  );
  const listed =
    long && !allListed ? accounts.filter((account) => account.account_sid === value) : accounts;
  return (
    <Select
      label={label}
      hideLabel
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: allLabel },
        ...listed.map((account) => ({ value: account.account_sid, label: account.name })),
      ]}
      className={className}
    />
  );
}
