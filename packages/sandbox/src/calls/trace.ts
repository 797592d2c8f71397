import { flatten, type Activity, type AttributeValue } from './activity.ts';
import type { CallRecord } from './call-record.ts';
import { seededRandom } from './random.ts';

/** OTLP span kinds (opentelemetry-proto trace.proto). */
const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;

export interface OtlpAttribute {
  key: string;
  value:
    | { stringValue: string }
    | { intValue: string }
    | { doubleValue: number }
    | { boolValue: boolean };
}

export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: OtlpAttribute[];
}

/**
 * The two OTLP JSON forms of a trace's span groups. A real 0.9.6 server answers what its Jaeger
 * gives at /api/v3/traces/{id} (the route returns that answer's `result`); the reference console
 * of that release reads only `instrumentationLibrarySpans`, the form of the Jaeger releases
 * jambonz installs, so that is the default. Newer collectors say `scopeSpans`.
 */
export const TRACE_FORMATS = ['instrumentationLibrarySpans', 'scopeSpans'] as const;
export type TraceFormat = (typeof TRACE_FORMATS)[number];
export const DEFAULT_TRACE_FORMAT: TraceFormat = 'instrumentationLibrarySpans';

const LIBRARY = { name: 'jambonz', version: '0.9.6' };

type SpanGroups =
  | { instrumentationLibrarySpans: { instrumentationLibrary: typeof LIBRARY; spans: OtlpSpan[] }[] }
  | { scopeSpans: { scope: typeof LIBRARY; spans: OtlpSpan[] }[] };

export interface OtlpTrace {
  resourceSpans: ({ resource: { attributes: OtlpAttribute[] } } & SpanGroups)[];
}

function groups(format: TraceFormat, spans: OtlpSpan[]): SpanGroups {
  return format === 'scopeSpans'
    ? { scopeSpans: [{ scope: LIBRARY, spans }] }
    : { instrumentationLibrarySpans: [{ instrumentationLibrary: LIBRARY, spans }] };
}

/** The spans of a trace in either form. */
export function spansOf(trace: OtlpTrace): OtlpSpan[] {
  return trace.resourceSpans.flatMap((resource) =>
    'scopeSpans' in resource
      ? resource.scopeSpans.flatMap((group) => group.spans)
      : resource.instrumentationLibrarySpans.flatMap((group) => group.spans),
  );
}

/** The call's activities as an OpenTelemetry trace in OTLP JSON, parents before children. */
export function traceOf(
  call: CallRecord,
  root: Activity,
  format: TraceFormat = DEFAULT_TRACE_FORMAT,
): OtlpTrace {
  const random = seededRandom(call.seed ^ 0x7ace);
  const ids = new Map<Activity, string>();
  const parents = new Map<Activity, string>();
  for (const node of flatten(root)) {
    ids.set(node, random.hex(16));
    for (const child of node.children) parents.set(child, ids.get(node)!);
  }
  const spans = flatten(root).map((node): OtlpSpan => ({
    traceId: call.trace_id,
    spanId: ids.get(node)!,
    parentSpanId: parents.get(node) ?? '',
    name: node.name,
    kind: kindOf(node, root, call),
    startTimeUnixNano: nanos(node.start),
    endTimeUnixNano: nanos(node.end),
    attributes: attributes(node.attributes),
  }));
  return {
    resourceSpans: [
      {
        resource: {
          attributes: attributes({
            'service.name': 'jambonz-feature-server',
            'service.version': '0.9.6',
            'host.ip': call.host,
            'account.sid': call.account_sid,
          }),
        },
        ...groups(format, spans),
      },
    ],
  };
}

function kindOf(node: Activity, root: Activity, call: CallRecord): number {
  if (node === root) return call.direction === 'inbound' ? SPAN_KIND.server : SPAN_KIND.client;
  if (
    node.name === 'webhook' ||
    node.name.startsWith('sip:') ||
    node.name === 'tts' ||
    node.name === 'stt'
  ) {
    return SPAN_KIND.client;
  }
  return SPAN_KIND.internal;
}

/** Nanoseconds since the epoch as a decimal string (OTLP JSON's encoding of fixed64). */
function nanos(ms: number): string {
  return (BigInt(Math.round(ms * 1000)) * 1000n).toString();
}

function attributes(values: Record<string, AttributeValue>): OtlpAttribute[] {
  return Object.entries(values).map(([key, value]) => ({ key, value: attributeValue(value) }));
}

function attributeValue(value: AttributeValue): OtlpAttribute['value'] {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
}
