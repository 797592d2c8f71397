import { useAccounts } from '../../data/useAccounts.ts';
import { Loading } from '../../ui/Loading.tsx';
import { useLeaveWith } from '../../provider/useLeaveWith.ts';
import { TeamsGuard } from './TeamsGuard.tsx';
import { TeamsTenantForm } from './TeamsTenantForm.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { numbersAndTenantsMessages } from '../../messages/numbersAndTenants.ts';

provideMessages(numbersAndTenantsMessages);

function TeamsTenantAdd() {
  const { accounts, loading } = useAccounts();
  const noAccounts = !loading && accounts.length === 0;
  useLeaveWith(noAccounts ? 'teamsTenants.needAccount' : null, '/internal/accounts');
  if (loading || noAccounts) return <Loading />;
  return <TeamsTenantForm />;
}

export function TeamsTenantAddPage() {
  return (
    <TeamsGuard>
      <TeamsTenantAdd />
    </TeamsGuard>
  );
}

export default TeamsTenantAddPage;
