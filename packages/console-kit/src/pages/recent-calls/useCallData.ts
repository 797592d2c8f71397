import { useQuery } from '@tanstack/react-query';
import type { Call } from '../../api/calls.ts';
import { isApiError } from '../../api/errors.ts';
import type { Owner } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import type { Translate } from '../../messages/translate.ts';
import { useApi } from '../../provider/context.ts';
import { parseTrace } from './trace/spanTree.ts';
import { recentCallsApi } from '../../api/calls.ts';

/** The empty trace id of a call that was not traced. */
export const EMPTY_TRACE_ID = '0'.repeat(32);

export function hasTrace(call: Call): boolean {
  return Boolean(call.trace_id) && call.trace_id !== EMPTY_TRACE_ID;
}

/** A call's own things are read under its account, whoever looks. */
export const callOwner = (call: Call): Owner => ({ kind: 'Accounts', sid: call.account_sid });

/** A 404 is answered in a panel without retrying; other failures (a server without the store)
 *  are not retried either: the panel says what is unavailable. */
const noRetry = { retry: false, staleTime: 5 * 60_000 } as const;

export function useTrace(call: Call, enabled: boolean) {
  const api = useApi();
  const traceId = call.trace_id ?? '';
  return useQuery({
    queryKey: queryKeys.callTrace(call.account_sid, traceId),
    queryFn: async ({ signal }) =>
      parseTrace(await api(recentCallsApi, signal).trace(callOwner(call), traceId)),
    enabled: enabled && hasTrace(call),
    ...noRetry,
  });
}

export function useCallLogs(call: Call, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.callLogs(call.account_sid, call.call_sid),
    queryFn: ({ signal }) => api(recentCallsApi, signal).logs(callOwner(call), call.call_sid),
    enabled,
    ...noRetry,
  });
}

export function useSipMessages(call: Call, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.callSipMessages(call.account_sid, call.sip_callid),
    queryFn: ({ signal }) =>
      api(recentCallsApi, signal).sipMessages(callOwner(call), call.sip_callid),
    enabled,
    ...noRetry,
  });
}

/** What a panel says when its read failed: the spec's text for 'there is none' (404), else a
 *  sentence naming what is unavailable with the server's reason. Nothing when the failure ended
 *  the session (the sign-in page says why). */
export function panelFailure(
  error: Error | null,
  t: Translate,
  missing: MessageKey,
  unavailable: MessageKey,
): string | null {
  if (!error) return null;
  if (isApiError(error) && error.endedSession) return null;
  if (isApiError(error) && error.status === 404) return t(missing);
  return t(unavailable, { reason: error.message });
}
