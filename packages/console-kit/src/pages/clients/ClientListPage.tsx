import type { SipClient } from '../../api/clients.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/Link.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Select } from '../../ui/Select.tsx';
import { callingKeys } from './clientRules.ts';
import { CLIENT_LIST, useClientList } from './useClients.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { clientMessages } from '../../messages/clients.ts';

provideMessages(clientMessages);

const linkClass = 'ck:font-medium ck:text-primary ck:hover:underline';

/** The SIP clients of one account, with that account's SIP realm (spec part 2, section 2). */
export function ClientListPage() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  const list = useClientList();
  const realm = list.account?.sip_realm;

  const columns: Column<SipClient>[] = [
    {
      id: 'username',
      header: t('clients.columnUsername'),
      cell: (client) => (
        <Link to={`${CLIENT_LIST}/${client.client_sid}/edit`} className={linkClass}>
          {realm ? `${client.username}@${realm}` : client.username}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('clients.columnStatus'),
      cell: (client) => t(Number(client.is_active) ? 'clients.active' : 'clients.inactive'),
    },
    {
      id: 'calling',
      header: t('clients.columnCalling'),
      cell: (client) =>
        callingKeys(client)
          .map((key) => t(key))
          .join(', ') || t('clients.none'),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('clients.title')}
        actions={
          permissions.canWrite &&
          (list.accountFixed || list.accounts.length > 0) && (
            <ButtonLink to={`${CLIENT_LIST}/add`} variant="primary">
              {t('clients.add')}
            </ButtonLink>
          )
        }
      />
      <ListFilters>
        <SearchFilter label={t('clients.filter')} value={list.text} onChange={list.setText} />
        {!list.accountFixed && (
          <Select
            label={t('clients.account')}
            hideLabel
            value={list.accountSid}
            onChange={(event) => list.choose(event.target.value)}
            options={list.accounts.map((a) => ({ value: a.account_sid, label: a.name }))}
            className="ck:w-56"
          />
        )}
      </ListFilters>
      {list.account && (
        <p className="ck:mb-3 ck:text-base ck:text-muted">
          {realm ? t('clients.sipRealm', { realm }) : t('clients.noRealmYet')}
        </p>
      )}
      {list.error ? (
        <LoadFailed message={list.error.message} onRetry={() => void list.refetch()} />
      ) : !list.pending && !list.accountFixed && list.accounts.length === 0 ? (
        <EmptyState>{t('clients.needAccount')}</EmptyState>
      ) : (
        <DataTable
          label={t('clients.title')}
          columns={columns}
          rows={list.clients}
          rowKey={(client) => client.client_sid}
          loading={list.pending}
          empty={t('clients.empty')}
        />
      )}
    </section>
  );
}

export default ClientListPage;
