import { beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CLOUD_SID } from '../hosted/demo-ids.ts';
import { call, demoSandbox, sidOf } from '../test-support.ts';
import { SESSIONS_PRICE_ID, SESSIONS_PRODUCT_SID } from '../hosted/demo-ids.ts';
import { addHostedUser, payCall } from '../hosted/test-hosted.ts';

/**
 * Every write route answers a bad body with 4xx `{msg}`, never 500: a body that is not a JSON
 * object, an unknown field, and each field of a valid body replaced by a wrong type or an
 * oversized string. Route-specific refusals are tested beside each route.
 */
const demo = demoSandbox({ resetEachTest: false });

interface Sids {
  sales: string;
  billing: string;
  acme: string;
  agent: string;
  app: string;
  pstn: string;
  number: string;
  tenant: string;
  harbor: string;
  lcr: string;
  lcrRoute: string;
  lcrEntry: string;
}
/** Stand-ins while the cases are listed, before the sandbox runs. */
const STAND_IN: Sids = {
  sales: '',
  billing: '',
  acme: '',
  agent: '',
  app: '',
  pstn: '',
  number: '',
  tenant: '',
  harbor: '',
  lcr: '',
  lcrRoute: '',
  lcrEntry: '',
};
let sids = STAND_IN;

beforeAll(() => {
  sids = {
    sales: sidOf(demo.server, 'accounts', 'Acme Sales'),
    billing: sidOf(demo.server, 'accounts', 'Acme Billing'),
    acme: sidOf(demo.server, 'service_providers', 'Acme Voice'),
    agent: sidOf(demo.server, 'users', 'sales-agent'),
    app: sidOf(demo.server, 'applications', 'Voicemail'),
    pstn: sidOf(demo.server, 'voip_carriers', 'Acme Voice PSTN'),
    number: sidOf(demo.server, 'phone_numbers', '15085550103'),
    tenant: sidOf(demo.server, 'ms_teams_tenants', 'teams.acme-sales.example'),
    harbor: sidOf(demo.server, 'service_providers', 'Blue Harbor Telecom'),
    lcr: sidOf(demo.server, 'lcr', 'Acme Voice outbound'),
    ...firstLcrRoute(),
  };
});

/** The first route of the demo provider's routing table and its entry. */
function firstLcrRoute(): { lcrRoute: string; lcrEntry: string } {
  const lcr = sidOf(demo.server, 'lcr', 'Acme Voice outbound');
  return demo.server.sandbox.db
    .prepare(
      `SELECT r.lcr_route_sid AS lcrRoute, e.lcr_carrier_set_entry_sid AS lcrEntry
       FROM lcr_routes r JOIN lcr_carrier_set_entry e ON e.lcr_route_sid = r.lcr_route_sid
       WHERE r.lcr_sid = ? ORDER BY r.priority LIMIT 1`,
    )
    .get(lcr) as { lcrRoute: string; lcrEntry: string };
}

interface Route {
  method: string;
  path: () => string;
  /** A valid body; each of its fields is spoiled in turn. */
  body: () => Record<string, unknown>;
}

const hook = { url: 'https://example.com/hook', method: 'POST' };
const bucket = { vendor: 'aws_s3', name: 'b-1', region: 'us-east-1' };

