import { useMemo, useState } from 'react';
import { useListParams } from '../../data/useListParams.ts';
import type { Account } from '../../api/types.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { failureOf } from '../../ui/LoadFailed.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { accountMessages } from '../../messages/accounts.ts';
import { webhookMessages } from '../../messages/webhooks.ts';
import { lazyPart, usePreloadWhenIdle } from '../../ui/lazyPart.ts';

provideMessages(accountMessages, webhookMessages);

// Shown only when the user deletes: not in the page's first load.
const DeleteAccountDialog = lazyPart(
  'DeleteAccountDialog',
  () => import('./DeleteAccountDialog.tsx'),
);

/** The accounts of the current service provider: one request, filtered, sorted and paged here. */
export function AccountListPage() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  const all = useAccounts();
  const { accounts, loading } = all;
  usePreloadWhenIdle(DeleteAccountDialog, !loading);
  const failure = failureOf(all);
  const list = useListParams({ text: '' });
  const { text } = list.filters;
  const [deleting, setDeleting] = useState<Account | null>(null);
  const rows = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    if (!wanted) return accounts;
    return accounts.filter(
      (account) =>
        account.name.toLowerCase().includes(wanted) || account.account_sid.includes(wanted),
    );
  }, [accounts, text]);

  const columns: Column<Account>[] = [
    {
      id: 'name',
      header: t('accounts.columnName'),
      value: (account) => account.name,
      link: (account) => `/internal/accounts/${account.account_sid}/edit`,
    },
    {
      id: 'sid',
      header: t('accounts.columnSid'),
      className: 'ck:w-80',
      value: (account) => account.account_sid,
      cell: (account) => (
        <code className="ck:font-mono ck:text-sm ck:text-muted">{account.account_sid}</code>
      ),
    },
    { id: 'realm', header: t('accounts.columnRealm'), value: (account) => account.sip_realm },
    {
      id: 'actions',
      header: <span className="ck:sr-only">{t('accounts.actions')}</span>,
      className: 'ck:w-40 ck:text-right',
      cell: (account) => (
        <span className="ck:flex ck:justify-end ck:gap-1">
          <ButtonLink
            size="sm"
            variant="ghost"
            to={`/internal/accounts/${account.account_sid}/edit`}
            aria-label={`${t('accounts.edit')} ${account.name}`}
          >
            {t('accounts.edit')}
          </ButtonLink>
          {permissions.canWrite && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setDeleting(account)}
              aria-label={t('accounts.deleteNamed', { name: account.name })}
            >
              {t('accounts.deleteShort')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('nav.accounts')}
        actions={
          permissions.canWrite && (
            <ButtonLink to="/internal/accounts/add" variant="primary">
              {t('accounts.add')}
            </ButtonLink>
          )
        }
      />
      <ListFilters>
        <SearchFilter
          label={t('accounts.filter')}
          value={text}
          onChange={(value) => list.setFilter('text', value)}
        />
      </ListFilters>
      <ListTable
        label={t('nav.accounts')}
        columns={columns}
        rows={rows}
        list={list}
        defaultSort="name"
        rowKey={(account) => account.account_sid}
        loading={loading}
        empty={t('accounts.empty')}
        failure={failure}
      />
      {deleting && (
        <DeleteAccountDialog
          account={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

export default AccountListPage;
