import type { CallRecord } from './call-record.ts';
import { seededRandom, type Random } from './random.ts';

export interface SipEndpoint {
  ip: string;
  port: number;
}

/** One SIP message of a call, as a packet capture would show it. */
export interface SipMessage {
  /** ms since the epoch (fractions allowed). */
  at: number;
  from: SipEndpoint;
  to: SipEndpoint;
  /** A request's method, or null for a response. */
  method: string | null;
  /** A response's status, or null for a request. */
  status: number | null;
  raw: string;
}

const SIP_PORT = 5060;
const REASONS: Record<number, string> = {
  100: 'Trying',
  180: 'Ringing',
  200: 'OK',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  480: 'Temporarily Unavailable',
  486: 'Busy Here',
  487: 'Request Terminated',
  503: 'Service Unavailable',
  603: 'Decline',
};

/** The two sides of a call's dialog: who sent the INVITE and who received it. */
function sides(call: CallRecord): { caller: SipEndpoint; callee: SipEndpoint } {
  const platform = { ip: call.host, port: SIP_PORT };
  const far = { ip: call.remote_host, port: SIP_PORT };
  return call.direction === 'inbound'
    ? { caller: far, callee: platform }
    : { caller: platform, callee: far };
}

interface Dialog {
  call: CallRecord;
  random: Random;
  caller: SipEndpoint;
  callee: SipEndpoint;
  fromTag: string;
  toTag: string;
  branch: string;
}

/** The INVITE dialog of a call: set-up, answer or failure, and hang-up. */
export function inviteDialog(call: CallRecord): SipMessage[] {
  const random = seededRandom(call.seed ^ 0x51b);
  const { caller, callee } = sides(call);
  const d: Dialog = {
    call,
    random,
    caller,
    callee,
    fromTag: random.hex(10),
    toTag: random.hex(10),
    branch: `z9hG4bK${random.hex(16)}`,
  };
  const t0 = call.attempted_at;
  const end = call.terminated_at;
  const messages: SipMessage[] = [
    request(d, t0, 'INVITE', 1, caller, callee, true),
    response(d, t0 + random.int(3, 20), 100, 'INVITE', 1, false),
  ];
  const ringing = call.answered || call.sip_status === 486 || call.sip_status === 487;
  if (ringing) {
    const ringAt = Math.min(t0 + random.int(40, 400), (call.answered_at ?? end) - 1);
    messages.push(response(d, ringAt, 180, 'INVITE', 1, false));
  }
  if (call.answered && call.answered_at !== null) {
    messages.push(response(d, call.answered_at, 200, 'INVITE', 1, true));
    messages.push(request(d, call.answered_at + random.int(20, 80), 'ACK', 1, caller, callee));
    const byCaller = call.termination_reason !== 'callee hungup';
    const [byeFrom, byeTo] = byCaller ? [caller, callee] : [callee, caller];
    messages.push(request(d, end, 'BYE', 2, byeFrom, byeTo));
    messages.push({
      ...response(d, end + random.int(5, 40), 200, 'BYE', 2, false),
      from: byeTo,
      to: byeFrom,
    });
  } else if (call.sip_status === 487) {
    messages.push(request(d, end, 'CANCEL', 1, caller, callee));
    messages.push(response(d, end + random.int(2, 10), 200, 'CANCEL', 1, false));
    messages.push(response(d, end + random.int(11, 20), 487, 'INVITE', 1, false));
    messages.push(request(d, end + random.int(21, 40), 'ACK', 1, caller, callee));
  } else {
    messages.push(response(d, end, call.sip_status, 'INVITE', 1, false));
    messages.push(request(d, end + random.int(10, 40), 'ACK', 1, caller, callee));
  }
  return messages;
}

/** A device's REGISTER to the platform before a call over the user trunk: a challenge, then the
 *  authenticated REGISTER and 200 OK. Calls over a carrier have none. */
export function registerExchange(call: CallRecord): SipMessage[] {
  if (call.trunk !== 'user') return [];
  const random = seededRandom(call.seed ^ 0x4e6);
  const device = { ip: call.remote_host, port: SIP_PORT };
  return registerTransaction({
    random,
    at: call.attempted_at - random.int(60_000, 3_000_000),
    client: device,
    server: { ip: call.host, port: SIP_PORT },
    user: call.direction === 'inbound' ? call.from : call.to,
    domain: call.host,
    callId: `${random.hex(20)}@${device.ip}`,
    finalStatus: 200,
    agent: 'User-Agent: Softphone/4.2',
  });
}

export interface RegisterTransaction {
  random: Random;
  at: number;
  client: SipEndpoint;
  server: SipEndpoint;
  user: string;
  domain: string;
  callId: string;
  /** The answer to the authenticated REGISTER. */
  finalStatus: number;
  /** The client's User-Agent header. */
  agent: string;
}

/** A REGISTER transaction as a capture shows it: REGISTER, 401 with a challenge, the REGISTER
 *  with credentials, and the final answer. */
