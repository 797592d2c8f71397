import { flatten, type Activity } from './activity.ts';
import type { CallRecord } from './call-record.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** One line of a call's log, as pino writes it (plus the call's ids on every line). */
export interface LogLine {
  time: string;
  level: LogLevel;
  msg: string;
  call_sid: string;
  callId: string;
  [field: string]: string | number | boolean;
}

/** The feature server's log of a call, oldest first, from the call's activities. */
export function logsOf(call: CallRecord, root: Activity): LogLine[] {
  const lines: LogLine[] = [];
  const add = (
    at: number,
    level: LogLevel,
    msg: string,
    fields: Record<string, string | number | boolean> = {},
  ): void => {
    lines.push({
      time: new Date(at).toISOString(),
      level,
      msg,
      call_sid: call.call_sid,
      callId: call.sip_callid,
      ...fields,
    });
  };
  add(
    call.attempted_at,
    'info',
    call.direction === 'inbound' ? 'new incoming call' : 'placing outbound call',
    {
      from: call.from,
      to: call.to,
      trunk: call.trunk,
      remote_host: call.remote_host,
    },
  );
  for (const node of flatten(root).slice(1)) {
    const a = node.attributes;
    const took = Math.round(node.end - node.start);
    switch (node.name) {
      case 'webhook':
        add(
          node.end,
          'info',
          `${a['http.method']} ${a['http.url']} returned ${a['http.status_code']}`,
          { hook: String(a.hook), response_time_ms: took },
        );
        break;
      case 'verb:say':
        add(node.start, 'info', `executing say: "${a.text}"`);
        break;
      case 'tts':
        add(
          node.end,
          'debug',
          `${a.vendor} synthesized ${a['tts.characters']} characters with voice ${a.voice}${a['tts.cached'] ? ' (from cache)' : ''}`,
          { elapsed_ms: took },
        );
        break;
      case 'verb:gather':
        add(node.start, 'info', `executing gather (input: ${a.input})`);
        add(
          node.end,
          'info',
          a.input === 'digits'
            ? `gather collected digits ${a.digits}`
            : `gather got speech: "${a.transcript}"`,
        );
        break;
      case 'dtmf':
        add(node.start, 'debug', `received dtmf ${a['dtmf.digit']} (${a['dtmf.duration_ms']} ms)`);
        break;
      case 'stt':
        add(node.end, 'debug', `${a.vendor} transcription: "${a['stt.transcript']}"`, {
          confidence: Number(a['stt.confidence']),
        });
        break;
      case 'verb:dial':
        add(node.start, 'info', `dialing ${a.target}`);
        break;
      case 'verb:conference':
        add(node.start, 'info', `joining conference ${a.name}`);
        break;
      case 'verb:record':
        add(node.start, 'info', 'recording a message');
        break;
      case 'sip:INVITE':
        if (node.start !== call.attempted_at)
          add(node.end, 'info', `outbound leg to ${a.target} answered`);
        else if (call.answered) add(node.end, 'info', 'call answered', { sip_status: 200 });
        break;
    }
  }
  if (call.answered) {
    add(call.terminated_at, 'info', `call ended: ${call.termination_reason}`, {
      duration: call.duration,
    });
  } else {
    add(
      call.terminated_at,
      'warn',
      `call failed with ${call.sip_status}: ${call.termination_reason}`,
      { sip_status: call.sip_status },
    );
  }
  return lines.sort((x, y) => (x.time < y.time ? -1 : x.time > y.time ? 1 : 0));
}