const ROUTES: Record<string, Route> = {
  'POST /Users': {
    method: 'POST',
    path: () => '/Users',
    body: () => ({
      name: 'x1',
      email: 'x1@example.org',
      initial_password: 'Fresh-pass-1',
      force_change: true,
      is_active: true,
      is_view_only: false,
      account_sid: sids.sales,
      service_provider_sid: sids.acme,
    }),
  },
  'PUT /Users/{sid}': {
    method: 'PUT',
    path: () => `/Users/${sids.agent}`,
    body: () => ({ name: 'x2', email: 'x2@example.org', initial_password: 'Fresh-pass-1' }),
  },
  'POST /ApiKeys': {
    method: 'POST',
    path: () => '/ApiKeys',
    body: () => ({ account_sid: sids.sales, expiry_secs: 3600 }),
  },
  'POST /Accounts/{sid}/Limits': {
    method: 'POST',
    path: () => `/Accounts/${sids.sales}/Limits`,
    body: () => ({ category: 'voice_call_session', quantity: 3 }),
  },
  'POST /Accounts': {
    method: 'POST',
    path: () => '/Accounts',
    body: () => ({
      name: 'x3',
      service_provider_sid: sids.acme,
      sip_realm: 'x3.example.com',
      registration_hook: hook,
      queue_event_hook: hook,
      record_format: 'wav',
      bucket_credential: bucket,
    }),
  },
  'PUT /Accounts/{sid}': {
    method: 'PUT',
    path: () => `/Accounts/${sids.billing}`,
    body: () => ({
      name: 'x4',
      siprec_hook_sid: null,
      device_calling_application_sid: null,
      record_all_calls: 0,
      plan_type: 'trial',
      device_to_call_ratio: 5,
      trial_end_date: '2030-01-01',
    }),
  },
  'DELETE /Accounts/{sid}': {
    method: 'DELETE',
    path: () => `/Accounts/${sids.billing}`,
    body: () => ({ password: 'x' }),
  },
  'POST /Applications': {
    method: 'POST',
    path: () => '/Applications',
    body: () => ({
      name: 'x5',
      account_sid: sids.sales,
      call_hook: hook,
      call_status_hook: hook,
      app_json: '[]',
      speech_synthesis_vendor: 'google',
      speech_synthesis_voice: 'v',
      use_for_fallback_speech: 0,
      fallback_speech_recognizer_vendor: 'aws',
      env_vars: { A: 1 },
    }),
  },
  'PUT /Applications/{sid}': {
    method: 'PUT',
    path: () => `/Applications/${sids.app}`,
    body: () => ({ name: 'x6', messaging_hook: hook, record_all_calls: 1 }),
  },
  'POST /PhoneNumbers': {
    method: 'POST',
    path: () => '/PhoneNumbers',
    body: () => ({
      number: '15085550170',
      voip_carrier_sid: sids.pstn,
      account_sid: sids.sales,
      application_sid: sids.app,
    }),
  },
  'PUT /PhoneNumbers/{sid}': {
    method: 'PUT',
    path: () => `/PhoneNumbers/${sids.number}`,
    body: () => ({ account_sid: sids.sales, application_sid: sids.app, number: '15085550103' }),
  },
  'POST /MicrosoftTeamsTenants': {
    method: 'POST',
    path: () => '/MicrosoftTeamsTenants',
    body: () => ({
      tenant_fqdn: 'x7.example.com',
      account_sid: sids.sales,
      application_sid: sids.app,
      service_provider_sid: sids.acme,
    }),
  },
  'PUT /MicrosoftTeamsTenants/{sid}': {
    method: 'PUT',
    path: () => `/MicrosoftTeamsTenants/${sids.tenant}`,
    body: () => ({
      tenant_fqdn: 'x8.example.com',
      account_sid: sids.sales,
      application_sid: sids.app,
    }),
  },
  'POST /SystemInformation': {
    method: 'POST',
    path: () => '/SystemInformation',
    body: () => ({
      domain_name: 'a.example',
      private_network_cidr: '10.0.0.0/8',
      log_level: 'info',
    }),
  },
  'POST /Accounts/{sid}/BucketCredentialTest': {
    method: 'POST',
    path: () => `/Accounts/${sids.sales}/BucketCredentialTest`,
    body: () => ({ ...bucket, access_key_id: 'k', tags: [] }),
  },
  'POST /VoipCarriers': {
    method: 'POST',
    path: () => '/VoipCarriers',
    body: () => ({
      name: 'x9',
      service_provider_sid: sids.acme,
      requires_register: true,
      register_username: 'u',
      register_password: 'p',
      register_sip_realm: 'sip.x9.example',
      outbound_sip_proxy: 'sip:proxy.x9.example',
      smpp_enquire_link_interval: 30,
      dtmf_type: 'tones',
    }),
  },
  'PUT /VoipCarriers/{sid}': {
    method: 'PUT',
    path: () => `/VoipCarriers/${sids.pstn}`,
    body: () => ({ name: 'x10', account_sid: null, is_active: true, tech_prefix: '9' }),
  },
  'POST /SipGateways': {
    method: 'POST',
    path: () => '/SipGateways',
    body: () => ({
      voip_carrier_sid: sids.pstn,
      ipv4: '192.0.2.201',
      port: 5060,
      netmask: 32,
      inbound: true,
      outbound: true,
      protocol: 'udp',
    }),
  },
  'PUT /SipGateways/{sid}': {
    method: 'PUT',
    path: () => `/SipGateways/${gatewayOf('sip_gateways', sids.pstn)}`,
    body: () => ({ port: 5080, is_active: false, protocol: 'tcp' }),
  },
  'POST /SmppGateways': {
    method: 'POST',
    path: () => '/SmppGateways',
    body: () => ({ voip_carrier_sid: sids.pstn, ipv4: '192.0.2.202', port: 2775, use_tls: true }),
  },
  'PUT /SmppGateways/{sid}': {
    method: 'PUT',
    path: () =>
      `/SmppGateways/${gatewayOf('smpp_gateways', sidOf(demo.server, 'voip_carriers', 'Acme SMS Hub'))}`,
    body: () => ({ port: 2776, is_primary: true }),
  },
  'POST /Lcrs': {
    method: 'POST',
    path: () => '/Lcrs',
    body: () => ({
      name: 'x11',
      is_active: true,
      service_provider_sid: sids.harbor,
      account_sid: null,
      default_carrier_set_entry_sid: null,
    }),
  },
  'PUT /Lcrs/{sid}': {
    method: 'PUT',
    path: () => `/Lcrs/${sids.lcr}`,
    body: () => ({ name: 'x12', is_active: false, default_carrier_set_entry_sid: sids.lcrEntry }),
  },
  'POST /LcrRoutes': {
    method: 'POST',
    path: () => '/LcrRoutes',
    body: () => ({ lcr_sid: sids.lcr, regex: '^7', priority: 70, description: 'x13' }),
  },
  'PUT /LcrRoutes/{sid}': {
    method: 'PUT',
    path: () => `/LcrRoutes/${sids.lcrRoute}`,
    body: () => ({ regex: '^8', priority: 80, description: 'x14' }),
  },
  'POST /LcrCarrierSetEntries': {
    method: 'POST',
    path: () => '/LcrCarrierSetEntries',
    body: () => ({
      lcr_route_sid: sids.lcrRoute,
      voip_carrier_sid: sids.pstn,
      priority: 2,
      workload: 50,
    }),
  },
  'PUT /LcrCarrierSetEntries/{sid}': {
    method: 'PUT',
    path: () => `/LcrCarrierSetEntries/${sids.lcrEntry}`,
    body: () => ({ voip_carrier_sid: sids.pstn, priority: 3, workload: 60 }),
  },
  // The hosted variant's routes (public ones too: the admin's token is ignored there).
  'POST /register (local)': {
    method: 'POST',
    path: () => '/register',
    body: () => ({
      service_provider_sid: VOICE_CLOUD_SID,
      provider: 'local',
      email: 'x20@example.org',
      password: 'Fresh-pass-1',
      email_activation_code: 'ABC123',
      name: 'x20',
      inviteCode: 'i',
      locationBeforeAuth: '/register',
    }),
  },
  'POST /register (OAuth)': {
    method: 'POST',
    path: () => '/register',
    body: () => ({
      service_provider_sid: VOICE_CLOUD_SID,
      provider: 'github',
      oauth2_code: 'c',
      oauth2_state: 's',
      oauth2_client_id: 'sandbox-github-client',
      oauth2_redirect_uri: 'http://localhost:5173/oauth-callback/github',
      locationBeforeAuth: '/sign-in',
    }),
  },
  'POST /signin (OAuth)': {
    method: 'POST',
    path: () => '/signin',
    body: () => ({
      service_provider_sid: VOICE_CLOUD_SID,
      provider: 'google',
      oauth2_code: 'c',
      oauth2_state: 's',
      oauth2_client_id: 'sandbox-google-client',
      oauth2_redirect_uri: 'http://localhost:5173/oauth-callback/google',
    }),
  },
  'PUT /ActivationCode/{code}': {
    method: 'PUT',
    path: () => '/ActivationCode/ABC123',
    body: () => ({ user_sid: sids.agent, type: 'email' }),
  },
  'DELETE /Accounts/{sid} (hosted)': {
    method: 'DELETE',
    path: () => `/Accounts/${sidOf(demo.server, 'accounts', 'hedy@lamarr.example')}`,
    body: () => ({ password: 'Demo-pass-1' }),
  },
  'POST /change-password': {
    method: 'POST',
    path: () => '/change-password',
    body: () => ({ old_password: 'x', new_password: 'Fresh-pass-1' }),
  },
};

