import { useLeaveWith } from '../../provider/useLeaveWith.ts';
import { Loading } from '../../ui/Loading.tsx';
import { ClientForm } from './ClientForm.tsx';
import { useClientAccount } from './useClients.ts';
import { provideMessages } from '../../messages/translate.ts';
import { clientMessages } from '../../messages/clients.ts';

provideMessages(clientMessages);

/** A SIP client needs an account to belong to. */
export function ClientAddPage() {
  const { accounts, loading, accountFixed } = useClientAccount();
  const noAccounts = !accountFixed && !loading && accounts.length === 0;
  useLeaveWith(noAccounts ? 'clients.needAccount' : null, '/internal/accounts');
  if (loading || noAccounts) return <Loading />;
  return <ClientForm />;
}

export default ClientAddPage;
