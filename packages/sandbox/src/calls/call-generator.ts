import type { CallFlow, CallRecord, RecordingFormat } from './call-record.ts';
import { EMPTY_TRACE_ID } from './call-record.ts';
import { hash32, seededRandom, type Random } from './random.ts';

/** An account as the generator sees it: where its calls come from and go to. */
export interface CallTenant {
  account_sid: string;
  service_provider_sid: string;
  name: string;
  /** Its share of the calls, relative to the others'. */
  weight: number;
  /** The account records every call (it has a bucket), in this format. */
  recordsAll: boolean;
  recordFormat: RecordingFormat;
  /** Its phone numbers, each on a carrier, maybe routed to an application. */
  numbers: {
    number: string;
    trunk: string;
    gateway: string;
    application: TenantApplication | null;
  }[];
  /** Usernames of its SIP clients. */
  devices: string[];
  /** Carriers it can call out through. */
  carriers: { trunk: string; gateway: string }[];
  applications: TenantApplication[];
}

export interface TenantApplication {
  sid: string;
  name: string;
  recordsAll: boolean;
}

/** A call with the parties as the database stores them. */
export interface GeneratedCall extends CallRecord {
  /** The account's side of the call (its number or device) and the other party. */
  line: string;
  far: string;
  lineIsCaller: boolean;
}

/** Fixed sids of the two benchmark calls (in the busiest account), easy to find by filter. */
export const BENCH_CALL_SIDS = {
  /** A voice-agent call whose trace has exactly 5,000 spans. */
  longTrace: '5e7d0000-0000-4000-8000-000000005000',
  /** A three-hour conference with its recording (WAV). */
  longRecording: '5e7d0000-0000-4000-8000-000000010800',
} as const;

const LONG_TRACE_SPANS = 5_000;
export const LONG_RECORDING_SECONDS = 3 * 3600;

/** Recordings longer than this are kept as WAV: MP3 is encoded when asked (about 200 times
 * faster than real time here), WAV streams. */
export const LONGEST_MP3_SECONDS = 10 * 60;

/** The platform's SBC, the `host` of every call. */
const PLATFORM_HOST = '203.0.113.5';

const DAY_MS = 24 * 3600 * 1000;
const HISTORY_DAYS = 30;

const FAILURES: readonly [number, string][] = [
  [486, 'busy'],
  [487, 'caller hungup'],
  [480, 'no answer'],
  [404, 'not found'],
  [503, 'service unavailable'],
  [603, 'declined'],
];

/** Seconds a call of each flow lasts once answered: [shortest, longest]. */
const DURATIONS: Record<CallFlow, [number, number]> = {
  greeting: [8, 40],
  ivr: [25, 420],
  agent: [30, 900],
  conference: [120, 3_600],
  dial: [15, 1_200],
};

/**
 * `count` calls over the last 30 days before `now`, oldest first, spread over the tenants by
 * weight, the same for the same seed: numbers, carriers and applications of each account;
 * answered or not, with a SIP status and reason; recordings where the account or application
 * records. The two benchmark calls come last, in the heaviest tenant.
 */
export function* generateCalls(
  tenants: readonly CallTenant[],
  options: { count: number; now: number; seed: number },
): Generator<GeneratedCall> {
  const callers = tenants.filter((t) => t.weight > 0);
  if (callers.length === 0 || options.count <= 0) return;
  const random = seededRandom(options.seed);
  const pickTenant = weightedPicker(callers);
  const farPool = Math.max(50, Math.floor(options.count / 5));
  const times = callTimes(options.count - 2, options.now, random);
  for (const at of times) {
    yield generateCall(pickTenant(random.next()), at, options.now, random, farPool);
  }
  const busiest = [...callers].sort((a, b) => b.weight - a.weight)[0]!;
  yield* benchCalls(busiest, options.now, random);
}

