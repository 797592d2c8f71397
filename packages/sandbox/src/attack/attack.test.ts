import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startSandbox, type TestServer } from '../test-support.ts';
import { attack, attackCases, sample, seededRandom, type Finding } from './sweep.ts';
import { routesOf } from './routes.ts';

/**
 * The standing attack suite: every route of the API with hostile ids, bodies and tokens; no
 * answer may be a 5xx, none may take over 5 s, the sandbox keeps running and the demo data is
 * intact afterwards. CI runs a fixed sample (ATTACK_SEED picks another); `npm run test:attack`
 * runs every case (ATTACK=full).
 */
const FULL = process.env.ATTACK === 'full';
const SEED = Number(process.env.ATTACK_SEED ?? 20261125);
const CI_SAMPLE = 600;
const TABLES = [
  'service_providers',
  'accounts',
  'applications',
  'users',
  'voip_carriers',
  'sip_gateways',
  'phone_numbers',
  'speech_credentials',
  'clients',
  'lcr',
];

let server: TestServer;
const tokens: Record<string, string | null> = {};
let before: Record<string, unknown[]>;

function snapshot(): Record<string, unknown[]> {
  return Object.fromEntries(
    TABLES.map((table) => [table, server.sandbox.db.prepare(`SELECT * FROM ${table}`).all()]),
  );
}

beforeAll(async () => {
  server = await startSandbox({ calls: 50 });
  for (const [name, user] of Object.entries({
    admin: 'ops-lead',
    provider: 'sp-admin',
    account: 'acct-admin',
    viewOnly: 'viewer',
  })) {
    tokens[name] = (await login(server, user, 'Demo-pass-1')).token;
  }
  tokens.none = null;
  // The account user's token with its scope raised, its signature left as it was.
  const [head, payload, signature] = (tokens.account ?? '').split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
  const raised = Buffer.from(JSON.stringify({ ...claims, scope: 'admin' })).toString('base64url');
  tokens.forged = `${head}.${raised}.${signature}`;
  tokens.unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${raised}.`;
  tokens.otherKey = await new SignJWT({ ...claims, scope: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-sandbox-secret'));
  // A session of one second, then the clock moved past it: an expired token.
  await call(server, 'PUT', '/_sandbox/settings', { base: '', body: { token_ttl_seconds: 1 } });
  tokens.expired = (await login(server, 'sp-admin', 'Demo-pass-1')).token;
  await call(server, 'PUT', '/_sandbox/settings', { base: '', body: { token_ttl_seconds: 3600 } });
  server.clock.advance(5000);
  before = snapshot();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function run(findings: Finding[], cases: Parameters<typeof attack>[2][]) {
  // A few at a time, as a busy client would send them.
  for (let i = 0; i < cases.length; i += 8) {
    const answers = await Promise.all(cases.slice(i, i + 8).map((c) => attack(server, tokens, c)));
    findings.push(...answers.filter((answer): answer is Finding => answer !== null));
  }
}

describe(`attack suite (${FULL ? 'full' : `sample of ${CI_SAMPLE}`}, seed ${SEED})`, () => {
  it('no route answers a hostile request with a 5xx or hangs', async () => {
    // Signing out would end the sessions the rest of the sweep attacks with.
    const routes = routesOf(server.sandbox.app).filter((route) => route.path !== '/logout');
    expect(routes.length).toBeGreaterThan(100);
    const principals = Object.keys(tokens);
    const all = attackCases(routes, principals, ['admin', 'account']);
    const cases = FULL ? all : sample(all, CI_SAMPLE, seededRandom(SEED));
    const findings: Finding[] = [];
    await run(findings, cases);
    expect(findings.slice(0, 20), `${findings.length} of ${cases.length} failed`).toEqual([]);
  }, 600_000);

  it('attacks with a token the sandbox refuses as expired', async () => {
    expect((await call(server, 'GET', '/Users/me', { token: tokens.expired ?? '' })).status).toBe(
      401,
    );
  });

  it('keeps running and leaves the demo data as it was', async () => {
    // The sweep ran signed in: every session it attacked with is still valid.
    for (const name of ['admin', 'provider', 'account', 'viewOnly']) {
      const me = await call(server, 'GET', '/Users/me', { token: tokens[name] ?? '' });
      expect(me.status, `${name} still signed in`).toBe(200);
    }
    expect(
      (
        await call(server, 'POST', '/login', {
          body: { username: 'sp-admin', password: 'Demo-pass-1' },
        })
      ).status,
    ).toBe(200);
    expect(server.sandbox.db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    const after = snapshot();
    for (const table of TABLES) {
      const kept = new Set(after[table]!.map((row) => JSON.stringify(row)));
      const changed = before[table]!.filter((row) => !kept.has(JSON.stringify(row)));
      expect(changed, `${table}: rows changed or gone`).toEqual([]);
    }
  });
});
