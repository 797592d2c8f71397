import { describe, expect, it } from 'vitest';
import {
  BENCH_CALL_SIDS,
  farNumber,
  flowOf,
  generateCalls,
  LONGEST_MP3_SECONDS,
  type CallTenant,
} from './call-generator.ts';

const NOW = Date.UTC(2026, 5, 1, 12);
const tenant = (name: string, weight: number, fields: Partial<CallTenant> = {}): CallTenant => ({
  account_sid: `${name}-sid`,
  service_provider_sid: 'sp-sid',
  name,
  weight,
  recordsAll: false,
  recordFormat: 'mp3',
  numbers: [{ number: '15085550100', trunk: 'PSTN', gateway: '192.0.2.10', application: null }],
  devices: [],
  carriers: [{ trunk: 'PSTN', gateway: '192.0.2.10' }],
  applications: [
    { sid: 'app-ivr', name: 'Inbound sales IVR', recordsAll: false },
    { sid: 'app-agent', name: 'Sales AI agent', recordsAll: false },
    { sid: 'app-bridge', name: 'Conference bridge', recordsAll: false },
  ],
  ...fields,
});
const TENANTS = [
  tenant('busy', 10, { recordsAll: true, devices: ['alice'] }),
  tenant('quiet', 2),
  tenant('empty', 0),
];
const calls = [...generateCalls(TENANTS, { count: 2_000, now: NOW, seed: 7 })];

describe('generateCalls', () => {
  it('is the same for the same seed and differs for another', () => {
    expect([...generateCalls(TENANTS, { count: 2_000, now: NOW, seed: 7 })]).toEqual(calls);
    const other = [...generateCalls(TENANTS, { count: 2_000, now: NOW, seed: 8 })];
    expect(other.map((c) => c.call_sid)).not.toEqual(calls.map((c) => c.call_sid));
  });

  it('spreads the calls over the last 30 days by weight, none for a weight of 0', () => {
    expect(calls).toHaveLength(2_000);
    const regular = calls.slice(0, -2);
    expect(regular.map((c) => c.attempted_at)).toEqual(
      regular.map((c) => c.attempted_at).sort((a, b) => a - b),
    );
    expect(Math.min(...calls.map((c) => c.attempted_at))).toBeGreaterThan(NOW - 30 * 86_400_000);
    expect(Math.max(...calls.map((c) => c.terminated_at))).toBeLessThan(NOW);
    const busy = calls.filter((c) => c.account_sid === 'busy-sid').length;
    expect(busy / calls.length).toBeGreaterThan(0.75);
    expect(calls.some((c) => c.account_sid === 'empty-sid')).toBe(false);
  });

  it('makes consistent calls: times, status, numbers and recordings', () => {
    for (const c of calls) {
      if (c.answered) {
        expect([c.sip_status, c.terminated_at - c.answered_at!]).toEqual([200, c.duration * 1000]);
      } else {
        expect([c.answered_at, c.duration, c.recording_format]).toEqual([null, 0, null]);
      }
      expect(c.from === c.line || c.to === c.line).toBe(true);
      if (c.account_sid === 'quiet-sid') expect(c.recording_format).toBeNull();
      if (c.recording_format === 'mp3') expect(c.duration).toBeLessThanOrEqual(LONGEST_MP3_SECONDS);
    }
    const busyAnswered = calls.filter((c) => c.account_sid === 'busy-sid' && c.answered);
    expect(busyAnswered.every((c) => c.recording_format !== null)).toBe(true);
    expect(calls.filter((c) => c.trunk === 'user').every((c) => c.from === 'alice')).toBe(true);
    expect(calls.some((c) => c.trace_id === '0'.repeat(32))).toBe(true);
    expect(new Set(calls.map((c) => c.call_sid)).size).toBe(calls.length);
  });

  it('ends with the two benchmark calls in the busiest account', () => {
    const [trace, recording] = calls.slice(-2);
    expect(trace).toMatchObject({
      call_sid: BENCH_CALL_SIDS.longTrace,
      account_sid: 'busy-sid',
      flow: 'agent',
      trace_spans: 5_000,
    });
    expect(recording).toMatchObject({
      call_sid: BENCH_CALL_SIDS.longRecording,
      account_sid: 'busy-sid',
      flow: 'conference',
      duration: 10_800,
      recording_format: 'wav',
    });
  });

  it('guesses the flow from the application name', () => {
    expect(
      [
        'Sales AI agent',
        'Lead qualification bot',
        'Conference bridge',
        'After-hours greeting',
        'Order status',
      ].map(flowOf),
    ).toEqual(['agent', 'agent', 'conference', 'greeting', 'ivr']);
  });

  it('draws outside parties that never collide with the fictional 555 numbers', () => {
    for (let n = 0; n < 5_000; n++) expect(farNumber(n)).toMatch(/^1\d{3}(?!555)\d{3}\d{4}$/);
  });
});
