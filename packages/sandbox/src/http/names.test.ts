import { beforeAll, describe, expect, it } from 'vitest';
import { call, demoSandbox, login, sidOf } from '../test-support.ts';

/**
 * Names people read and tell apart refuse the characters that hide or reorder text; user names
 * lose surrounding whitespace (so `sp-admin ` is `sp-admin`, taken); webhook URLs refuse raw
 * CR, LF and TAB; dates are calendar dates and ms_teams_fqdn a host name.
 */
const demo = demoSandbox({ resetEachTest: false });
let sales = '';
let acme = '';
let harbor = '';
beforeAll(() => {
  harbor = sidOf(demo.server, 'service_providers', 'Blue Harbor Telecom');
  sales = sidOf(demo.server, 'accounts', 'Acme Sales');
  acme = sidOf(demo.server, 'service_providers', 'Acme Voice');
});

const hook = { url: 'https://example.com/hook', method: 'POST' };
let serial = 0;

/** Each route that names something: the path, and a valid body around the name given. */
const NAMED: Record<string, [key: string, path: () => string, body: (name: string) => object]> = {
  user: [
    'name',
    () => '/Users',
    (name) => ({
      name,
      email: `n${++serial}@example.org`,
      initial_password: 'Fresh-pass-1',
      account_sid: sales,
    }),
  ],
  'service provider': ['name', () => '/ServiceProviders', (name) => ({ name })],
  account: ['name', () => '/Accounts', (name) => ({ name, service_provider_sid: acme })],
  application: [
    'name',
    () => '/Applications',
    (name) => ({ name, account_sid: sales, call_hook: hook, call_status_hook: hook }),
  ],
  carrier: ['name', () => '/VoipCarriers', (name) => ({ name, service_provider_sid: acme })],
  'outbound call routing table': [
    'name',
    () => '/Lcrs',
    (name) => ({ name, service_provider_sid: harbor }),
  ],
  'SIP client': [
    'username',
    () => '/Clients',
    (name) => ({ username: name, password: 'Pass-word-1', account_sid: sales }),
  ],
  'speech credential': [
    'label',
    () => `/ServiceProviders/${acme}/SpeechCredentials`,
    (name) => ({ vendor: 'deepgram', api_key: 'dg-key', label: name }),
  ],
};

