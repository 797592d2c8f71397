import { useQuery } from '@tanstack/react-query';
import type { Api } from '../../api/resources.ts';
import type { Owner } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { hasChanges } from '../../lib/changes.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole } from '../../provider/context.ts';
import { saveLimits } from '../limits/useLimits.ts';
import type { LimitChanges } from '../limits/limitRules.ts';
import type { AccountUsage } from './accountRules.ts';
import type { accountPayload } from './accountRules.ts';
import { accountsApi } from '../../api/accounts.ts';
import { applicationsApi } from '../../api/applications.ts';
import { hostedApi } from '../../api/hosted.ts';
import { phoneNumbersApi, teamsTenantsApi } from '../../api/numbersAndTenants.ts';
import { apiKeysApi } from '../../api/owned.ts';

type AccountBody = ReturnType<typeof accountPayload>;

/** The applications of one account, for its device-calling and SIPREC choices. */
export function useAccountApplications(accountSid: string | undefined) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.applicationPage(accountSid ?? '', 1, 500, ''),
    queryFn: ({ signal }) =>
      api(applicationsApi, signal).page(accountSid ?? '', { page: 1, page_size: 500 }),
    enabled: Boolean(accountSid),
    select: (page) => page.data,
  });
}

/** What still uses an account (the spec blocks its delete while anything does). */
export async function accountUsage(
  api: Api,
  signal: AbortSignal,
  accountSid: string,
): Promise<AccountUsage> {
  const [applications, numbers, tenants, keys] = await Promise.all([
    api(applicationsApi, signal).page(accountSid, { page: 1, page_size: 1 }),
    api(phoneNumbersApi, signal).page({ page: 1, page_size: 1, account_sid: accountSid }),
    api(teamsTenantsApi, signal).list(),
    api(apiKeysApi, signal).list({ kind: 'Accounts', sid: accountSid }),
  ]);
  return {
    applications: applications.total,
    phoneNumbers: numbers.total,
    teamsTenants: tenants.filter((tenant) => tenant.account_sid === accountSid).length,
    apiKeys: keys.length,
  };
}

/** Create and update, each with its limits and the spec's toast; back to the list when done. */
export function useAccountWrites(accountSid?: string) {
  const { api, t, router } = useConsole();
  const done = () => router.navigate('/internal/accounts');
  const owner = (sid: string): Owner => ({ kind: 'Accounts', sid });
  const create = useWrite({
    write: async ({
      body,
      limits,
    }: {
      body: AccountBody & { service_provider_sid: string };
      limits: LimitChanges;
    }) => {
      const { sid } = await api(accountsApi).create(body);
      await saveLimits(api, owner(sid), limits);
      return sid;
    },
    success: () => t('accounts.created'),
    invalidates: [queryKeys.accounts],
    created: (sid) => sid,
    onDone: done,
  });
  const update = useWrite({
    write: async ({
      body,
      realm,
      limits,
    }: {
      body: Partial<AccountBody>;
      realm?: string;
      limits: LimitChanges;
    }) => {
      // Only what changed is written: an unchanged account sends no PUT.
      if (hasChanges(body)) await api(accountsApi).update(accountSid ?? '', body);
      if (realm) await api(hostedApi).setSipRealm(accountSid ?? '', realm);
      await saveLimits(api, owner(accountSid ?? ''), limits);
    },
    success: () => t('accounts.updated'),
    refused: 'accounts.changeDenied',
    invalidates: [queryKeys.accounts, queryKeys.limits(owner(accountSid ?? ''))],
  });
  return { create, update };
}
