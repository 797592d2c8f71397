import type { OtlpSpan, OtlpTrace, OtlpValue } from '../../../api/calls.ts';

export type AttributeValue = string | number | boolean;

/** A span with its times in milliseconds from the start of the trace. */
export interface Span {
  id: string;
  parentId: string;
  name: string;
  start: number;
  end: number;
  attributes: Record<string, AttributeValue>;
}

export interface ParsedTrace {
  spans: Span[];
  /** When the trace began, in milliseconds since the epoch. */
  startedAt: number;
  /** From the first start to the last end, in milliseconds. */
  duration: number;
}

/** One line of the waterfall: a span at its depth in the tree. */
export interface SpanRow {
  span: Span;
  depth: number;
  /** Its parent is not in the trace (a span the collector lost): shown at the top level. */
  orphan: boolean;
}

const NS_PER_MS = 1_000_000n;

function nanos(value: string | number): bigint {
  try {
    return BigInt(typeof value === 'number' ? Math.round(value) : value.trim() || '0');
  } catch {
    return 0n;
  }
}

function attributeValue(value: OtlpValue): AttributeValue {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  return '';
}

/** Spans under either key: a real 0.9.6 server relays its Jaeger's answer, which says
 *  instrumentationLibrarySpans (older releases) or scopeSpans (newer); a resource may hold both. */
function otlpSpans(trace: OtlpTrace): OtlpSpan[] {
  return (trace.resourceSpans ?? []).flatMap((resource) =>
    [...(resource.scopeSpans ?? []), ...(resource.instrumentationLibrarySpans ?? [])].flatMap(
      (scope) => scope.spans ?? [],
    ),
  );
}

/** The spans of an OTLP trace, timed from its first start. Nanosecond strings are read exactly
 *  (they are beyond a double's precision) before they become milliseconds. */
export function parseTrace(trace: OtlpTrace): ParsedTrace {
  const raw = otlpSpans(trace).map((span) => ({
    span,
    start: nanos(span.startTimeUnixNano),
    end: nanos(span.endTimeUnixNano),
  }));
  if (raw.length === 0) return { spans: [], startedAt: 0, duration: 0 };
  const origin = raw.reduce((min, { start }) => (start < min ? start : min), raw[0]!.start);
  const ms = (ns: bigint) =>
    Number((ns - origin) / NS_PER_MS) + Number((ns - origin) % NS_PER_MS) / 1e6;
  const spans = raw.map(({ span, start, end }) => ({
    id: span.spanId,
    parentId: span.parentSpanId ?? '',
    name: span.name,
    start: ms(start),
    end: Math.max(ms(start), ms(end)),
    attributes: Object.fromEntries(
      (span.attributes ?? []).map((attribute) => [attribute.key, attributeValue(attribute.value)]),
    ),
  }));
  return {
    spans,
    startedAt: Number(origin / NS_PER_MS),
    duration: spans.reduce((max, span) => Math.max(max, span.end), 0),
  };
}

const byStart = (a: Span, b: Span) => a.start - b.start || a.name.localeCompare(b.name);

/** The spans in tree order: each span after its parent, siblings by start time, one level
 *  deeper per parent. Spans whose parent is missing (or that form a loop) start at the top. */
export function spanRows(spans: readonly Span[]): SpanRow[] {
  const ids = new Set(spans.map((span) => span.id));
  const children = new Map<string, Span[]>();
  const roots: Span[] = [];
  for (const span of spans) {
    if (span.parentId && ids.has(span.parentId) && span.parentId !== span.id) {
      const siblings = children.get(span.parentId);
      if (siblings) siblings.push(span);
      else children.set(span.parentId, [span]);
    } else roots.push(span);
  }
  for (const siblings of children.values()) siblings.sort(byStart);

  const rows: SpanRow[] = [];
  const placed = new Set<string>();
  const walk = (top: Span, orphan: boolean) => {
    // Iterative, so that a very deep trace cannot overflow the stack.
    const stack: { span: Span; depth: number }[] = [{ span: top, depth: 0 }];
    while (stack.length > 0) {
      const { span, depth } = stack.pop()!;
      if (placed.has(span.id)) continue;
      placed.add(span.id);
      rows.push({ span, depth, orphan: depth === 0 && orphan });
      const kids = children.get(span.id) ?? [];
      for (let i = kids.length - 1; i >= 0; i -= 1)
        stack.push({ span: kids[i]!, depth: depth + 1 });
    }
  };
  for (const root of [...roots].sort(byStart)) walk(root, Boolean(root.parentId));
  // What is left hangs in a loop of parents: shown from its earliest span.
  for (const span of [...spans].sort(byStart)) if (!placed.has(span.id)) walk(span, true);
  return rows;
}