/** Attempt times, oldest first: busier in working hours, some calls in the last minutes. */
function callTimes(count: number, now: number, random: Random): Float64Array {
  const times = new Float64Array(Math.max(0, count));
  for (let i = 0; i < times.length; i++) {
    const day = Math.floor(random.next() * HISTORY_DAYS);
    // Two thirds of the calls fall between 08:00 and 18:00 UTC.
    const hour = random.chance(0.67) ? random.int(8, 17) : random.int(0, 23);
    const dayStart = Math.floor((now - day * DAY_MS) / DAY_MS) * DAY_MS;
    let at = dayStart + hour * 3_600_000 + random.int(0, 3_599_999);
    if (at > now - 60_000) at = now - random.int(60_000, 6 * 3_600_000);
    times[i] = Math.max(now - HISTORY_DAYS * DAY_MS + 60_000, at);
  }
  return times.sort();
}

function generateCall(
  tenant: CallTenant,
  at: number,
  now: number,
  random: Random,
  farPool: number,
): GeneratedCall {
  const far = farNumber(Math.floor(farPool * random.next() ** 2));
  const kind =
    tenant.devices.length > 0 && random.chance(0.12)
      ? 'device'
      : random.chance(0.62)
        ? 'inbound'
        : 'outbound';
  let line: string;
  let trunk: string;
  let remote: string;
  let application: TenantApplication | null;
  if (kind === 'device') {
    line = random.pick(tenant.devices);
    trunk = 'user';
    remote = `192.0.2.${random.int(100, 199)}`;
    application = null;
  } else if (kind === 'inbound' && tenant.numbers.length > 0) {
    const number = random.pick(tenant.numbers);
    line = number.number;
    trunk = number.trunk;
    remote = number.gateway;
    application = number.application ?? pickApplication(tenant, random);
  } else {
    line = tenant.numbers.length > 0 ? random.pick(tenant.numbers).number : fictionalLine(tenant);
    const carrier =
      tenant.carriers.length > 0
        ? random.pick(tenant.carriers)
        : { trunk: 'default', gateway: '192.0.2.1' };
    trunk = carrier.trunk;
    remote = carrier.gateway;
    application = pickApplication(tenant, random);
  }
  const lineIsCaller = kind !== 'inbound';
  const direction = kind === 'outbound' ? 'outbound' : 'inbound';
  const flow = application ? flowOf(application.name) : 'dial';
  const answered = random.chance(0.76);
  const [status, reason] = answered
    ? [200, random.chance(0.6) ? 'caller hungup' : 'callee hungup']
    : random.pick(FAILURES);
  const ringMs = random.int(1_500, answered ? 12_000 : 40_000);
  const [shortest, longest] = DURATIONS[flow];
  const answeredAt = answered ? at + ringMs : null;
  // A record is written when the call ends: the latest calls are short enough to have ended.
  const duration =
    answeredAt === null
      ? 0
      : Math.min(
          Math.round(shortest + (longest - shortest) * random.next() ** 2.5),
          Math.floor((now - answeredAt) / 1000) - 5,
        );
  const records = answered && (tenant.recordsAll || application?.recordsAll === true);
  return {
    call_sid: random.uuid(),
    sip_callid: `${random.hex(24)}@${direction === 'inbound' ? remote : PLATFORM_HOST}`,
    trace_id: random.chance(0.08) ? EMPTY_TRACE_ID : random.hex(32),
    service_provider_sid: tenant.service_provider_sid,
    account_sid: tenant.account_sid,
    application_sid: application?.sid ?? null,
    direction,
    from: lineIsCaller ? line : far,
    to: lineIsCaller ? far : line,
    host: PLATFORM_HOST,
    remote_host: remote,
    trunk,
    answered,
    sip_status: status,
    termination_reason: reason,
    attempted_at: Math.round(at),
    answered_at: answeredAt === null ? null : Math.round(answeredAt),
    terminated_at: Math.round(answeredAt === null ? at + ringMs : answeredAt + duration * 1000),
    duration,
    flow,
    recording_format: records ? recordingFormat(tenant.recordFormat, duration) : null,
    seed: random.int(1, 0x7fffffff),
    trace_spans: null,
    line,
    far,
    lineIsCaller,
  };
}