/** The first gateway of a carrier in a gateway table. */
function gatewayOf(table: 'sip_gateways' | 'smpp_gateways', carrierSid: string): string {
  const column = table === 'sip_gateways' ? 'sip_gateway_sid' : 'smpp_gateway_sid';
  return demo.server.sandbox.db
    .prepare(`SELECT ${column} FROM ${table} WHERE voip_carrier_sid = ? LIMIT 1`)
    .pluck()
    .get(carrierSid) as string;
}

const long = 'x'.repeat(70_000);
const WRONG_VALUES: [string, unknown][] = [
  ['a nested object', { nested: [1] }],
  ['an array', [1, 2]],
  ['an oversized string', long],
  ['a number', 12.5],
];

/** Values written into the JSON text itself (a JavaScript value this deep could not be
 *  stringified by the test): an object nested 100,000 levels deep. */
const DEEP = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
const RAW_VALUES: [string, string][] = [['an object nested 100,000 levels deep', DEEP]];
const RAW_SLOT = '"__raw_value__"';

/** Names and addresses refuse characters a reader cannot see or that reorder the text. */
const NAME_FIELDS = new Set(['name', 'email', 'username']);
const HIDDEN_CHARACTERS: [string, string][] = [
  ['a NUL', 'bad\u0000name'],
  ['a line break', 'bad\r\nname'],
  ['a right-to-left override', 'bad\u202ename'],
  ['a zero-width space', 'bad\u200bname'],
];

