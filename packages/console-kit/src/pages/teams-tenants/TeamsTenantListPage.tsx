import { useListParams } from '../../data/useListParams.ts';
import type { TeamsTenant } from '../../api/numbersAndTenants.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { accountNames } from '../../ui/accountColumn.tsx';
import { useAllApplications } from '../../data/useApplicationsOf.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { failureOf } from '../../ui/LoadFailed.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TeamsGuard } from './TeamsGuard.tsx';
import { filterTenants } from './teamsTenantRules.ts';
import { useTeamsTenants } from './useTeamsTenants.ts';
import { provideMessages } from '../../messages/translate.ts';
import { numbersAndTenantsMessages } from '../../messages/numbersAndTenants.ts';

provideMessages(numbersAndTenantsMessages);

/** Microsoft Teams tenants of the provider: the whole list, filtered in memory by domain. */
function TeamsTenantList() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  const tenantList = useTeamsTenants();
  const { tenants, loading } = tenantList;
  const failure = failureOf(tenantList);
  const { accounts } = useAccounts();
  const applications = useAllApplications();
  const list = useListParams({ text: '' });
  const { text } = list.filters;
  const namesOfAccounts = accountNames(accounts);
  const applicationNames = new Map(
    (applications.data ?? []).map((app) => [app.application_sid, app.name]),
  );

  const columns: Column<TeamsTenant>[] = [
    {
      id: 'domain',
      header: t('teamsTenants.columnDomain'),
      value: (tenant) => tenant.tenant_fqdn,
      link: (tenant) => `/internal/ms-teams-tenants/${tenant.ms_teams_tenant_sid}/edit`,
    },
    {
      id: 'account',
      header: t('teamsTenants.columnAccount'),
      value: (tenant) => namesOfAccounts.get(tenant.account_sid ?? ''),
    },
    {
      id: 'application',
      header: t('teamsTenants.columnApplication'),
      value: (tenant) => applicationNames.get(tenant.application_sid ?? ''),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('teamsTenants.title')}
        actions={
          permissions.canWrite && (
            <ButtonLink to="/internal/ms-teams-tenants/add" variant="primary">
              {t('teamsTenants.add')}
            </ButtonLink>
          )
        }
      />
      <ListFilters>
        <SearchFilter
          label={t('teamsTenants.filter')}
          value={text}
          onChange={(value) => list.setFilter('text', value)}
        />
      </ListFilters>
      <ListTable
        label={t('teamsTenants.title')}
        columns={columns}
        rows={filterTenants(tenants, text)}
        list={list}
        defaultSort="domain"
        rowKey={(tenant) => tenant.ms_teams_tenant_sid}
        loading={loading}
        empty={t('teamsTenants.empty')}
        failure={failure}
      />
    </section>
  );
}

export function TeamsTenantListPage() {
  return (
    <TeamsGuard>
      <TeamsTenantList />
    </TeamsGuard>
  );
}

export default TeamsTenantListPage;
