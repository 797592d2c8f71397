import type { CallTenant } from './call-generator.ts';
import { seededRandom, type Random } from './random.ts';

/** An alert as stored (time in ms); account_sid null for a provider's own. */
export interface AlertRecord {
  time: number;
  service_provider_sid: string;
  account_sid: string | null;
  alert_type: string;
  message: string;
  vendor: string | null;
  detail: string | null;
}

const DAY_MS = 24 * 3600 * 1000;
/** The share of alerts in the last 7 days: a console opens on them, so they are the most. */
const LAST_WEEK_SHARE = 0.6;

/** The alert types of the real time-series store, with what each says. */
const KINDS: readonly ((
  tenant: CallTenant,
  random: Random,
) => Omit<AlertRecord, 'time' | 'service_provider_sid' | 'account_sid'>)[] = [
  () => ({
    alert_type: 'account-call-limit',
    message: 'you have exceeded your account call limit of 50; please consider upgrading your plan',
    vendor: null,
    detail: null,
  }),
  () => ({
    alert_type: 'no-carrier',
    message: 'outbound call failure: no carriers have been provisioned',
    vendor: null,
    detail: null,
  }),
  (tenant, random) => ({
    alert_type: 'webhook-failure',
    message: `${hookOf(tenant, random)} returned 500 Internal Server Error`,
    vendor: null,
    detail: 'POST call_hook',
  }),
  (tenant, random) => ({
    alert_type: 'webhook-connection-failure',
    message: `failure connecting to ${hookOf(tenant, random)}: ECONNREFUSED`,
    vendor: null,
    detail: null,
  }),
  (tenant, random) => ({
    alert_type: 'webhook-auth-failure',
    message: `${hookOf(tenant, random)} returned 401 Unauthorized`,
    vendor: null,
    detail: null,
  }),
  (_tenant, random) => ({
    alert_type: 'tts-failure',
    message: 'TTS failure: 403 PERMISSION_DENIED: the caller does not have permission',
    vendor: random.pick(['google', 'microsoft', 'elevenlabs']),
    detail: 'voice en-US-Standard-C',
  }),
  (_tenant, random) => ({
    alert_type: 'stt-failure',
    message: 'STT failure: websocket closed unexpectedly (1006)',
    vendor: random.pick(['deepgram', 'google', 'aws']),
    detail: 'language en-US',
  }),
  () => ({
    alert_type: 'no-tts',
    message: 'no TTS credentials have been provisioned for vendor nuance',
    vendor: 'nuance',
    detail: null,
  }),
  () => ({
    alert_type: 'no-stt',
    message: 'no STT credentials have been provisioned for vendor nvidia',
    vendor: 'nvidia',
    detail: null,
  }),
  () => ({
    alert_type: 'play-url-notfound',
    message: 'play failure: https://media.example.com/hold-music.mp3 returned 404',
    vendor: null,
    detail: null,
  }),
  () => ({
    alert_type: 'invalid-app-payload',
    message: 'invalid application payload: unknown verb "sya"',
    vendor: null,
    detail: null,
  }),
  () => ({
    alert_type: 'account-device-limit',
    message: 'you have exceeded your account device registration limit of 10',
    vendor: null,
    detail: null,
  }),
];

/**
 * `count` alerts over the last 30 days before `now` (most of them in the last 7), newest last,
 * spread over the tenants by weight, every kind represented; about one in ten is the provider's
 * own (call limit).
 */
export function generateAlerts(
  tenants: readonly CallTenant[],
  options: { count: number; now: number; seed: number },
): AlertRecord[] {
  const random = seededRandom(options.seed ^ 0xa1e7);
  const weighted = tenants.filter((t) => t.weight > 0);
  if (weighted.length === 0) return [];
  const total = weighted.reduce((sum, t) => sum + t.weight, 0);
  const alerts: AlertRecord[] = [];
  let kinds = 0;
  for (let i = 0; i < options.count; i++) {
    let left = random.next() * total;
    const tenant = weighted.find((t) => (left -= t.weight) < 0) ?? weighted[0]!;
    const time =
      options.now -
      (random.chance(LAST_WEEK_SHARE)
        ? random.int(60_000, 7 * DAY_MS - 60_000)
        : random.int(7 * DAY_MS, 30 * DAY_MS - 60_000));
    if (i % 10 === 9) {
      alerts.push({
        time,
        service_provider_sid: tenant.service_provider_sid,
        account_sid: null,
        alert_type: 'service-provider-call-limit',
        message: 'you have exceeded your service provider call limit of 500',
        vendor: null,
        detail: null,
      });
      continue;
    }
    const kind = KINDS[kinds < KINDS.length ? kinds : random.int(0, KINDS.length - 1)]!;
    kinds++;
    alerts.push({
      time,
      service_provider_sid: tenant.service_provider_sid,
      account_sid: tenant.account_sid,
      ...kind(tenant, random),
    });
  }
  return alerts.sort((a, b) => a.time - b.time);
}

function hookOf(tenant: CallTenant, random: Random): string {
  const slug = tenant.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `https://hooks.${slug}.example/${random.pick(['call', 'status', 'action'])}`;
}
