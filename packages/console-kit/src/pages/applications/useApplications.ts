import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ApplicationInput } from '../../api/applications.ts';
import type { Application, Owner } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { hasChanges } from '../../lib/changes.ts';
import { validWebhookUrl } from '../../lib/webhook.ts';
import { useConsole } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { applicationsPage, isDuplicateName, type ApplicationQuery } from './applicationRules.ts';
import { envFields } from './envRules.ts';
import { allApplicationsQuery } from '../../data/allApplicationsQuery.ts';
import { accountApplicationsQuery } from './applicationListQuery.ts';
import { applicationsApi } from '../../api/applications.ts';

/** The spec's webhook environment lookup debounce. */
const APP_ENV_DELAY_MS = 500;

const LIST = '/internal/applications';

/** One page of the list's applications; the previous page stays in view while the next loads.
 *  An account's are paged and filtered by the server; a provider's (every account's) come whole,
 *  in the list of every application the user may see, and are sorted, filtered and paged here;
 *  kept to `accountSids` where given (an admin's list holds every provider's). */
export function useApplicationPage(
  owner: Owner | null,
  query: ApplicationQuery,
  accountSids: ReadonlySet<string> | null,
) {
  const { api } = useConsole();
  const accountSid = owner?.kind === 'Accounts' ? owner.sid : '';
  const providerSid = owner?.kind === 'ServiceProviders' ? owner.sid : '';
  const accountPage = useQuery({
    ...accountApplicationsQuery(api, accountSid, query),
    enabled: Boolean(accountSid),
    placeholderData: keepPreviousData,
  });
  const { page, pageSize, name } = query;
  const select = useCallback(
    (applications: Application[]) =>
      applicationsPage(
        accountSids ? applications.filter((app) => accountSids.has(app.account_sid)) : applications,
        { page, pageSize, name },
      ),
    [accountSids, page, pageSize, name],
  );
  const providerPage = useQuery({
    ...allApplicationsQuery(api),
    enabled: Boolean(providerSid),
    select,
  });
  return providerSid ? providerPage : accountPage;
}

/** The variables the calling webhook takes, asked for (a server fetches ws: URLs over http:) once
 *  its URL has settled; null while unknown or when the webhook describes none (`failed`, only a
 *  note on the form, never an error toast). */
export function useAppEnv(url: string) {
  const { api } = useConsole();
  const settled = useDebouncedValue(url.trim(), APP_ENV_DELAY_MS);
  const enabled = validWebhookUrl(settled);
  const lookup = useQuery({
    queryKey: queryKeys.appEnv(settled),
    queryFn: ({ signal }) => api(applicationsApi, signal).environment(settled),
    enabled,
    staleTime: 5 * 60_000,
  });
  const fields = useMemo(() => (lookup.data ? envFields(lookup.data) : null), [lookup.data]);
  const current = enabled && settled === url.trim();
  return {
    fields: current ? fields : null,
    loading: enabled && (!current || lookup.isPending),
    failed: current && (lookup.isError || lookup.data === null),
  };
}

/** Save (create or update) and delete, each with the spec's toast; back to the list when done. */
export function useApplicationWrites(applicationSid?: string) {
  const { api, t, router, storage } = useConsole();
  const toList = () => router.navigate(LIST);
  const create = useWrite({
    write: (input: ApplicationInput) => api(applicationsApi).create(input),
    success: () => t('applications.created'),
    invalidates: [queryKeys.applications],
    quiet: isDuplicateName,
    refused: 'applications.changeDenied',
    created: ({ sid }) => sid,
    onDone: (_created, input) => {
      // The list opens on the account of the new application.
      if (input.account_sid) storage.set(storageKeys.accountFilter, input.account_sid);
      toList();
    },
  });
  const update = useWrite({
    // Nothing changed: no request (a real server answers 500 to an update of nothing).
    write: async (input: ApplicationInput) => {
      if (hasChanges(input)) await api(applicationsApi).update(applicationSid ?? '', input);
    },
    success: () => t('applications.updated'),
    invalidates: [queryKeys.applications],
    quiet: isDuplicateName,
    refused: 'applications.changeDenied',
    onDone: toList,
  });
  const remove = useWrite({
    write: (name: string) =>
      api(applicationsApi)
        .remove(applicationSid ?? '')
        .then(() => name),
    success: (name) => t('applications.deleted', { name }),
    invalidates: [queryKeys.applications],
    quiet: () => true, // the delete dialog shows the refusal
    refused: 'applications.changeDenied',
    onDone: toList,
  });
  return { save: applicationSid ? update : create, remove };
}
