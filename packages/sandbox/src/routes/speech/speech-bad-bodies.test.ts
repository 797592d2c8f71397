import { beforeAll, describe, expect, it } from 'vitest';
import { call, demoSandbox, sidOf } from '../../test-support.ts';

/**
 * Every speech write route answers a bad body with 4xx `{msg}`, never 500: a body that is not a
 * JSON object, and each field of a valid body replaced by a wrong type or an oversized string.
 */
const demo = demoSandbox({ resetEachTest: false });

let sids = { acme: '', sales: '', aws: '', google: '', voice: '' };
beforeAll(() => {
  const db = demo.server.sandbox.db;
  const credential = (vendor: string) =>
    db
      .prepare(
        'SELECT speech_credential_sid FROM speech_credentials WHERE vendor = ? AND account_sid IS NULL',
      )
      .pluck()
      .get(vendor) as string;
  sids = {
    acme: sidOf(demo.server, 'service_providers', 'Acme Voice'),
    sales: sidOf(demo.server, 'accounts', 'Acme Sales'),
    aws: credential('aws'),
    google: credential('google'),
    voice: db
      .prepare('SELECT google_custom_voice_sid FROM google_custom_voices LIMIT 1')
      .pluck()
      .get() as string,
  };
});

interface Route {
  method: string;
  path: () => string;
  body: () => Record<string, unknown>;
}

const ROUTES: Record<string, Route> = {
  'POST /ServiceProviders/{sid}/SpeechCredentials': {
    method: 'POST',
    path: () => `/ServiceProviders/${sids.acme}/SpeechCredentials`,
    body: () => ({
      vendor: 'microsoft',
      label: 'b1',
      use_for_tts: true,
      use_for_stt: true,
      region: 'eastus',
      api_key: 'k',
      use_custom_tts: true,
      custom_tts_endpoint: 'e',
      options: '{}',
    }),
  },
  'POST /Accounts/{sid}/SpeechCredentials': {
    method: 'POST',
    path: () => `/Accounts/${sids.sales}/SpeechCredentials`,
    body: () => ({
      vendor: 'nuance',
      nuance_tts_uri: '10.0.0.1:9000',
      nuance_stt_uri: '10.0.0.1:9001',
      account_sid: sids.sales,
    }),
  },
  'PUT /ServiceProviders/{sid}/SpeechCredentials/{sid}': {
    method: 'PUT',
    path: () => `/ServiceProviders/${sids.acme}/SpeechCredentials/${sids.aws}`,
    body: () => ({ use_for_tts: true, use_for_stt: false, aws_region: 'eu-west-1', role_arn: 'r' }),
  },
  'POST /GoogleCustomVoices': {
    method: 'POST',
    path: () => '/GoogleCustomVoices',
    body: () => ({
      speech_credential_sid: sids.google,
      name: 'n',
      model: 'm',
      reported_usage: 'REALTIME',
      use_voice_cloning_key: false,
    }),
  },
  'PUT /GoogleCustomVoices/{sid}': {
    method: 'PUT',
    path: () => `/GoogleCustomVoices/${sids.voice}`,
    body: () => ({ name: 'n', model: 'm', voice_cloning_key: 'k', use_voice_cloning_key: true }),
  },
};

const WRONG_VALUES: [string, unknown][] = [
  ['a nested object', { nested: [1] }],
  ['an array', [1, 2]],
  ['an oversized string', 'x'.repeat(70_000)],
  ['a number', 12.5],
];

const send = (route: Route, body: unknown, rawBody?: string) =>
  call(demo.server, route.method, route.path(), { token: demo.tokens.admin, body, rawBody });

describe('speech routes refuse bad bodies with a 4xx, never a 500', () => {
  for (const [name, route] of Object.entries(ROUTES)) {
    it(`${name}: bodies that are not a JSON object`, async () => {
      for (const rawBody of ['{"a":', '[1]', '"text"', '42']) {
        const res = await send(route, undefined, rawBody);
        expect([rawBody, res.status]).toEqual([rawBody, 400]);
        expect(res.json).toMatchObject({ msg: expect.any(String) as unknown });
      }
    });

    it(`${name}: each field spoiled in turn`, async () => {
      for (const key of Object.keys(route.body())) {
        for (const [what, value] of WRONG_VALUES) {
          // Extra options may be any JSON object.
          if (key === 'options' && what === 'a nested object') continue;
          const res = await send(route, { ...route.body(), [key]: value });
          expect([key, what, res.status < 500, res.status >= 400]).toEqual([key, what, true, true]);
          expect(res.json).toMatchObject({ msg: expect.any(String) as unknown });
        }
      }
    });
  }
});
