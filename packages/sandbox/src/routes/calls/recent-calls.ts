import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { planCall } from '../../calls/call-flow.ts';
import { logsOf } from '../../calls/call-logs.ts';
import { hasRecording, isTraced, type CallRecord } from '../../calls/call-record.ts';
import { carrierRegisterExchange } from '../../calls/carrier-register.ts';
import { pcapFile } from '../../calls/pcap.ts';
import { inviteDialog, registerExchange, type SipMessage } from '../../calls/sip-dialog.ts';
import { traceOf } from '../../calls/trace.ts';
import { recentCallsPage } from '../../db/call-pages.ts';
import { findCall } from '../../db/recent-calls.ts';
import { readCallFilters, pageAnswer } from '../../http/call-query.ts';
import { notFound } from '../../http/errors.ts';
import { appContextOf } from './call-app.ts';
import { CALL_OWNERS } from './call-owner.ts';

/**
 * Recent calls of an account or a service provider, and what a call left behind: its SIP
 * messages, packet capture, trace and log. Only the calls are stored; the rest is synthesised
 * from each call's seed when asked.
 */
export function recentCallRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  for (const { base, ownerOf } of CALL_OWNERS) {
    api.get(`${base}/RecentCalls`, async (request) => {
      const owner = ownerOf(db, request);
      const filters = readCallFilters(request.query, ctx.now());
      const { total, calls } = recentCallsPage(db, owner, filters);
      return pageAnswer(filters, total, calls.map(callJson));
    });

    api.get(`${base}/RecentCalls/trace/:traceId`, async (request) => {
      const owner = ownerOf(db, request);
      const { traceId } = request.params as { traceId: string };
      const call = /^[0-9a-f]{32}$/.test(traceId)
        ? findCall(db, owner, 'trace_id', traceId)
        : undefined;
      if (!call || !isTraced(call)) throw notFound();
      const plan = planCall(call, appContextOf(db, call.application_sid));
      return traceOf(call, plan, ctx.settings.traceFormat);
    });

    api.get(`${base}/RecentCalls/:callId`, async (request) => {
      const call = findCall(
        db,
        ownerOf(db, request),
        'sip_callid',
        (request.params as { callId: string }).callId,
      );
      if (!call) throw notFound();
      return { sip_callid: call.sip_callid, messages: inviteDialog(call).map(messageJson) };
    });

    api.get(`${base}/RecentCalls/:callId/:method/pcap`, async (request, reply) => {
      const { callId, method } = request.params as { callId: string; method: string };
      const owner = ownerOf(db, request);
      const call = findCall(db, owner, 'sip_callid', callId);
      // A carrier's register status names the Call-ID of its last REGISTER: that capture too.
      const messages = call
        ? method === 'invite'
          ? inviteDialog(call)
          : method === 'register'
            ? registerExchange(call)
            : []
        : method === 'register'
          ? carrierRegisterExchange(db, owner, callId, ctx.now())
          : [];
      if (!messages || messages.length === 0) throw notFound();
      return reply
        .type('application/octet-stream')
        .header('Content-Disposition', `attachment; filename=callid-${callId}.pcap`)
        .send(
          pcapFile(
            messages.map((m) => ({
              at: m.at,
              source: m.from,
              destination: m.to,
              payload: Buffer.from(m.raw),
            })),
          ),
        );
    });

    api.get(`${base}/RecentCalls/:callSid/logs`, async (request) => {
      const call = findCall(
        db,
        ownerOf(db, request),
        'call_sid',
        (request.params as { callSid: string }).callSid,
      );
      if (!call || !isTraced(call)) throw notFound();
      return logsOf(call, planCall(call, appContextOf(db, call.application_sid)));
    });
  }
}

/** Where a call's recording is, under the API base (the real server's route). */
export function recordingPath(call: CallRecord): string {
  const day = new Date(call.attempted_at).toISOString().slice(0, 10).split('-').join('/');
  return `/Accounts/${call.account_sid}/RecentCalls/${call.call_sid}/record/${day}/${call.recording_format}`;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** A call in the observed key order, then trace_id and, when it has one, recording_url. */
function callJson(call: CallRecord): Record<string, unknown> {
  return {
    attempted_at: iso(call.attempted_at),
    account_sid: call.account_sid,
    answered: call.answered,
    answered_at: iso(call.answered_at),
    application_sid: call.application_sid,
    call_sid: call.call_sid,
    direction: call.direction,
    duration: call.duration,
    from: call.from,
    host: call.host,
    remote_host: call.remote_host,
    service_provider_sid: call.service_provider_sid,
    sip_callid: call.sip_callid,
    sip_status: call.sip_status,
    terminated_at: iso(call.terminated_at),
    termination_reason: call.termination_reason,
    to: call.to,
    trunk: call.trunk,
    trace_id: call.trace_id,
    ...(hasRecording(call) && { recording_url: recordingPath(call) }),
  };
}

function messageJson(message: SipMessage): Record<string, unknown> {
  return {
    time: new Date(message.at).toISOString(),
    ...(message.method !== null ? { method: message.method } : { status: message.status }),
    from_ip: message.from.ip,
    to_ip: message.to.ip,
    raw: message.raw,
  };
}
