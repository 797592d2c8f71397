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

export interface OtlpTrace {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}

/** The call's activities as an OpenTelemetry trace in OTLP JSON, parents before children. */
export function traceOf(call: CallRecord, root: Activity): OtlpTrace {
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
        scopeSpans: [{ scope: { name: 'jambonz' }, spans }],
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
