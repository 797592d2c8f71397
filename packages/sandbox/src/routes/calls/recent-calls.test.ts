import { beforeAll, describe, expect, it } from 'vitest';
import { BENCH_CALL_SIDS } from '../../calls/call-generator.ts';
import { EMPTY_TRACE_ID } from '../../calls/call-record.ts';
import { readPcap } from '../../calls/test-readers.ts';
import { spansOf, type OtlpTrace } from '../../calls/trace.ts';
import {
  actingClient,
  addApiKey,
  call,
  demoSandbox,
  demoSids,
  NO_SIDS,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({
  resetEachTest: false,
  moreUsers: ['harbor-admin', 'northwind-ops', 'sp-viewer'],
});
const { get } = actingClient(demo);
let { acme, harbor, sales, northwind, harborMain } = NO_SIDS;
beforeAll(() => ({ acme, harbor, sales, northwind, harborMain } = demoSids(demo.server)));

interface ShownCall {
  attempted_at: string;
  account_sid: string;
  answered: boolean;
  answered_at: string | null;
  call_sid: string;
  direction: string;
  duration: number;
  from: string;
  to: string;
  sip_callid: string;
  sip_status: number;
  terminated_at: string;
  trunk: string;
  trace_id: string;
  recording_url?: string;
}
interface Page {
  total: number;
  page_size: string;
  page: string;
  data: ShownCall[];
}

const OBSERVED_KEYS = [
  'attempted_at',
  'account_sid',
  'answered',
  'answered_at',
  'application_sid',
  'call_sid',
  'direction',
  'duration',
  'from',
  'host',
  'remote_host',
  'service_provider_sid',
  'sip_callid',
  'sip_status',
  'terminated_at',
  'termination_reason',
  'to',
  'trunk',
];

const pageOf = async (who: string, path: string): Promise<Page> => {
  const res = await get(who, path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json as Page;
};
const salesCalls = (query = '') =>
  pageOf('acct-admin', `/Accounts/${sales}/RecentCalls?page=1&count=500${query}`);
const withTrace = async () =>
  (await salesCalls()).data.find((c) => c.trace_id !== EMPTY_TRACE_ID && c.answered)!;

describe('GET /Accounts/{sid}/RecentCalls', () => {
  it('answers the real shape: page values as strings, calls in the observed key order', async () => {
    const page = await pageOf('acct-admin', `/Accounts/${sales}/RecentCalls?page=1&count=25`);
    expect(Object.keys(page)).toEqual(['total', 'page_size', 'page', 'data']);
    expect([page.page, page.page_size]).toEqual(['1', '25']);
    expect(page.total).toBeGreaterThan(150);
    expect(page.data).toHaveLength(25);
    for (const shown of page.data) {
      expect(Object.keys(shown).slice(0, OBSERVED_KEYS.length)).toEqual(OBSERVED_KEYS);
      expect(Object.keys(shown).slice(OBSERVED_KEYS.length)).toEqual(
        shown.recording_url ? ['trace_id', 'recording_url'] : ['trace_id'],
      );
      expect(shown.account_sid).toBe(sales);
      expect(shown.trace_id).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('lists newest first, with times, statuses and durations that agree', async () => {
    const { data } = await salesCalls();
    const times = data.map((c) => Date.parse(c.attempted_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const shown of data) {
      if (shown.answered) {
        expect(shown.sip_status).toBe(200);
        const answered = Date.parse(shown.answered_at!);
        expect(Date.parse(shown.terminated_at) - answered).toBe(shown.duration * 1000);
        expect(answered).toBeGreaterThan(Date.parse(shown.attempted_at));
      } else {
        expect([shown.answered_at, shown.duration]).toEqual([null, 0]);
        expect(shown.sip_status).toBeGreaterThanOrEqual(400);
      }
    }
    expect(data.some((c) => c.trace_id === EMPTY_TRACE_ID)).toBe(true);
    expect(
      data.some((c) => c.direction === 'inbound') && data.some((c) => c.direction === 'outbound'),
    ).toBe(true);
  });

  it('gives the recorded calls of a recording account a recording_url on the real route', async () => {
    const { data } = await salesCalls();
    const recorded = data.filter((c) => c.recording_url);
    expect(recorded.length).toBeGreaterThan(20);
    for (const shown of recorded) {
      const day = shown.attempted_at.slice(0, 10).replaceAll('-', '/');
      expect(shown.recording_url).toMatch(
        new RegExp(`^/Accounts/${sales}/RecentCalls/${shown.call_sid}/record/${day}/(wav|mp3)$`),
      );
      expect(shown.answered).toBe(true);
    }
    const northwindCalls = await pageOf(
      'admin',
      `/Accounts/${northwind}/RecentCalls?page=1&count=500`,
    );
    expect(northwindCalls.data.every((c) => c.recording_url === undefined)).toBe(true);
  });

  it('pages through the same calls as one big page', async () => {
    const all = await salesCalls();
    const pages: ShownCall[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 40); page++) {
      const shown = await pageOf(
        'acct-admin',
        `/Accounts/${sales}/RecentCalls?page=${page}&count=40`,
      );
      expect(shown.total).toBe(all.total);
      pages.push(...shown.data);
    }
    expect(pages.map((c) => c.call_sid)).toEqual(all.data.map((c) => c.call_sid));
    const beyond = await pageOf('acct-admin', `/Accounts/${sales}/RecentCalls?page=99&count=40`);
    expect([beyond.total, beyond.data]).toEqual([all.total, []]);
  });

  it('filters by days, start and end', async () => {
    const now = demo.server.clock.now();
    const all = await salesCalls();
    const week = await salesCalls('&days=7');
    expect(week.total).toBeLessThan(all.total);
    expect(week.total).toBe(
      all.data.filter((c) => Date.parse(c.attempted_at) > now - 7 * 86_400_000).length,
    );
    const start = new Date(now - 10 * 86_400_000).toISOString();
    const end = new Date(now - 3 * 86_400_000).toISOString();
    const span = await salesCalls(`&start=${start}&end=${end}`);
    expect(span.total).toBeGreaterThan(0);
    expect(span.data.every((c) => c.attempted_at >= start && c.attempted_at <= end)).toBe(true);
    // days wins over start and end, as on the real server
    expect((await salesCalls(`&days=7&start=${start}&end=${end}`)).total).toBe(week.total);
  });

  it('filters by answered, direction and trunk', async () => {
    const all = (await salesCalls()).data;
    const answered = await salesCalls('&answered=true');
    expect(answered.total).toBe(all.filter((c) => c.answered).length);
    expect((await salesCalls('&answered=false')).data.every((c) => !c.answered)).toBe(true);
    const outbound = await salesCalls('&direction=outbound&answered=true');
    expect(outbound.total).toBe(all.filter((c) => c.direction === 'outbound' && c.answered).length);
    const pbx = await salesCalls('&trunk=Acme%20Sales%20PBX');
    expect(pbx.total).toBeGreaterThan(0);
    expect(pbx.data.every((c) => c.trunk === 'Acme Sales PBX')).toBe(true);
  });

  it('filters by text in the caller or callee, or by the call sid', async () => {
    const all = (await salesCalls()).data;
    const fragment = all.find((c) => c.direction === 'inbound')!.from.slice(3, 8);
    const matching = await salesCalls(`&filter=${fragment}`);
    expect(matching.total).toBe(
      all.filter((c) => c.from.includes(fragment) || c.to.includes(fragment)).length,
    );
    expect(matching.total).toBeGreaterThan(0);
    const own = await salesCalls('&filter=5550100');
    expect(own.data.every((c) => c.from.includes('5550100') || c.to.includes('5550100'))).toBe(
      true,
    );
    const one = await salesCalls(`&filter=${BENCH_CALL_SIDS.longRecording}`);
    expect(one.data.map((c) => c.call_sid)).toEqual([BENCH_CALL_SIDS.longRecording]);
    expect((await salesCalls('&filter=nothing-like-this')).total).toBe(0);
  });
});

describe('GET /ServiceProviders/{sid}/RecentCalls', () => {
  it("holds the calls of all the provider's accounts", async () => {
    const provider = await pageOf(
      'sp-admin',
      `/ServiceProviders/${acme}/RecentCalls?page=1&count=1`,
    );
    const accounts = (await get('sp-admin', '/Accounts')).json as { account_sid: string }[];
    let sum = 0;
    for (const { account_sid } of accounts) {
      sum += (await pageOf('sp-admin', `/Accounts/${account_sid}/RecentCalls?page=1&count=1`))
        .total;
    }
    expect(provider.total).toBe(sum);
    const harborCalls = await pageOf(
      'harbor-admin',
      `/ServiceProviders/${harbor}/RecentCalls?page=1&count=500&answered=true`,
    );
    expect(harborCalls.data.every((c) => c.answered)).toBe(true);
    expect(harborCalls.total).toBeGreaterThan(0);
  });
});

describe('reach', () => {
  it('lets users read the calls of what they may see, view-only users included', async () => {
    const path = `/Accounts/${sales}/RecentCalls?page=1&count=1`;
    for (const who of [
      'admin',
      'viewer',
      'sp-admin',
      'sp-viewer',
      'acct-admin',
      addApiKey(demo.server, { account_sid: sales }),
    ]) {
      expect((await get(who, path)).status, who).toBe(200);
    }
  });

  it.each([
    ['acct-admin', () => `/Accounts/${northwind}/RecentCalls?page=1&count=1`],
    ['northwind-ops', () => `/Accounts/${sales}/Alerts?page=1&count=1`],
    ['sp-admin', () => `/Accounts/${harborMain}/RecentCalls?page=1&count=1`],
    ['harbor-admin', () => `/ServiceProviders/${acme}/RecentCalls?page=1&count=1`],
    ['acct-admin', () => `/ServiceProviders/${acme}/RecentCalls?page=1&count=1`],
    ['acct-admin', () => `/ServiceProviders/${acme}/Alerts?page=1&count=1`],
  ])('refuses %s another tenant: 403 in the real words', async (who, path) => {
    const res = await get(who, path());
    expect([res.status, res.json]).toEqual([
      403,
      { status: 'fail', message: 'insufficient privileges' },
    ]);
  });

  it('answers 404 for an unknown account or provider, 400 for a malformed sid, 401 without a token', async () => {
    for (const path of [
      `/Accounts/${UNKNOWN_SID}/RecentCalls?page=1&count=1`,
      `/ServiceProviders/${UNKNOWN_SID}/Alerts?page=1&count=1`,
    ]) {
      const res = await get('admin', path);
      expect([res.status, res.text]).toEqual([404, '']);
    }
    const bad = await get('admin', '/Accounts/nope/RecentCalls?page=1&count=1');
    expect([bad.status, bad.json]).toEqual([400, { msg: 'Bad request' }]);
    const anonymous = await call(
      demo.server,
      'GET',
      `/Accounts/${sales}/RecentCalls?page=1&count=1`,
    );
    expect([anonymous.status, anonymous.text]).toEqual([401, 'Unauthorized']);
  });
});

describe('bad queries', () => {
  it.each([
    ['', 'missing or invalid "page" query arg'],
    ['?count=5', 'missing or invalid "page" query arg'],
    ['?page=0&count=5', 'missing or invalid "page" query arg'],
    ['?page=x&count=5', 'missing or invalid "page" query arg'],
    ['?page=1', 'missing or invalid "count" query arg'],
    ['?page=1&count=501', 'missing or invalid "count" query arg'],
    ['?page=1&count=0', 'missing or invalid "count" query arg'],
    ['?page=1&count=-3', 'missing or invalid "count" query arg'],
    ['?page=1&page=2&count=5', 'missing or invalid "page" query arg'],
    ['?page=1&count=5&days=31', 'days must be a whole number from 1 to 30'],
    ['?page=1&count=5&days=0', 'days must be a whole number from 1 to 30'],
    [
      '?page=1&count=5&start=yesterday',
      'start must be an ISO 8601 date, e.g. 2026-01-31T00:00:00Z',
    ],
    ['?page=1&count=5&end=2026-13-45', 'end must be an ISO 8601 date, e.g. 2026-01-31T00:00:00Z'],
    ['?page=1&count=5&start=2026-02-01&end=2026-01-01', 'start must not be after end'],
    ['?page=1&count=5&answered=yes', 'answered must be true or false'],
    ['?page=1&count=5&direction=sideways', 'direction must be inbound or outbound'],
    [`?page=1&count=5&filter=${'1'.repeat(65)}`, 'filter must be a text of at most 64 characters'],
  ])('RecentCalls%s: 400 %s', async (query, msg) => {
    for (const base of [`/Accounts/${sales}`, `/ServiceProviders/${acme}`]) {
      const res = await get('admin', `${base}/RecentCalls${query}`);
      expect([res.status, res.json]).toEqual([400, { msg }]);
    }
  });
});

describe('GET .../RecentCalls/{sip_callid}', () => {
  it("answers the call's SIP messages, from either collection", async () => {
    const shown = await withTrace();
    for (const base of [`/Accounts/${sales}`, `/ServiceProviders/${acme}`]) {
      const res = await get(
        'sp-admin',
        `${base}/RecentCalls/${encodeURIComponent(shown.sip_callid)}`,
      );
      expect(res.status).toBe(200);
      const body = res.json as { sip_callid: string; messages: Record<string, unknown>[] };
      expect(body.sip_callid).toBe(shown.sip_callid);
      expect(body.messages.map((m) => m.method ?? m.status)).toEqual([
        'INVITE',
        100,
        180,
        200,
        'ACK',
        'BYE',
        200,
      ]);
      expect(Object.keys(body.messages[0]!)).toEqual(['time', 'method', 'from_ip', 'to_ip', 'raw']);
      expect(Object.keys(body.messages[1]!)).toEqual(['time', 'status', 'from_ip', 'to_ip', 'raw']);
      expect(body.messages[0]!.time).toBe(shown.attempted_at);
      expect(body.messages[0]!.raw).toContain(`Call-ID: ${shown.sip_callid}\r\n`);
    }
  });

  it('answers 404 for an unknown call or one of another collection', async () => {
    expect((await get('admin', `/Accounts/${sales}/RecentCalls/nope@192.0.2.1`)).status).toBe(404);
    const shown = await withTrace();
    const other = await get(
      'admin',
      `/Accounts/${northwind}/RecentCalls/${encodeURIComponent(shown.sip_callid)}`,
    );
    expect([other.status, other.text]).toEqual([404, '']);
    expect(
      (
        await get(
          'harbor-admin',
          `/ServiceProviders/${harbor}/RecentCalls/${encodeURIComponent(shown.sip_callid)}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('GET .../RecentCalls/{sip_callid}/{method}/pcap', () => {
  const pcapOf = async (sipCallid: string, method: string) => {
    const response = await fetch(
      `${demo.server.url}/api/v1/Accounts/${sales}/RecentCalls/${encodeURIComponent(sipCallid)}/${method}/pcap`,
      { headers: { Authorization: `Bearer ${demo.tokens['acct-admin']}` } },
    );
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('is a pcap file a packet tool opens, holding the SIP dialog', async () => {
    const shown = await withTrace();
    const { response, body } = await pcapOf(shown.sip_callid, 'invite');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename=callid-${shown.sip_callid}.pcap`,
    );
    const pcap = readPcap(body);
    expect(pcap.magic).toBe(0xa1b2c3d4);
    expect(pcap.linkType).toBe(1);
    expect(pcap.packets).toHaveLength(7);
    expect(pcap.packets[0]!.payload.toString()).toMatch(/^INVITE sip:\S+ SIP\/2\.0\r\n/);
    expect(pcap.packets.every((p) => p.checksumsValid)).toBe(true);
    expect(pcap.packets[0]!.at).toBe(Date.parse(shown.attempted_at));
    expect(new Set(pcap.packets.flatMap((p) => [p.sourceIp, p.destinationIp]))).toEqual(
      new Set(['203.0.113.5', (shown as unknown as { remote_host: string }).remote_host]),
    );
  });

  it("holds a device's REGISTER for the register method; none for a call over a trunk (404)", async () => {
    const { data } = await salesCalls();
    const device = data.find((c) => c.trunk === 'user')!;
    const { response, body } = await pcapOf(device.sip_callid, 'register');
    expect(response.status).toBe(200);
    const payloads = readPcap(body).packets.map((p) => p.payload.toString().split('\r\n')[0]);
    expect(payloads).toEqual([
      'REGISTER sip:203.0.113.5 SIP/2.0',
      'SIP/2.0 401 Unauthorized',
      'REGISTER sip:203.0.113.5 SIP/2.0',
      'SIP/2.0 200 OK',
    ]);
    const trunk = data.find((c) => c.trunk !== 'user')!;
    expect((await pcapOf(trunk.sip_callid, 'register')).response.status).toBe(404);
    expect((await pcapOf(trunk.sip_callid, 'options')).response.status).toBe(404);
    expect((await pcapOf('unknown@192.0.2.1', 'invite')).response.status).toBe(404);
  });

  it("holds a carrier's last REGISTER under the Call-ID of its register status", async () => {
    const provider = demo.server.sandbox.db
      .prepare("SELECT service_provider_sid FROM voip_carriers WHERE name = 'Metro Fiber SIP'")
      .pluck()
      .get() as string;
    const capture = async (callId: string) => {
      const response = await fetch(
        `${demo.server.url}/api/v1/ServiceProviders/${provider}/RecentCalls/${callId}/register/pcap`,
        { headers: { Authorization: `Bearer ${demo.tokens['sp-admin']}` } },
      );
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    };
    // Metro Fiber SIP's registration is refused; Acme Voice Backup's is accepted.
    const refused = await capture('9b0e4d11-7c3a-4e0f-8d25-61a7f3b2c9d0');
    expect(refused.response.status).toBe(200);
    const lines = readPcap(refused.body).packets.map((p) => p.payload.toString().split('\r\n'));
    expect(lines.map((l) => l[0])).toEqual([
      'REGISTER sip:reg.metrofiber.example SIP/2.0',
      'SIP/2.0 401 Unauthorized',
      'REGISTER sip:reg.metrofiber.example SIP/2.0',
      'SIP/2.0 403 Forbidden',
    ]);
    expect(lines[0]).toContain('Call-ID: 9b0e4d11-7c3a-4e0f-8d25-61a7f3b2c9d0');
    const accepted = await capture('5e1c2a7f-0b7d-4f5e-9a61-3c2d8e1f0a42');
    expect(readPcap(accepted.body).packets.at(-1)!.payload.toString()).toMatch(/^SIP\/2.0 200 OK/);
    // Not another provider's carrier, and no other Call-ID.
    expect((await capture('00000000-0000-4000-8000-00000000dead')).response.status).toBe(404);
    // An account reaches only its own carriers' registrations.
    expect((await pcapOf('9b0e4d11-7c3a-4e0f-8d25-61a7f3b2c9d0', 'register')).response.status).toBe(
      404,
    );
  });
});

describe('GET .../RecentCalls/trace/{trace_id}', () => {
  it('answers the OTLP trace of the call, a valid tree', async () => {
    const shown = await withTrace();
    const res = await get('acct-admin', `/Accounts/${sales}/RecentCalls/trace/${shown.trace_id}`);
    expect(res.status).toBe(200);
    const trace = res.json as OtlpTrace;
    expect(trace.resourceSpans[0]).toMatchObject({
      instrumentationLibrarySpans: [{ instrumentationLibrary: { name: 'jambonz' } }],
    });
    const spans = spansOf(trace);
    const ids = new Set(spans.map((s) => s.spanId));
    const root = spans.find((s) => s.parentSpanId === '')!;
    expect(root.name).toBe(`${shown.direction} call`);
    expect(BigInt(root.startTimeUnixNano)).toBe(
      BigInt(Date.parse(shown.attempted_at)) * 1_000_000n,
    );
    for (const span of spans) {
      expect(Object.keys(span)).toEqual([
        'traceId',
        'spanId',
        'parentSpanId',
        'name',
        'kind',
        'startTimeUnixNano',
        'endTimeUnixNano',
        'attributes',
      ]);
      expect(span.traceId).toBe(shown.trace_id);
      if (span !== root) expect(ids.has(span.parentSpanId)).toBe(true);
    }
    const same = await get(
      'sp-admin',
      `/ServiceProviders/${acme}/RecentCalls/trace/${shown.trace_id}`,
    );
    expect(same.json).toEqual(trace);
  });

  it('has 5,000 spans for the benchmark call', async () => {
    const [bench] = (await salesCalls(`&filter=${BENCH_CALL_SIDS.longTrace}`)).data;
    const res = await get('acct-admin', `/Accounts/${sales}/RecentCalls/trace/${bench!.trace_id}`);
    expect(spansOf(res.json as OtlpTrace)).toHaveLength(5_000);
  });

  it('answers 404 for the empty id, an unknown one and a malformed one', async () => {
    for (const id of [EMPTY_TRACE_ID, 'f'.repeat(32), 'not-a-trace']) {
      const res = await get('acct-admin', `/Accounts/${sales}/RecentCalls/trace/${id}`);
      expect([res.status, res.text]).toEqual([404, '']);
    }
  });
});

describe('GET .../RecentCalls/{call_sid}/logs', () => {
  it("answers the call's log lines, oldest first", async () => {
    const shown = await withTrace();
    const res = await get('acct-admin', `/Accounts/${sales}/RecentCalls/${shown.call_sid}/logs`);
    expect(res.status).toBe(200);
    const lines = res.json as { time: string; level: string; msg: string; call_sid: string }[];
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map((l) => l.time)).toEqual(lines.map((l) => l.time).sort());
    for (const line of lines) {
      expect(Object.keys(line).slice(0, 5)).toEqual(['time', 'level', 'msg', 'call_sid', 'callId']);
      expect(['debug', 'info', 'warn', 'error']).toContain(line.level);
      expect(line.call_sid).toBe(shown.call_sid);
    }
    expect(lines[0]!.time).toBe(shown.attempted_at);
    expect(lines.at(-1)!.msg).toMatch(/^call ended: /);
  });

  it('answers 404 for a call without a log (empty trace id) or an unknown call', async () => {
    const untraced = (await salesCalls()).data.find((c) => c.trace_id === EMPTY_TRACE_ID)!;
    expect(
      (await get('acct-admin', `/Accounts/${sales}/RecentCalls/${untraced.call_sid}/logs`)).status,
    ).toBe(404);
    expect(
      (await get('acct-admin', `/Accounts/${sales}/RecentCalls/${UNKNOWN_SID}/logs`)).status,
    ).toBe(404);
  });
});
