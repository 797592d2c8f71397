import type { CallFlow, CallRecord, RecordingFormat } from '../calls/call-record.ts';
import type { Db } from './database.ts';

/** Whose calls a route reads: an account's or a service provider's. */
export interface CallOwner {
  column: 'account_sid' | 'service_provider_sid';
  sid: string;
}

/** A recent_calls row with its numbers. */
export interface CallRow {
  id: number;
  call_sid: string;
  service_provider_sid: string;
  account_sid: string;
  application_sid: string | null;
  attempted_at: number;
  answered: number;
  answered_at: number | null;
  terminated_at: number;
  duration: number;
  direction: 'inbound' | 'outbound';
  line: string;
  far: string;
  line_is_caller: number;
  host: string;
  remote_host: string;
  sip_callid: string;
  sip_status: number;
  termination_reason: string;
  trunk: string;
  trace_id: string;
  flow: CallFlow;
  recording_format: RecordingFormat | null;
  seed: number;
  trace_spans: number | null;
}

export const SELECT_CALL = `SELECT c.*, line.number AS line, far.number AS far FROM recent_calls c
  JOIN call_numbers line ON line.number_id = c.line_id
  JOIN call_numbers far ON far.number_id = c.far_id`;

export function callOf(row: CallRow): CallRecord {
  return {
    call_sid: row.call_sid,
    sip_callid: row.sip_callid,
    trace_id: row.trace_id,
    service_provider_sid: row.service_provider_sid,
    account_sid: row.account_sid,
    application_sid: row.application_sid,
    direction: row.direction,
    from: row.line_is_caller ? row.line : row.far,
    to: row.line_is_caller ? row.far : row.line,
    host: row.host,
    remote_host: row.remote_host,
    trunk: row.trunk,
    answered: row.answered === 1,
    sip_status: row.sip_status,
    termination_reason: row.termination_reason,
    attempted_at: row.attempted_at,
    answered_at: row.answered_at,
    terminated_at: row.terminated_at,
    duration: row.duration,
    flow: row.flow,
    recording_format: row.recording_format,
    seed: row.seed,
    trace_spans: row.trace_spans,
  };
}

/** The call of the owner whose `column` (call_sid, sip_callid or trace_id) has this value. */
export function findCall(
  db: Db,
  owner: CallOwner,
  column: 'call_sid' | 'sip_callid' | 'trace_id',
  value: string,
): CallRecord | undefined {
  const row = db
    .prepare(
      `${SELECT_CALL} WHERE c.${column} = ? AND c.${owner.column} = ? ORDER BY c.attempted_at DESC LIMIT 1`,
    )
    .get(value, owner.sid) as CallRow | undefined;
  return row && callOf(row);
}

/** Forgets a call's recording (DELETE of the recording); the call stays. */
export function deleteRecording(db: Db, callSid: string): void {
  db.prepare('UPDATE recent_calls SET recording_format = NULL WHERE call_sid = ?').run(callSid);
}

/** Calls with a recording of at least `seconds`, longest first. */
export function longRecordings(db: Db, seconds: number, limit: number): CallRecord[] {
  const rows = db
    .prepare(
      `${SELECT_CALL} WHERE c.duration >= ? AND c.recording_format IS NOT NULL
       ORDER BY c.duration DESC LIMIT ?`,
    )
    .all(seconds, limit) as CallRow[];
  return rows.map(callOf);
}
