import { describe, expect, it } from 'vitest';
import { flatten, soundsOf } from './activity.ts';
import { EDGE_SILENCE_MS, planCall } from './call-flow.ts';
import type { CallFlow } from './call-record.ts';
import { testCall } from './test-calls.ts';
import { spansOf, traceOf } from './trace.ts';

const FLOWS: CallFlow[] = ['ivr', 'agent', 'conference', 'greeting', 'dial'];

describe('planCall and traceOf', () => {
  it.each(FLOWS)(
    'a %s call makes a valid span tree: parents exist, children inside them',
    (flow) => {
      for (const seed of [1, 2, 3, 99, 12345]) {
        const call = testCall({ flow, seed, duration: 40 + (seed % 200) });
        const spans = spansOf(traceOf(call, planCall(call)));
        const byId = new Map(spans.map((s) => [s.spanId, s]));
        expect(byId.size).toBe(spans.length);
        expect(spans.filter((s) => s.parentSpanId === '')).toHaveLength(1);
        for (const span of spans) {
          expect(span.traceId).toBe(call.trace_id);
          expect(BigInt(span.endTimeUnixNano) >= BigInt(span.startTimeUnixNano)).toBe(true);
          if (span.parentSpanId === '') continue;
          const parent = byId.get(span.parentSpanId);
          expect(parent, `${span.name} has its parent`).toBeDefined();
          expect(BigInt(span.startTimeUnixNano) >= BigInt(parent!.startTimeUnixNano)).toBe(true);
          expect(BigInt(span.endTimeUnixNano) <= BigInt(parent!.endTimeUnixNano)).toBe(true);
        }
      }
    },
  );

  it('nests the verbs: say holds its tts, gather its keys, all under the call', () => {
    const call = testCall({ flow: 'ivr', duration: 120 });
    const root = planCall(call);
    expect(root.name).toBe('inbound call');
    const names = root.children.map((c) => c.name);
    expect(names.slice(0, 3)).toEqual(['sip:INVITE', 'webhook', 'verb:say']);
    expect(names.at(-1)).toBe('sip:BYE');
    const say = root.children.find((c) => c.name === 'verb:say')!;
    expect(say.children.map((c) => c.name)).toEqual(['tts']);
    const gather = root.children.find((c) => c.name === 'verb:gather')!;
    expect(gather.children.every((c) => c.name === 'dtmf')).toBe(true);
    expect(gather.attributes.digits).toBe(
      gather.children.map((c) => c.attributes['dtmf.digit']).join(''),
    );
  });

  it('gives each key press a sound of at least 100 ms at the same time as its dtmf span', () => {
    const call = testCall({ flow: 'ivr', duration: 200 });
    const root = planCall(call);
    const keys = flatten(root).filter((node) => node.name === 'dtmf');
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) {
      expect(key.end - key.start).toBeGreaterThanOrEqual(100);
      expect(key.sounds).toEqual([
        { start: key.start, end: key.end, kind: 'dtmf', digit: key.attributes['dtmf.digit'] },
      ]);
    }
  });

  it('keeps the sounds inside the recording, with silence at both ends', () => {
    for (const flow of FLOWS) {
      const call = testCall({ flow, duration: 75 });
      const sounds = soundsOf(planCall(call));
      expect(sounds.length).toBeGreaterThan(0);
      expect(sounds[0]!.start).toBeGreaterThanOrEqual(call.answered_at! + EDGE_SILENCE_MS);
      expect(Math.max(...sounds.map((s) => s.end))).toBeLessThanOrEqual(
        call.terminated_at - EDGE_SILENCE_MS,
      );
    }
  });

  it('makes exactly the spans asked for the benchmark call', () => {
    for (const spans of [5_000, 123]) {
      const call = testCall({ flow: 'agent', duration: 3_600, trace_spans: spans });
      expect(flatten(planCall(call))).toHaveLength(spans);
    }
  });

  it('gives an unanswered call only its INVITE and webhook, no sounds', () => {
    const call = testCall({ answered: false });
    const root = planCall(call);
    expect(root.children.map((c) => c.name)).toEqual(['sip:INVITE', 'webhook']);
    expect(soundsOf(root)).toEqual([]);
  });

  it('is the same every time for the same call', () => {
    const call = testCall({ flow: 'agent', duration: 300 });
    expect(traceOf(call, planCall(call))).toEqual(traceOf(call, planCall(call)));
  });
});