export function registerTransaction(t: RegisterTransaction): SipMessage[] {
  const { random, client, server, user, domain, callId } = t;
  const tag = random.hex(10);
  const nonce = random.hex(32);
  const register = (cseq: number, authorization: string | null): string[] => [
    `REGISTER sip:${domain} SIP/2.0`,
    `Via: SIP/2.0/UDP ${client.ip}:${client.port};branch=z9hG4bK${random.hex(16)}`,
    'Max-Forwards: 70',
    `From: <sip:${user}@${domain}>;tag=${tag}`,
    `To: <sip:${user}@${domain}>`,
    `Call-ID: ${callId}`,
    `CSeq: ${cseq} REGISTER`,
    `Contact: <sip:${user}@${client.ip}:${client.port}>`,
    ...(authorization ? [authorization] : []),
    'Expires: 3600',
    t.agent,
    'Content-Length: 0',
  ];
  const reply = (status: number, cseq: number, extra: string[]): string[] => [
    `SIP/2.0 ${status} ${REASONS[status] ?? 'Failed'}`,
    `Via: SIP/2.0/UDP ${client.ip}:${client.port};received=${client.ip}`,
    `From: <sip:${user}@${domain}>;tag=${tag}`,
    `To: <sip:${user}@${domain}>;tag=${random.hex(10)}`,
    `Call-ID: ${callId}`,
    `CSeq: ${cseq} REGISTER`,
    ...extra,
    'Server: sbc',
    'Content-Length: 0',
  ];
  const auth = `Authorization: Digest username="${user}", realm="${domain}", nonce="${nonce}", uri="sip:${domain}", response="${random.hex(32)}", algorithm=MD5`;
  const accepted = t.finalStatus === 200;
  return [
    message(t.at, client, server, 'REGISTER', null, register(1, null)),
    message(
      t.at + 4,
      server,
      client,
      null,
      401,
      reply(401, 1, [
        `WWW-Authenticate: Digest realm="${domain}", nonce="${nonce}", algorithm=MD5`,
      ]),
    ),
    message(t.at + 31, client, server, 'REGISTER', null, register(2, auth)),
    message(
      t.at + 37,
      server,
      client,
      null,
      t.finalStatus,
      reply(
        t.finalStatus,
        2,
        accepted ? [`Contact: <sip:${user}@${client.ip}:${client.port}>;expires=3600`] : [],
      ),
    ),
  ];
}

function message(
  at: number,
  from: SipEndpoint,
  to: SipEndpoint,
  method: string | null,
  status: number | null,
  lines: string[],
  body = '',
): SipMessage {
  return { at, from, to, method, status, raw: `${lines.join('\r\n')}\r\n\r\n${body}` };
}

function request(
  d: Dialog,
  at: number,
  method: string,
  cseq: number,
  from: SipEndpoint,
  to: SipEndpoint,
  withSdp = false,
): SipMessage {
  const { call } = d;
  const forward = from === d.caller;
  const body = withSdp ? sdp(d, from) : '';
  const lines = [
    `${method} sip:${forward ? call.to : call.from}@${to.ip}:${to.port} SIP/2.0`,
    `Via: SIP/2.0/UDP ${from.ip}:${from.port};branch=${method === 'ACK' || method === 'CANCEL' ? d.branch : `z9hG4bK${d.random.hex(16)}`}`,
    'Max-Forwards: 70',
    ...dialogHeaders(d, forward, method !== 'INVITE' && method !== 'CANCEL'),
    `CSeq: ${cseq} ${method}`,
    ...(method === 'INVITE' ? [`Contact: <sip:${call.from}@${from.ip}:${from.port}>`] : []),
    ...(withSdp ? ['Content-Type: application/sdp'] : []),
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  return message(at, from, to, method, null, lines, body);
}

function response(
  d: Dialog,
  at: number,
  status: number,
  method: string,
  cseq: number,
  withSdp: boolean,
): SipMessage {
  const body = withSdp ? sdp(d, d.callee) : '';
  const lines = [
    `SIP/2.0 ${status} ${REASONS[status] ?? 'Error'}`,
    `Via: SIP/2.0/UDP ${d.caller.ip}:${d.caller.port};branch=${d.branch}`,
    ...dialogHeaders(d, true, status !== 100),
    `CSeq: ${cseq} ${method}`,
    ...(status === 200 && method === 'INVITE'
      ? [`Contact: <sip:${d.call.to}@${d.callee.ip}:${d.callee.port}>`]
      : []),
    ...(withSdp ? ['Content-Type: application/sdp'] : []),
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  return message(at, d.callee, d.caller, null, status, lines, body);
}

/** From, To and Call-ID, with the tags swapped for a request the callee sends. */
function dialogHeaders(d: Dialog, forward: boolean, withToTag: boolean): string[] {
  const { call } = d;
  const fromUri = `<sip:${call.from}@${d.caller.ip}>;tag=${d.fromTag}`;
  const toUri = `<sip:${call.to}@${d.callee.ip}>${withToTag ? `;tag=${d.toTag}` : ''}`;
  return forward
    ? [`From: ${fromUri}`, `To: ${toUri}`, `Call-ID: ${call.sip_callid}`]
    : [`From: ${toUri}`, `To: ${fromUri}`, `Call-ID: ${call.sip_callid}`];
}

/** G.711 mu-law and DTMF as RFC 2833 events, the offer a call carries. */
function sdp(d: Dialog, side: SipEndpoint): string {
  const session = d.random.int(1_000_000, 9_999_999);
  const port = 2 * d.random.int(20_000, 29_999);
  return [
    'v=0',
    `o=- ${session} ${session} IN IP4 ${side.ip}`,
    's=-',
    `c=IN IP4 ${side.ip}`,
    't=0 0',
    `m=audio ${port} RTP/AVP 0 101`,
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:101 telephone-event/8000',
    'a=fmtp:101 0-16',
    'a=ptime:20',
    'a=sendrecv',
    '',
  ].join('\r\n');
}