interface Case {
  route: string;
  what: string;
  body?: unknown;
  rawBody?: string;
  /** The field whose value is written raw into the valid body's JSON. */
  raw?: { field: string; text: string };
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const [route, spec] of Object.entries(ROUTES)) {
    out.push(
      { route, what: 'malformed JSON', rawBody: '{"name":' },
      { route, what: 'a JSON array', rawBody: '[{"name":"x"}]' },
      { route, what: 'a JSON string', rawBody: '"name"' },
      { route, what: 'an unknown field', rawBody: '{"bogus_field":1}' },
      { route, what: 'a prototype key', rawBody: '{"__proto__":{"admin":true}}' },
    );
    if (spec.method !== 'DELETE') out.push({ route, what: 'null', rawBody: 'null' });
    // The field names of the valid body; its values are taken once the sandbox runs.
    for (const field of Object.keys(spec.body())) {
      for (const [what, value] of WRONG_VALUES) {
        out.push({ route, what: `${field} as ${what}`, body: { field, value } });
      }
      for (const [what, text] of RAW_VALUES) {
        out.push({ route, what: `${field} as ${what}`, raw: { field, text } });
      }
      // A bucket's name is not stored: testing the credential says whether the bucket exists.
      if (NAME_FIELDS.has(field) && !route.includes('BucketCredentialTest')) {
        for (const [what, value] of HIDDEN_CHARACTERS) {
          out.push({ route, what: `${field} with ${what}`, body: { field, value } });
        }
      }
    }
  }
  return out;
}

describe('bad bodies on the write routes', () => {
  it.each(cases())('$route: $what -> 4xx {msg}', async (c) => {
    const spec = ROUTES[c.route]!;
    let body: unknown;
    if (c.body !== undefined) {
      const { field, value } = c.body as { field: string; value: unknown };
      body = { ...spec.body(), [field]: value };
    }
    const rawBody = c.raw
      ? JSON.stringify({ ...spec.body(), [c.raw.field]: '__raw_value__' }).replace(
          RAW_SLOT,
          c.raw.text,
        )
      : c.rawBody;
    const res = await call(demo.server, spec.method, spec.path(), {
      token: demo.tokens.admin,
      body,
      rawBody,
    });
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(typeof (res.json as { msg?: unknown } | undefined)?.msg, res.text).toBe('string');
  });
});

/** A valid route list for /Lcrs/{sid}/Routes; each field of a route and of its entry is spoiled. */
const routeList = (route: Record<string, unknown>, entry: Record<string, unknown>) => [
  {
    regex: '^9',
    priority: 90,
    description: 'x15',
    lcr_sid: sids.lcr,
    lcr_carrier_set_entries: [{ voip_carrier_sid: sids.pstn, priority: 1, workload: 1, ...entry }],
    ...route,
  },
];
const ROUTE_LIST_FIELDS = ['regex', 'priority', 'description', 'lcr_sid', 'lcr_route_sid'];
const ENTRY_FIELDS = ['voip_carrier_sid', 'priority', 'workload', 'lcr_carrier_set_entry_sid'];

function routeListCases() {
  const out: { what: string; body?: () => unknown; rawBody?: string }[] = [
    { what: 'malformed JSON', rawBody: '[{"regex":' },
    { what: 'a JSON object', rawBody: '{"regex":"1"}' },
    { what: 'null', rawBody: 'null' },
    { what: 'a list of strings', rawBody: '["1"]' },
    { what: 'a prototype key', rawBody: '[{"__proto__":{"admin":true}}]' },
    { what: 'entries as an object', body: () => routeList({ lcr_carrier_set_entries: {} }, {}) },
  ];
  for (const [what, value] of WRONG_VALUES) {
    for (const field of ROUTE_LIST_FIELDS) {
      out.push({
        what: `route ${field} as ${what}`,
        body: () => routeList({ [field]: value }, {}),
      });
    }
    for (const field of ENTRY_FIELDS) {
      out.push({
        what: `entry ${field} as ${what}`,
        body: () => routeList({}, { [field]: value }),
      });
    }
  }
  return out;
}

