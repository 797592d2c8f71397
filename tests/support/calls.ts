import type { APIRequestContext } from '@playwright/test';

/** What the call tests read of a call record through the API, to pick the calls they open. */
export interface ApiCall {
  call_sid: string;
  sip_callid: string;
  account_sid: string;
  attempted_at: string;
  answered: boolean;
  direction: 'inbound' | 'outbound';
  duration: number;
  from: string;
  to: string;
  trace_id?: string;
  recording_url?: string;
  application_sid?: string | null;
  trunk?: string;
}

/** An account's sid by name, as the given user sees it. */
export async function accountSid(
  request: APIRequestContext,
  apiBase: string,
  token: string,
  name: string,
) {
  const answer = await request.get(`${apiBase}/Accounts`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const accounts = (await answer.json()) as { account_sid: string; name: string }[];
  const found = accounts.find((account) => account.name === name);
  if (!found) throw new Error(`No account named ${name}`);
  return found.account_sid;
}

/** The calls of an account over the last 30 days, newest first (up to 500). */
export async function callsOf(
  request: APIRequestContext,
  apiBase: string,
  token: string,
  account: string,
  query: Record<string, string> = {},
) {
  const params = new URLSearchParams({ page: '1', count: '500', days: '30', ...query });
  const answer = await request.get(`${apiBase}/Accounts/${account}/RecentCalls?${params}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as { total: number; data: ApiCall[] };
}

export const EMPTY_TRACE = '0'.repeat(32);

/** The shortest recorded, traced call of the account whose trace has DTMF spans: the player's
 *  digits are there, and its audio is small. */
export async function callWithDigits(
  request: APIRequestContext,
  apiBase: string,
  token: string,
  account: string,
): Promise<ApiCall> {
  const { data } = await callsOf(request, apiBase, token, account, { answered: 'true' });
  const candidates = data
    .filter((call) => call.recording_url && call.trace_id && call.trace_id !== EMPTY_TRACE)
    .sort((a, b) => a.duration - b.duration);
  for (const call of candidates) {
    const answer = await request.get(
      `${apiBase}/Accounts/${account}/RecentCalls/trace/${call.trace_id}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    type Groups = { spans: { name: string }[] }[];
    const trace = (await answer.json()) as {
      resourceSpans: { scopeSpans?: Groups; instrumentationLibrarySpans?: Groups }[];
    };
    // Either OTLP form: the sandbox answers as a real server's Jaeger does.
    const spans = trace.resourceSpans.flatMap((r) =>
      [...(r.scopeSpans ?? []), ...(r.instrumentationLibrarySpans ?? [])].flatMap((s) => s.spans),
    );
    if (spans.some((span) => span.name === 'dtmf')) return call;
  }
  throw new Error('No recorded call with DTMF digits');
}
