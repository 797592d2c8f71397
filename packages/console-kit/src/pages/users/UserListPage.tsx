import { useEffect, useMemo } from 'react';
import type { User } from '../../api/types.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useAccountFilter } from '../../data/useAccountFilter.ts';
import { filterAccount } from '../../data/listOwner.ts';
import { useListParams } from '../../data/useListParams.ts';
import { useStoredState } from '../../data/useStoredState.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Select } from '../../ui/Select.tsx';
import {
  assignableScopes,
  isScopeFilter,
  scopeLabel,
  visibleUsers,
  type ScopeFilter,
} from './userRules.ts';
import { useUserList } from './useUsers.ts';
import { failureOf } from '../../ui/LoadFailed.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { userMessages } from '../../messages/users.ts';

provideMessages(userMessages);

/** Users: the admins and the users of the current service provider, with filters. */
export function UserListPage() {
  const { t } = useConsole();
  const session = useRequiredSession();
  const { current } = useServiceProviderScope();
  const { accounts, loading: accountsLoading } = useAccounts();
  const users = useUserList();
  const [storedAccount, setAccountSid] = useAccountFilter();
  // An account of another provider (a link made there) filters nothing once the accounts have come.
  const accountSid = filterAccount(accounts, accountsLoading, storedAccount);
  // The text filter is also remembered (the spec's query filter), for the next visit.
  const [storedText, storeText] = useStoredState(storageKeys.queryFilter);
  const list = useListParams(
    {
      text: '',
      scope: (session.permissions.fixedAccount !== null ? 'account' : 'all') as ScopeFilter,
    },
    { scope: isScopeFilter },
    { text: storedText },
  );
  const [text, setText] = useTypedFilter(list, 'text');
  useEffect(() => storeText(list.filters.text), [list.filters.text, storeText]);
  const { scope } = list.filters;
  const setScope = (choice: ScopeFilter) => list.setFilter('scope', choice);
  const { permissions } = session;
  // Who sees more than account users picks the scope and account the list shows.
  const choosesScope = permissions.can('view', 'Users', { scope: 'service_provider' });

  const rows = useMemo(
    () =>
      visibleUsers(users.data ?? [], {
        providerSid: current?.service_provider_sid ?? session.claims.service_provider_sid,
        text,
        scope,
        accountSid: choosesScope ? accountSid : '',
      }),
    [
      users.data,
      current,
      session.claims.service_provider_sid,
      text,
      scope,
      accountSid,
      choosesScope,
    ],
  );

  const scopeChoices = assignableScopes(permissions.can);
  const columns: Column<User>[] = [
    {
      id: 'name',
      header: t('users.columnName'),
      value: (user) => user.name,
      link: (user) => `/internal/users/${user.user_sid}/edit`,
    },
    { id: 'email', header: t('users.columnEmail'), value: (user) => user.email },
    {
      id: 'scope',
      header: t('users.columnScope'),
      value: (user) => {
        const label = scopeLabel(user);
        return t(label.key, label.params);
      },
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('nav.users')}
        actions={
          permissions.canWrite && (
            <ButtonLink to="/internal/users/add" variant="primary">
              {t('users.add')}
            </ButtonLink>
          )
        }
      />
      <ListFilters>
        <SearchFilter label={t('users.filter')} value={text} onChange={setText} />
        {scopeChoices.length > 1 && (
          <Select
            label={t('users.scopeFilter')}
            hideLabel
            value={scope}
            onChange={(event) => setScope(event.target.value as ScopeFilter)}
            options={[
              { value: 'all', label: t('users.allScopes') },
              ...scopeChoices.map((choice) => ({ value: choice, label: t(`scope.${choice}`) })),
            ]}
            className="ck:w-44"
          />
        )}
        {choosesScope && (
          <Select
            label={t('users.accountFilter')}
            hideLabel
            value={accountSid}
            onChange={(event) => setAccountSid(event.target.value)}
            placeholder={t('users.allAccounts')}
            options={accounts.map((account) => ({
              value: account.account_sid,
              label: account.name,
            }))}
            className="ck:w-56"
          />
        )}
      </ListFilters>
      <ListTable
        label={t('nav.users')}
        columns={columns}
        rows={rows}
        list={list}
        defaultSort="name"
        rowKey={(user) => user.user_sid}
        loading={users.isPending}
        empty={t('users.empty')}
        failure={failureOf(users)}
      />
    </section>
  );
}

export default UserListPage;
