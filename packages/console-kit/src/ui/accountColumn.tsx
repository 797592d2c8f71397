import type { Account } from '../api/types.ts';
import { namesById } from '../lib/namesById.ts';
import type { Column } from './DataTable.tsx';

/** Each account's name by its sid, indexed once per accounts list. */
export const accountNames = namesById(
  (account: Account) => account.account_sid,
  (account) => account.name,
);

/** A list's Account column: each row's account by name, filled in when the accounts come (the
 *  rows never wait for them); an account not among them shows its id. A row that names no
 *  account (a provider's own alert; a real server's provider-wide alerts name none) is blank. */
export function accountColumn<Row>({
  header,
  accountOf,
  accounts,
  accountsLoading,
  className,
}: {
  header: string;
  /** Its width, where the list's other columns need the rest. */
  className?: string;
  accountOf(row: Row): string | null | undefined;
  accounts: readonly Account[];
  accountsLoading: boolean;
}): Column<Row> {
  const names = accountNames(accounts);
  return {
    id: 'account',
    header,
    className,
    value: (row) => {
      const sid = accountOf(row);
      if (!sid) return '';
      return names.get(sid) ?? (accountsLoading ? '' : sid);
    },
  };
}
