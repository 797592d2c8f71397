import { useEffect } from 'react';
import { readFailureText } from '../../api/errors.ts';
import { useConsole } from '../../provider/context.ts';
import { Loading } from '../../ui/Loading.tsx';
import { ClientForm } from './ClientForm.tsx';
import { CLIENT_LIST, useClient, useClientAccount } from './useClients.ts';
import { provideMessages } from '../../messages/translate.ts';
import { clientMessages } from '../../messages/clients.ts';

provideMessages(clientMessages);

/** Edit a client; when it cannot be read, the error is shown and the user goes back to the list
 *  (spec part 2, section 4). */
export function ClientEditPage({ clientSid }: { clientSid: string }) {
  const { notifier, router, t } = useConsole();
  const client = useClient(clientSid);
  const { loading } = useClientAccount();
  const failure = client.isError && !client.data ? readFailureText(client.error, t) : null;
  useEffect(() => {
    if (!failure) return;
    notifier.notify('error', failure);
    router.navigate(CLIENT_LIST, { replace: true });
  }, [failure, notifier, router]);
  // A failed refetch (after a delete) keeps the data: the form stays until the page is left.
  if (client.data && !loading) return <ClientForm key={clientSid} client={client.data} />;
  return <Loading />;
}

export default ClientEditPage;
