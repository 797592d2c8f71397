import type { CallRecord } from './call-record.ts';

/** A call for the synthesis tests; the fields given replace the defaults. */
export function testCall(fields: Partial<CallRecord> = {}): CallRecord {
  const attempted = Date.UTC(2026, 0, 15, 10, 0, 0);
  const answered = fields.answered ?? true;
  const duration = answered ? (fields.duration ?? 90) : 0;
  const answeredAt = answered ? attempted + 3_000 : null;
  return {
    call_sid: '6a1f0d6e-1111-4222-8333-444455556666',
    sip_callid: 'abc123@192.0.2.10',
    trace_id: '0123456789abcdef0123456789abcdef',
    service_provider_sid: '11111111-1111-4111-8111-111111111111',
    account_sid: '22222222-2222-4222-8222-222222222222',
    application_sid: '33333333-3333-4333-8333-333333333333',
    direction: 'inbound',
    from: '16175550123',
    to: '15085550100',
    host: '203.0.113.5',
    remote_host: '192.0.2.10',
    trunk: 'Acme Voice PSTN',
    answered,
    sip_status: answered ? 200 : 486,
    termination_reason: answered ? 'caller hungup' : 'busy',
    attempted_at: attempted,
    answered_at: answeredAt,
    terminated_at: answeredAt === null ? attempted + 20_000 : answeredAt + duration * 1000,
    duration,
    flow: 'ivr',
    recording_format: answered ? 'wav' : null,
    seed: 1234,
    trace_spans: null,
    ...fields,
  };
}
