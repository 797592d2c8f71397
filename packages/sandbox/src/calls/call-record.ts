/** What the application of a call does, which decides its trace, log and recording. */
export type CallFlow = 'ivr' | 'agent' | 'conference' | 'greeting' | 'dial';

export type RecordingFormat = 'wav' | 'mp3';

/** A call as stored (times in ms since the epoch); everything else about it is synthesised. */
export interface CallRecord {
  call_sid: string;
  sip_callid: string;
  /** 32 lowercase hex digits; all zeros for a call that was not traced. */
  trace_id: string;
  service_provider_sid: string;
  account_sid: string;
  application_sid: string | null;
  direction: 'inbound' | 'outbound';
  from: string;
  to: string;
  /** The platform's address (the SBC) and the far end's (a carrier gateway or a device). */
  host: string;
  remote_host: string;
  /** The carrier's name, or `user` for a registered device. */
  trunk: string;
  answered: boolean;
  sip_status: number;
  termination_reason: string;
  attempted_at: number;
  answered_at: number | null;
  terminated_at: number;
  /** Whole seconds from answer to hang-up (0 when not answered). */
  duration: number;
  flow: CallFlow;
  recording_format: RecordingFormat | null;
  /** Everything synthesised about the call derives from this. */
  seed: number;
  /** The exact number of spans of its trace, for the benchmark call; null: what the flow makes. */
  trace_spans: number | null;
}

export const EMPTY_TRACE_ID = '0'.repeat(32);

/** Calls without a trace have no log either (the console hides both tabs for them). */
export function isTraced(call: Pick<CallRecord, 'trace_id'>): boolean {
  return call.trace_id !== EMPTY_TRACE_ID;
}

/** A recording is kept when the call was answered and its account or application records. */
export function hasRecording(call: Pick<CallRecord, 'recording_format'>): boolean {
  return call.recording_format !== null;
}
