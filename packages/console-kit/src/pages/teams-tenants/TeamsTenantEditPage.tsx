import { useAccounts } from '../../data/useAccounts.ts';
import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { TeamsGuard } from './TeamsGuard.tsx';
import { TeamsTenantForm } from './TeamsTenantForm.tsx';
import { useTeamsTenant } from './useTeamsTenants.ts';
import { provideMessages } from '../../messages/translate.ts';
import { numbersAndTenantsMessages } from '../../messages/numbersAndTenants.ts';

provideMessages(numbersAndTenantsMessages);

function TeamsTenantEdit({ tenantSid }: { tenantSid: string }) {
  const tenant = useTeamsTenant(tenantSid);
  const { loading } = useAccounts();
  // A failed refetch (after a delete) keeps the data: the form stays until the page is left.
  if (tenant.data && !loading) return <TeamsTenantForm key={tenantSid} tenant={tenant.data} />;
  if (tenant.isError)
    return (
      <RecordUnavailable
        error={tenant.error}
        listPath="/internal/ms-teams-tenants"
        onRetry={() => void tenant.refetch()}
      />
    );
  return <Loading />;
}

/** Edit a tenant the user may see (the server answers 403 or 404 for any other). */
export function TeamsTenantEditPage({ tenantSid }: { tenantSid: string }) {
  return (
    <TeamsGuard>
      <TeamsTenantEdit tenantSid={tenantSid} />
    </TeamsGuard>
  );
}

export default TeamsTenantEditPage;
