import { describe, expect, it } from 'vitest';
import type { OtlpSpan, OtlpTrace } from '../../../api/calls.ts';
import { parseTrace, spanRows, type Span } from './spanTree.ts';

const T0 = 1_763_757_000_123_456_789n;

function otlp(
  spanId: string,
  parentSpanId: string,
  startMs: number,
  endMs: number,
  name = spanId,
): OtlpSpan {
  const at = (ms: number) => String(T0 + BigInt(Math.round(ms * 1e6)));
  return {
    spanId,
    parentSpanId,
    name,
    startTimeUnixNano: at(startMs),
    endTimeUnixNano: at(endMs),
  };
}

const trace = (
  spans: OtlpSpan[],
  key: 'scopeSpans' | 'instrumentationLibrarySpans' = 'scopeSpans',
) => ({ resourceSpans: [{ resource: { attributes: [] }, [key]: [{ spans }] }] }) as OtlpTrace;

const span = (id: string, parentId: string, start: number, end = start + 1): Span => ({
  id,
  parentId,
  name: id,
  start,
  end,
  attributes: {},
});

describe('parseTrace', () => {
  it('times spans in milliseconds from the first start, exactly', () => {
    const parsed = parseTrace(trace([otlp('b', 'a', 0.25, 12.5), otlp('a', '', 0, 1500)]));
    expect(parsed.spans.map((s) => [s.id, s.start, s.end])).toEqual([
      ['b', 0.25, 12.5],
      ['a', 0, 1500],
    ]);
    expect(parsed.duration).toBe(1500);
    expect(parsed.startedAt).toBe(Number(T0 / 1_000_000n));
  });

  it('times spans exactly across a millisecond boundary, from strings or numbers', () => {
    const late = { ...otlp('b', '', 0.75, 2.25), startTimeUnixNano: Number(T0 + 750_000n) };
    const parsed = parseTrace(trace([otlp('a', '', 0, 1), late]));
    expect(parsed.spans[1]?.end).toBe(2.25);
    expect(parsed.spans[1]?.start).toBeCloseTo(0.75, 3);
  });

  it('reads each kind of attribute value', () => {
    const withAttributes: OtlpSpan = {
      ...otlp('a', '', 0, 1),
      attributes: [
        { key: 's', value: { stringValue: 'x' } },
        { key: 'i', value: { intValue: '42' } },
        { key: 'b', value: { boolValue: false } },
        { key: 'd', value: { doubleValue: 0.5 } },
      ],
    };
    expect(parseTrace(trace([withAttributes])).spans[0]?.attributes).toEqual({
      s: 'x',
      i: 42,
      b: false,
      d: 0.5,
    });
  });

  it.each(['scopeSpans', 'instrumentationLibrarySpans'] as const)(
    'reads the spans of a trace in the %s form, as Jaeger relays them',
    (key) => {
      const jaeger = {
        resourceSpans: [
          {
            resource: { attributes: [{ key: 'service.name', value: { stringValue: 'fs' } }] },
            [key]: [
              {
                [key === 'scopeSpans' ? 'scope' : 'instrumentationLibrary']: { name: 'jambonz' },
                spans: [otlp('b', 'a', 2, 3), otlp('a', '', 0, 5)],
              },
            ],
          },
        ],
      } as OtlpTrace;
      const parsed = parseTrace(jaeger);
      expect(parsed.spans.map((s) => [s.id, s.parentId, s.start, s.end])).toEqual([
        ['b', 'a', 2, 3],
        ['a', '', 0, 5],
      ]);
      expect(parsed.duration).toBe(5);
    },
  );

  it('reads both forms when one resource carries both keys (an empty one included)', () => {
    const both = {
      resourceSpans: [
        {
          scopeSpans: [],
          instrumentationLibrarySpans: [{ spans: [otlp('a', '', 0, 5)] }],
        },
        { scopeSpans: [{ spans: [otlp('b', 'a', 1, 2)] }] },
      ],
    } as OtlpTrace;
    expect(parseTrace(both).spans.map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('reads an empty trace as no spans', () => {
    expect(parseTrace({})).toEqual({ spans: [], startedAt: 0, duration: 0 });
  });
});

describe('spanRows', () => {
  const rows = (spans: Span[]) =>
    spanRows(spans).map((row) => `${'.'.repeat(row.depth)}${row.span.id}${row.orphan ? '!' : ''}`);

  it('nests each span under its parent, siblings by start time', () => {
    expect(
      rows([
        span('c2', 'root', 30),
        span('g1', 'c1', 12),
        span('root', '', 0, 100),
        span('c1', 'root', 10),
      ]),
    ).toEqual(['root', '.c1', '..g1', '.c2']);
  });

  it('puts a span whose parent is missing at the top level, marked, in time order', () => {
    expect(
      rows([span('root', '', 0, 100), span('lost', 'gone', 5), span('kid', 'lost', 6)]),
    ).toEqual(['root', 'lost!', '.kid']);
  });

  it('orders roots and equal starts by name', () => {
    expect(rows([span('b', '', 0), span('a', '', 0), span('z', '', -1)])).toEqual(['z', 'a', 'b']);
  });

  it('shows spans caught in a loop of parents once each, after the others', () => {
    expect(rows([span('x', 'y', 1), span('y', 'x', 2), span('self', 'self', 3)])).toEqual([
      'self!',
      'x!',
      '.y',
    ]);
  });

  it('handles thousands of nested spans without recursion', () => {
    const chain = Array.from({ length: 5000 }, (_, i) => span(`s${i}`, i ? `s${i - 1}` : '', i));
    const result = spanRows(chain);
    expect(result).toHaveLength(5000);
    expect(result[4999]?.depth).toBe(4999);
  });
});