const BAD_CHARACTERS: [string, string][] = [
  ['NUL', '\u0000'],
  ['CR', '\r'],
  ['LF', '\n'],
  ['TAB', '\t'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['a bidi override (U+202E)', '\u202e'],
  ['a bidi embedding (U+202A)', '\u202a'],
  ['a bidi isolate (U+2066)', '\u2066'],
  ['a bidi isolate end (U+2069)', '\u2069'],
  ['a zero-width space (U+200B)', '\u200b'],
  ['a zero-width joiner (U+200D)', '\u200d'],
  ['a byte order mark (U+FEFF)', '\ufeff'],
];

const post = (path: string, body: object) =>
  call(demo.server, 'POST', path, { token: demo.tokens.admin, body });

describe('names', () => {
  for (const [what, [key, path, body]] of Object.entries(NAMED)) {
    it.each(BAD_CHARACTERS)(`a ${what}'s ${key} with %s is 400`, async (_name, character) => {
      const res = await post(path(), body(`look${character}alike`));
      expect([res.status, res.json]).toEqual([
        400,
        { msg: `${key} must not contain control, bidirectional or zero-width characters` },
      ]);
    });

    it(`a ${what}'s ${key} in other scripts and with inner spaces is fine`, async () => {
      const res = await post(path(), body(`Ünïcode näme ${++serial} 電話`));
      expect(res.status, res.text).toBe(201);
    });
  }

  it('refuses the characters in a rename too', async () => {
    const app = sidOf(demo.server, 'applications', 'Voicemail');
    const res = await call(demo.server, 'PUT', `/Applications/${app}`, {
      token: demo.tokens.admin,
      body: { name: 'Voice\u202email' },
    });
    expect(res.status).toBe(400);
  });
});

describe('user names', () => {
  it('lose surrounding whitespace, so a look-alike of a taken name is taken', async () => {
    for (const name of ['sp-admin ', ' sp-admin', '\u00a0sp-admin', 'sp-admin\u3000']) {
      const res = await post('/Users', {
        name,
        email: `n${++serial}@example.org`,
        initial_password: 'Fresh-pass-1',
      });
      expect([res.status, res.json], JSON.stringify(name)).toEqual([
        422,
        { msg: 'invalid username or email' },
      ]);
    }
  });

  it('are stored trimmed, and sign in as such', async () => {
    const res = await post('/Users', {
      name: '  trimmed-user  ',
      email: 'trimmed@example.org',
      initial_password: 'Fresh-pass-1',
      account_sid: sales,
    });
    expect(res.status).toBe(201);
    expect((await login(demo.server, 'trimmed-user', 'Fresh-pass-1')).account_sid).toBe(sales);
  });

  it('refuse e-mail addresses with hidden characters', async () => {
    const res = await post('/Users', {
      name: `mail-${++serial}`,
      email: 'sp-admin\u200b@example.com',
      initial_password: 'Fresh-pass-1',
    });
    expect([res.status, res.json]).toEqual([400, { msg: 'email is not a valid e-mail address' }]);
  });
});

describe('webhook URLs', () => {
  it.each([
    ['CR LF', 'https://example.com/hook\r\nX-Injected: 1'],
    ['LF', 'https://exam\nple.com/hook'],
    ['TAB', 'https://example.com/ho\tok'],
    ['NUL', 'https://example.com/hook\u0000'],
  ])('refuse a raw %s', async (_name, url) => {
    const res = await post('/Applications', {
      name: `hooked ${++serial}`,
      account_sid: sales,
      call_hook: { url, method: 'POST' },
      call_status_hook: hook,
    });
    expect([res.status, res.json]).toEqual([
      400,
      { msg: 'call_hook.url must not contain control characters (CR, LF, TAB, ...)' },
    ]);
  });

  it('refuse one in an account hook and in /AppEnv', async () => {
    const res = await call(demo.server, 'PUT', `/Accounts/${sales}`, {
      token: demo.tokens.admin,
      body: { registration_hook: { url: 'https://example.com/r\r\negister' } },
    });
    expect(res.status).toBe(400);
    const env = await call(
      demo.server,
      'GET',
      `/AppEnv?url=${encodeURIComponent('http://127.0.0.1/\r\nx')}`,
      { token: demo.tokens.admin },
    );
    expect([env.status, env.json]).toEqual([
      400,
      { msg: 'url must not contain control characters (CR, LF, TAB, ...)' },
    ]);
  });

  it('refuse a line break in basic-auth credentials', async () => {
    const res = await post('/Applications', {
      name: `auth ${++serial}`,
      account_sid: sales,
      call_hook: { ...hook, username: 'u\r\nX: 1', password: 'p' },
      call_status_hook: hook,
    });
    expect(res.status).toBe(400);
  });
});

describe('dates and host names', () => {
  const putAccount = (body: object) =>
    call(demo.server, 'PUT', `/Accounts/${sales}`, { token: demo.tokens.admin, body });

  it.each(['2030-02-30', '2030-13-01', '2030-00-10', '2031-02-29', '2030-01-01T25:00:00Z'])(
    'trial_end_date %s is 400',
    async (date) => {
      const res = await putAccount({ trial_end_date: date });
      expect([res.status, res.json]).toEqual([
        400,
        { msg: 'trial_end_date must be a date (YYYY-MM-DD)' },
      ]);
    },
  );

  it.each(['2032-02-29', '2030-12-31', '2030-01-01 10:00:00', '2030-01-01T23:59:59.000Z'])(
    'trial_end_date %s is taken',
    async (date) => {
      expect((await putAccount({ trial_end_date: date })).status).toBe(204);
    },
  );

  it.each([
    'teams acme.example',
    'teams.acme.example\r\n',
    '-teams.example',
    'a..b',
    'http://x.example',
  ])('ms_teams_fqdn %j is 400', async (fqdn) => {
    const res = await call(demo.server, 'PUT', `/ServiceProviders/${acme}`, {
      token: demo.tokens.admin,
      body: { name: 'Acme Voice', ms_teams_fqdn: fqdn },
    });
    expect([res.status, res.json]).toEqual([
      400,
      { msg: 'ms_teams_fqdn must be a domain name such as sip.example.com' },
    ]);
  });

  it('ms_teams_fqdn as a host name is taken', async () => {
    const res = await call(demo.server, 'PUT', `/ServiceProviders/${acme}`, {
      token: demo.tokens.admin,
      body: { name: 'Acme Voice', ms_teams_fqdn: 'teams2.acme-voice.example' },
    });
    expect(res.status).toBe(204);
  });
});
