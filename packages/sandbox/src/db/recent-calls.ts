import type { CallFlow, CallRecord, RecordingFormat } from '../calls/call-record.ts';
import type { CallFilters } from '../http/call-query.ts';
import type { Db } from './database.ts';

/** Whose calls a route reads: an account's or a service provider's. */
export interface CallOwner {
  column: 'account_sid' | 'service_provider_sid';
  sid: string;
}

/** A recent_calls row with its numbers. */
interface CallRow {
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

const SELECT_CALL = `SELECT c.*, line.number AS line, far.number AS far FROM recent_calls c
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

/** A page of an owner's calls, newest first, and how many match. */
export function recentCallsPage(
  db: Db,
  owner: CallOwner,
  filters: CallFilters,
): { total: number; calls: CallRecord[] } {
  const where = [`c.${owner.column} = ?`, 'c.attempted_at BETWEEN ? AND ?'];
  const params: (string | number)[] = [owner.sid, filters.range.from, filters.range.to];
  if (filters.answered !== null) {
    where.push('c.answered = ?');
    params.push(filters.answered ? 1 : 0);
  }
  if (filters.direction !== null) {
    where.push('c.direction = ?');
    params.push(filters.direction);
  }
  if (filters.trunk !== null) {
    where.push('c.trunk = ?');
    params.push(filters.trunk);
  }
  if (filters.filter !== null) {
    const matching = 'SELECT number_id FROM call_numbers WHERE instr(number, ?) > 0';
    where.push(`(c.call_sid = ? OR c.line_id IN (${matching}) OR c.far_id IN (${matching}))`);
    params.push(filters.filter.toLowerCase(), filters.filter, filters.filter);
  }
  const condition = where.join(' AND ');
  const total = db
    .prepare(`SELECT COUNT(*) FROM recent_calls c WHERE ${condition}`)
    .pluck()
    .get(...params) as number;
  const rows = db
    .prepare(
      `${SELECT_CALL} WHERE ${condition} ORDER BY c.attempted_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, filters.count, filters.offset) as CallRow[];
  return { total, calls: rows.map(callOf) };
}
