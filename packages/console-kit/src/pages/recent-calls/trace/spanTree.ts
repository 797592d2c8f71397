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

const NS_PER_MS = 1_000_000;

/** A time in nanoseconds as whole milliseconds and the nanoseconds after them. Nanoseconds since
 *  the epoch are beyond a double's precision, so the digits are split rather than converted. */
function nanos(value: string | number): [number, number] {
  const digits = typeof value === 'number' ? String(Math.round(value)) : value.trim();
  if (!/^\d+$/.test(digits)) return [0, 0];
  const cut = Math.max(0, digits.length - 6);
  return [Number(digits.slice(0, cut) || '0'), Number(digits.slice(cut))];
}

/** Milliseconds from `origin` to `time`, exact to the nanosecond. */
function since([ms, ns]: [number, number], [originMs, originNs]: [number, number]): number {
  const whole = ms - originMs;
  const rest = ns - originNs;
  return rest < 0 ? whole - 1 + (rest + NS_PER_MS) / NS_PER_MS : whole + rest / NS_PER_MS;
}

const earlier = (a: [number, number], b: [number, number]) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

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
  const origin = raw.reduce((min, { start }) => (earlier(start, min) ? start : min), raw[0]!.start);
  let duration = 0;
  const spans = raw.map(({ span, start, end }) => {
    const from = since(start, origin);
    const to = Math.max(from, since(end, origin));
    duration = Math.max(duration, to);
    return {
      id: span.spanId,
      parentId: span.parentSpanId ?? '',
      name: span.name,
      start: from,
      end: to,
      attributes: Object.fromEntries(
        (span.attributes ?? []).map((attribute) => [
          attribute.key,
          attributeValue(attribute.value),
        ]),
      ),
    };
  });
  return { spans, startedAt: origin[0], duration };
}

// Plain comparison of names: a locale's collation costs a hundred times more on 5,000 spans.
const byStart = (a: Span, b: Span) =>
  a.start - b.start || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

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
  for (const root of roots.sort(byStart)) walk(root, Boolean(root.parentId));
  // What is left hangs in a loop of parents: shown from its earliest span.
  const left = spans.filter((span) => !placed.has(span.id)).sort(byStart);
  for (const span of left) walk(span, true);
  return rows;
}

const rowsOfTrace = new WeakMap<ParsedTrace, SpanRow[]>();

/** The rows of a parsed trace, made once per trace: the Tracing tab opens again at once. */
export function traceRows(trace: ParsedTrace): SpanRow[] {
  let rows = rowsOfTrace.get(trace);
  if (!rows) {
    rows = spanRows(trace.spans);
    rowsOfTrace.set(trace, rows);
  }
  return rows;
}
