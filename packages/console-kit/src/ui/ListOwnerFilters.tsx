import type { Account } from '../api/types.ts';
import { DATE_CHOICES, isDateChoice, type DateChoice } from '../lib/dateRange.ts';
import { useT } from '../provider/context.ts';
import { AccountFilter } from './AccountFilter.tsx';
import { Select } from './Select.tsx';

/** The date filter of calls and alerts: today, yesterday, or the last 7, 14 or 30 days. */
export function DateSelect({
  value,
  onChange,
}: {
  value: DateChoice;
  onChange(choice: DateChoice): void;
}) {
  const t = useT();
  return (
    <Select
      label={t('calls.date')}
      hideLabel
      value={value}
      onChange={(event) => isDateChoice(event.target.value) && onChange(event.target.value)}
      options={DATE_CHOICES.map((choice) => ({
        value: choice,
        label:
          choice === 'today'
            ? t('calls.today')
            : choice === 'yesterday'
              ? t('calls.yesterday')
              : t('calls.lastDays', { count: choice }),
      }))}
      className="ck:w-36"
    />
  );
}

/** The account filter of a provider's calls or alerts ('' for all its accounts); none for an
 *  account user, whose own account is fixed. */
export function AccountSelect({
  owner,
}: {
  owner: {
    accountFixed: boolean;
    accounts: readonly Account[];
    accountSid: string;
    setAccountSid(accountSid: string): void;
  };
}) {
  const t = useT();
  if (owner.accountFixed) return null;
  return (
    <AccountFilter
      label={t('calls.account')}
      allLabel={t('calls.allAccounts')}
      value={owner.accountSid}
      accounts={owner.accounts}
      onChange={owner.setAccountSid}
      className="ck:w-48"
    />
  );
}
