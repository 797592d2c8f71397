import type { Application } from '../../api/types.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { AccountFilter } from '../../ui/AccountFilter.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { useApplicationList } from './useApplicationList.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { applicationMessages } from '../../messages/applications.ts';
import { webhookMessages } from '../../messages/webhooks.ts';

provideMessages(applicationMessages, webhookMessages);

/** Applications: every account's of the provider, or one account's; paged and filtered by name. */
export function ApplicationListPage() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  const list = useApplicationList();
  const { applications } = list;
  const accountNames = new Map(list.accounts.map((account) => [account.account_sid, account.name]));

  const columns: Column<Application>[] = [
    {
      id: 'name',
      header: t('applications.columnName'),
      className: 'ck:w-2/5',
      value: (application) => application.name,
      link: (application) => `/internal/applications/${application.application_sid}/edit`,
    },
    ...(list.allAccounts
      ? [
          {
            id: 'account',
            header: t('applications.columnAccount'),
            className: 'ck:w-1/5',
            // The account's name fills in when the accounts come; the row does not wait.
            value: (application: Application) => accountNames.get(application.account_sid),
          },
        ]
      : []),
    {
      id: 'callHook',
      header: t('applications.columnCallHook'),
      value: (application) => application.call_hook?.url,
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('nav.applications')}
        actions={
          permissions.canWrite && (
            <ButtonLink to="/internal/applications/add" variant="primary">
              {t('applications.add')}
            </ButtonLink>
          )
        }
      />
      {!list.noAccounts && (
        <ListFilters>
          <SearchFilter
            label={t('applications.filter')}
            value={list.text}
            onChange={list.setText}
          />
          {!list.accountFixed && (
            <AccountFilter
              label={t('applications.account')}
              allLabel={t('applications.allAccounts')}
              value={list.accountSid}
              accounts={list.accounts}
              onChange={list.setAccountSid}
            />
          )}
        </ListFilters>
      )}
      {applications.isError ? (
        <LoadFailed
          message={applications.error.message}
          onRetry={() => void applications.refetch()}
        />
      ) : (
        <DataTable
          label={t('nav.applications')}
          columns={columns}
          rows={applications.data?.data}
          rowKey={(application) => application.application_sid}
          loading={list.loading}
          empty={
            list.noAccounts ? (
              <NoAccounts canWrite={permissions.canWrite} />
            ) : (
              t('applications.empty')
            )
          }
        />
      )}
      {!list.noAccounts && (
        <Pager
          total={applications.data?.total ?? 0}
          page={list.paging.page}
          pageSize={list.paging.pageSize}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}
    </section>
  );
}

/** The empty state of a provider without accounts: applications need one first. */
function NoAccounts({ canWrite }: { canWrite: boolean }) {
  const { t } = useConsole();
  return (
    <div className="ck:flex ck:flex-col ck:items-center ck:gap-3">
      <span>{t('applications.noAccounts')}</span>
      {canWrite && (
        <ButtonLink to="/internal/accounts/add" variant="primary">
          {t('applications.createAccount')}
        </ButtonLink>
      )}
    </div>
  );
}

export default ApplicationListPage;
