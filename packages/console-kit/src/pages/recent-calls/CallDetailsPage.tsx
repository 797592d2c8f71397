import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../data/queryKeys.ts';
import { dateRange, type DateChoice } from '../../lib/dateRange.ts';
import { useConsole } from '../../provider/context.ts';
import { provideMessages } from '../../messages/translate.ts';
import { callMessages } from '../../messages/calls.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { CallDetail } from './CallDetail.tsx';
import { recentCallsApi } from '../../api/calls.ts';

provideMessages(callMessages);

/** How far back a call is looked for: as far as Recent calls reaches. */
const LOOK_BACK: DateChoice = '30';

/** One call of an account on a page of its own (for a host that links to a call): its details,
 *  trace, log, recording and packet captures, as the call opens in Recent calls. The API has no
 *  read of one call record, so the account's recent calls are searched for its SID. */
export function CallDetailsPage({ accountSid, callSid }: { accountSid: string; callSid: string }) {
  const { api, t } = useConsole();
  const owner = { kind: 'Accounts', sid: accountSid } as const;
  const query = { page: 1, count: 25, filter: callSid };
  const found = useQuery({
    queryKey: queryKeys.recentCallPage(owner, { ...query, date: LOOK_BACK }),
    queryFn: ({ signal }) =>
      api(recentCallsApi).page(
        owner,
        { ...query, range: dateRange(LOOK_BACK, new Date()) },
        signal,
      ),
    select: (page) => page.data.find((call) => call.call_sid === callSid) ?? null,
  });
  const title = t('calls.oneCall', { callSid });
  if (found.isPending) return <Loading />;
  return (
    <section>
      <PageHeader title={title} />
      {found.isError ? (
        <LoadFailed message={found.error.message} onRetry={() => void found.refetch()} />
      ) : found.data ? (
        <CallDetail id={`call-${callSid}`} call={found.data} />
      ) : (
        <Alert>{t('calls.notFound', { callSid })}</Alert>
      )}
    </section>
  );
}

export default CallDetailsPage;
