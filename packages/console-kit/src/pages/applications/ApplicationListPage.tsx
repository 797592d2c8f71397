import type { Application } from '../../api/types.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { AccountFilter } from '../../ui/AccountFilter.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { accountColumn } from '../../ui/accountColumn.tsx';
import { useApplicationList } from './useApplicationList.ts';
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
            ...accountColumn<Application>({
              header: t('applications.columnAccount'),
              accountOf: (application) => application.account_sid,
              accounts: list.accounts,
              accountsLoading: list.accountsLoading,
            }),
            className: 'ck:w-1/5',
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
      <PagedTable
        label={t('nav.applications')}
        columns={columns}
        rowKey={(application) => application.application_sid}
        empty={
          list.noAccounts ? <NoAccounts canWrite={permissions.canWrite} /> : t('applications.empty')
        }
        result={applications}
        waiting={list.waiting}
        pager={!list.noAccounts && !list.waiting}
        paging={list}
      />
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
