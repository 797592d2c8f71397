import type { Request, RequestDownload, RequestOptions } from './client.ts';
import { path } from './path.ts';
import type { Owner } from './types.ts';

/** A call record as the RecentCalls routes return it. trace_id and recording_url are absent on
 *  servers that do not keep them. */
export interface Call {
  call_sid: string;
  sip_callid: string;
  account_sid: string;
  service_provider_sid?: string | null;
  application_sid?: string | null;
  attempted_at: string;
  answered_at?: string | null;
  terminated_at?: string | null;
  answered: boolean;
  direction: 'inbound' | 'outbound';
  duration: number;
  from: string;
  to: string;
  host?: string | null;
  remote_host?: string | null;
  sip_status?: number | null;
  termination_reason?: string | null;
  trunk?: string | null;
  trace_id?: string | null;
  recording_url?: string | null;
}

export interface Alert {
  time: string;
  message: string;
  account_sid?: string | null;
  service_provider_sid?: string | null;
  alert_type?: string | null;
  [field: string]: unknown;
}

/** The paged answer of RecentCalls and Alerts: the page values come as strings. */
export interface TimePage<T> {
  total: number;
  page: string | number;
  page_size: string | number;
  data: T[];
}

/** The time range of a list: a number of days back, or from a start (an ISO time). */
export type TimeRange = { days: number } | { start: string; end?: string };

export interface CallQuery {
  page: number;
  count: number;
  range: TimeRange;
  direction?: 'inbound' | 'outbound';
  answered?: boolean;
  filter?: string;
}

export interface SipMessage {
  time: string;
  method?: string;
  status?: number;
  from_ip?: string;
  to_ip?: string;
  raw?: string;
}

export interface LogLine {
  time: string;
  level?: string | number;
  msg?: string;
  [field: string]: unknown;
}

/** An OTLP attribute value: one of these keys is set. */
export interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

export interface OtlpSpan {
  traceId?: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number | string;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: { key: string; value: OtlpValue }[];
}

export interface OtlpScope {
  spans?: OtlpSpan[];
}

/**
 * A trace in OTLP JSON, as a real server relays it from Jaeger: the Jaeger releases jambonz 0.9.6
 * installs say instrumentationLibrarySpans, newer collectors scopeSpans; read both.
 */
export interface OtlpTrace {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans?: OtlpScope[];
    instrumentationLibrarySpans?: OtlpScope[];
  }[];
}

export interface Peaks {
  duration: number;
  peaks_per_second: number;
  peaks: number[];
}

export type PcapMethod = 'invite' | 'register';

const rangeParams = (range: TimeRange) =>
  'days' in range ? { days: range.days } : { start: range.start, end: range.end };

/** Recent calls and what belongs to one call, under an account or a service provider. */
export const recentCallsApi = (request: Request, download: RequestDownload) => {
  const base = (owner: Owner, ...rest: string[]) =>
    path(owner.kind, owner.sid, 'RecentCalls', ...rest);
  return {
    page: (owner: Owner, query: CallQuery, signal?: AbortSignal) =>
      request<TimePage<Call>>('GET', base(owner), {
        shape: 'page',
        signal,
        searchParams: {
          page: query.page,
          count: query.count,
          ...rangeParams(query.range),
          direction: query.direction,
          answered: query.answered,
          filter: query.filter,
        },
      }),
    sipMessages: (owner: Owner, sipCallId: string) =>
      request<{ sip_callid: string; messages: SipMessage[] }>('GET', base(owner, sipCallId)),
    trace: (owner: Owner, traceId: string) =>
      request<OtlpTrace>('GET', base(owner, 'trace', traceId)),
    logs: (owner: Owner, callSid: string) =>
      request<LogLine[]>('GET', base(owner, callSid, 'logs'), { shape: 'list' }),
    pcap: (owner: Owner, sipCallId: string, method: PcapMethod) =>
      download(base(owner, sipCallId, method, 'pcap')),
  };
};

/** A call's recording, at the recording_url the call record gives. */
export const recordingsApi = (request: Request, download: RequestDownload) => ({
  /** The whole file, telling the progress as it arrives. */
  audio: (url: string, signal?: AbortSignal, onProgress?: RequestOptions['onProgress']) =>
    download(url, { signal, onProgress }),
  /** Bytes `start`..`end` (inclusive) of the file; a server without ranges sends it whole. */
  bytes: (url: string, start: number, end: number, signal?: AbortSignal) =>
    download(url, { signal, range: { start, end } }),
  /** The sandbox's waveform summary; a real server answers 404. */
  peaks: (url: string, signal?: AbortSignal) =>
    request<Peaks>('GET', `${url.replace(/\/+$/, '')}/peaks`, { signal }),
  remove: (url: string) => request<void>('DELETE', url),
});

export const alertsApi = (request: Request) => ({
  page: (owner: Owner, query: { page: number; count: number; range: TimeRange }) =>
    request<TimePage<Alert>>('GET', path(owner.kind, owner.sid, 'Alerts'), {
      shape: 'page',
      searchParams: { page: query.page, count: query.count, ...rangeParams(query.range) },
    }),
});