describe('bad route lists on POST and PUT /Lcrs/{sid}/Routes', () => {
  it.each(routeListCases())('$what -> 4xx {msg}', async (c) => {
    for (const method of ['POST', 'PUT']) {
      const res = await call(demo.server, method, `/Lcrs/${sids.lcr}/Routes`, {
        token: demo.tokens.admin,
        body: c.body?.(),
        rawBody: c.rawBody,
      });
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      expect(typeof (res.json as { msg?: unknown } | undefined)?.msg, res.text).toBe('string');
    }
  });
});

/** The hosted variant's subscription body: every field, and every field of a product, spoiled. */
const subscriptionBody = (product: Record<string, unknown> = {}) => ({
  action: 'update-quantities',
  payment_method_id: 'pm_x',
  stripe_customer_id: 'cus_x',
  dry_run: true,
  products: [
    { product_sid: SESSIONS_PRODUCT_SID, price_id: SESSIONS_PRICE_ID, quantity: 5, ...product },
  ],
});

function subscriptionCases() {
  const out: { what: string; body?: () => unknown; rawBody?: string }[] = [
    { what: 'malformed JSON', rawBody: '{"action":' },
    { what: 'a JSON array', rawBody: '[]' },
    { what: 'null', rawBody: 'null' },
    { what: 'an unknown field', rawBody: '{"action":"downgrade-to-free","bogus":1}' },
    { what: 'a prototype key', rawBody: '{"__proto__":{"admin":true}}' },
    { what: 'products as an object', body: () => ({ ...subscriptionBody(), products: {} }) },
  ];
  for (const [what, value] of WRONG_VALUES) {
    for (const field of Object.keys(subscriptionBody())) {
      out.push({
        what: `${field} as ${what}`,
        body: () => ({ ...subscriptionBody(), [field]: value }),
      });
    }
    for (const field of ['product_sid', 'price_id', 'quantity']) {
      out.push({
        what: `products[0].${field} as ${what}`,
        body: () => subscriptionBody({ [field]: value }),
      });
    }
  }
  return out;
}

describe('bad bodies on POST /Subscriptions (a hosted user)', () => {
  let token = '';
  beforeAll(async () => {
    token = (await addHostedUser(demo.server)).token;
  });
  it.each(subscriptionCases())('$what -> 400 {msg}', async (c) => {
    const res = await call(demo.server, 'POST', '/Subscriptions', {
      token,
      body: c.body?.(),
      rawBody: c.rawBody,
    });
    expect(res.status, res.text).toBe(400);
    expect(typeof (res.json as { msg?: unknown } | undefined)?.msg, res.text).toBe('string');
  });
});

/** The card-payment stand-in answers in its provider's shape: 400 or 402 `{error: {type, message}}`. */
const cardBody = () => ({
  type: 'card',
  card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
  billing_details: { name: 'x', email: 'x@example.org' },
});

function paymentCases() {
  const out: { what: string; path: string; body: unknown }[] = [];
  for (const [what, value] of [...WRONG_VALUES, ['null', null] as [string, unknown]]) {
    for (const field of Object.keys(cardBody())) {
      out.push({
        what: `${field} as ${what}`,
        path: '/payment_methods',
        body: { ...cardBody(), [field]: value },
      });
    }
    for (const field of Object.keys(cardBody().card)) {
      const body = cardBody();
      out.push({
        what: `card.${field} as ${what}`,
        path: '/payment_methods',
        body: { ...body, card: { ...body.card, [field]: value } },
      });
    }
    for (const field of ['client_secret', 'payment_method', 'authentication']) {
      out.push({
        what: `confirm ${field} as ${what}`,
        path: '/payment_intents/pi_x/confirm',
        body: { [field]: value },
      });
    }
  }
  return out;
}

describe('bad bodies at the card-payment stand-in', () => {
  it.each(paymentCases())('$what -> 4xx {error}', async (c) => {
    const res = await payCall(demo.server, 'POST', c.path, c.body);
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(
      typeof (res.json as { error?: { message?: unknown } } | undefined)?.error?.message,
      res.text,
    ).toBe('string');
  });
});
