import type { SipClient } from '../../api/clients.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { AccountFilter } from '../../ui/AccountFilter.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { callingKeys } from './clientRules.ts';
import { CLIENT_LIST, useClientList } from './useClients.ts';
import { failureOf } from '../../ui/LoadFailed.tsx';
import { accountColumn } from '../../ui/accountColumn.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { clientMessages } from '../../messages/clients.ts';

provideMessages(clientMessages);

/** The SIP clients of every account of the provider, or of one account with that account's SIP
 *  realm (spec part 2, section 2). */
export function ClientListPage() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  const list = useClientList();
  const realm = list.account?.sip_realm;
  // None known to be missing while the accounts are still to come: the button does not jump.
  const accountsMayExist = list.accountFixed || list.accountsLoading || list.accounts.length > 0;

  const columns: Column<SipClient>[] = [
    {
      id: 'username',
      header: t('clients.columnUsername'),
      value: (client) => (realm ? `${client.username}@${realm}` : client.username),
      link: (client) => `${CLIENT_LIST}/${client.client_sid}/edit`,
    },
    ...(list.allAccounts
      ? [
          accountColumn<SipClient>({
            header: t('clients.columnAccount'),
            accountOf: (client) => client.account_sid,
            accounts: list.accounts,
            accountsLoading: list.accountsLoading,
          }),
        ]
      : []),
    {
      id: 'status',
      header: t('clients.columnStatus'),
      value: (client) => t(Number(client.is_active) ? 'clients.active' : 'clients.inactive'),
    },
    {
      id: 'calling',
      header: t('clients.columnCalling'),
      value: (client) =>
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
          accountsMayExist && (
            <ButtonLink to={`${CLIENT_LIST}/add`} variant="primary">
              {t('clients.add')}
            </ButtonLink>
          )
        }
      />
      <ListFilters>
        <SearchFilter label={t('clients.filter')} value={list.text} onChange={list.setText} />
        {!list.accountFixed && (
          <AccountFilter
            label={t('clients.account')}
            allLabel={t('clients.allAccounts')}
            value={list.accountSid}
            accounts={list.accounts}
            onChange={list.choose}
          />
        )}
        {list.accountSid && (
          // Beside the filters (the list keeps a screen of rows); its place is kept while the
          // account is still to come, so that nothing moves.
          <p className="ck:self-center ck:text-base ck:text-muted">
            {!list.account
              ? '\u00a0'
              : realm
                ? t('clients.sipRealm', { realm })
                : t('clients.noRealmYet')}
          </p>
        )}
      </ListFilters>
      {!accountsMayExist && !list.error ? (
        <EmptyState>{t('clients.needAccount')}</EmptyState>
      ) : (
        <ListTable
          label={t('clients.title')}
          columns={columns}
          rows={list.clients}
          list={list.controls}
          defaultSort="username"
          rowKey={(client) => client.client_sid}
          loading={list.pending}
          empty={t('clients.empty')}
          failure={failureOf(list)}
        />
      )}
    </section>
  );
}

export default ClientListPage;