function* benchCalls(tenant: CallTenant, now: number, random: Random): Generator<GeneratedCall> {
  const agent = tenant.applications.find((app) => flowOf(app.name) === 'agent') ?? null;
  const bridge = tenant.applications.find((app) => flowOf(app.name) === 'conference') ?? null;
  const line = tenant.numbers[0]?.number ?? fictionalLine(tenant);
  const gateway = tenant.numbers[0]?.gateway ?? tenant.carriers[0]?.gateway ?? '192.0.2.1';
  const trunk = tenant.numbers[0]?.trunk ?? tenant.carriers[0]?.trunk ?? 'default';
  const base = (
    sid: string,
    attempted: number,
    seconds: number,
    flow: CallFlow,
    app: TenantApplication | null,
  ): GeneratedCall => ({
    call_sid: sid,
    sip_callid: `${random.hex(24)}@${gateway}`,
    trace_id: random.hex(32),
    service_provider_sid: tenant.service_provider_sid,
    account_sid: tenant.account_sid,
    application_sid: app?.sid ?? null,
    direction: 'inbound',
    from: farNumber(7),
    to: line,
    host: PLATFORM_HOST,
    remote_host: gateway,
    trunk,
    answered: true,
    sip_status: 200,
    termination_reason: 'caller hungup',
    attempted_at: attempted,
    answered_at: attempted + 2_000,
    terminated_at: attempted + 2_000 + seconds * 1000,
    duration: seconds,
    flow,
    recording_format: recordingFormat(tenant.recordFormat, seconds),
    seed: random.int(1, 0x7fffffff),
    trace_spans: null,
    line,
    far: farNumber(7),
    lineIsCaller: false,
  });
  const hour = 3_600_000;
  yield {
    ...base(BENCH_CALL_SIDS.longTrace, now - 26 * hour, 3_600, 'agent', agent),
    trace_spans: LONG_TRACE_SPANS,
  };
  yield base(
    BENCH_CALL_SIDS.longRecording,
    now - 5 * hour,
    LONG_RECORDING_SECONDS,
    'conference',
    bridge,
  );
}

/** What an application does, guessed from its name. */
export function flowOf(name: string): CallFlow {
  if (/agent|bot|assistant/i.test(name)) return 'agent';
  if (/conference|bridge|webinar/i.test(name)) return 'conference';
  if (/greeting|voicemail|holiday|schedule/i.test(name)) return 'greeting';
  return 'ivr';
}

function recordingFormat(format: RecordingFormat, seconds: number): RecordingFormat {
  return seconds > LONGEST_MP3_SECONDS ? 'wav' : format;
}

function pickApplication(tenant: CallTenant, random: Random): TenantApplication | null {
  if (tenant.applications.length === 0 || random.chance(0.1)) return null;
  // The first few applications take most calls, as in a real account.
  const index = Math.floor(tenant.applications.length * random.next() ** 3);
  return tenant.applications[index]!;
}

/** The n-th number of the pool of outside parties: North American, never a demo number. */
export function farNumber(n: number): string {
  const a = hash32(0x5eed, n);
  const b = hash32(0xfa2, n);
  const exchange = 200 + ((a >>> 12) % 789);
  // Exchange 555 holds the demo's fictional numbers; skipping it keeps the parties apart.
  return `1${201 + (a % 789)}${exchange === 555 ? 989 : exchange}${String(b % 10_000).padStart(4, '0')}`;
}

/** A caller ID for an account without numbers: one of the fictional 555-01xx range. */
function fictionalLine(tenant: CallTenant): string {
  const n = seededRandom(tenant.name.length * 131 + tenant.name.charCodeAt(0)).int(0, 99);
  return `1212555${String(100 + n).padStart(4, '0')}`;
}

function weightedPicker(tenants: readonly CallTenant[]): (u: number) => CallTenant {
  const total = tenants.reduce((sum, t) => sum + t.weight, 0);
  return (u) => {
    let left = u * total;
    for (const tenant of tenants) {
      left -= tenant.weight;
      if (left < 0) return tenant;
    }
    return tenants[tenants.length - 1]!;
  };
}
