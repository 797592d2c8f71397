import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observed, expectKeys } from '../contract/observed.ts';
import { createSandbox } from '../sandbox.ts';
import { call, demoSids, login, startSandbox, type TestServer } from '../test-support.ts';
import {
  ANCHOR_ACCOUNTS,
  ANCHOR_APPLICATIONS,
  ANCHOR_CALLS,
  ANCHOR_PHONE_NUMBERS,
} from './anchor-seed.ts';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-anchor-'));
const file = join(dir, 'anchor.db');
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startSandbox({ db: file, seed: 'anchor' });
  // A platform admin (view-only) sees everything.
  admin = (await login(server, 'viewer')).token;
}, 120_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const list = async (path: string, token = admin): Promise<Record<string, unknown>[]> => {
  const res = await call(server, 'GET', path, { token });
  expect(res.status, path).toBe(200);
  return res.json as Record<string, unknown>[];
};

describe('the anchor seed', () => {
  it('answers the unpaged lists whole, at a real deployment’s size', async () => {
    expect(await list('/Accounts')).toHaveLength(ANCHOR_ACCOUNTS);
    expect(await list('/Applications')).toHaveLength(ANCHOR_APPLICATIONS);
    expect(await list('/PhoneNumbers')).toHaveLength(ANCHOR_PHONE_NUMBERS);
  });

  it('holds the calls, under both providers', async () => {
    const { acme, harbor } = demoSids(server);
    const totals = await Promise.all(
      [acme, harbor].map(async (sid) => {
        const res = await call(
          server,
          'GET',
          `/ServiceProviders/${sid}/RecentCalls?page=1&count=1`,
          {
            token: admin,
          },
        );
        return (res.json as { total: number }).total;
      }),
    );
    expect(totals[0]! + totals[1]!).toBe(ANCHOR_CALLS);
    expect(totals[0]!).toBeGreaterThan(totals[1]!);
  });

  it('spreads accounts and numbers as a real deployment does', async () => {
    const { acme } = demoSids(server);
    const accounts = await list('/Accounts');
    const underAcme = accounts.filter((a) => a.service_provider_sid === acme).length;
    expect(underAcme / accounts.length).toBeGreaterThan(0.8);
    expect(new Set(accounts.map((a) => a.name)).size).toBe(accounts.length);
    const perAccount = new Map<unknown, number>();
    for (const n of await list('/PhoneNumbers')) {
      perAccount.set(n.account_sid, (perAccount.get(n.account_sid) ?? 0) + 1);
    }
    expect(Math.max(...perAccount.values())).toBeGreaterThanOrEqual(500);
    expect(perAccount.size).toBeGreaterThan(500);
  });

  it('lists accounts in the real server’s full shape', async () => {
    for (const account of await list('/Accounts')) expectKeys(account, observed.account);
  });

  it('keeps the demo sign-ins', async () => {
    const sp = await login(server, 'sp-admin');
    expect(sp.scope).toBe('service_provider');
    expect(await list('/Accounts', sp.token)).toHaveLength(
      (await list('/Accounts')).filter((a) => a.service_provider_sid === sp.service_provider_sid)
        .length,
    );
    expect((await login(server, 'acct-admin')).scope).toBe('account');
  });

  it('leaves an already seeded database alone', async () => {
    const again = createSandbox({ db: file, seed: 'anchor' });
    try {
      expect(again.seeded).toBe(false);
      expect(again.db.prepare('SELECT COUNT(*) FROM accounts').pluck().get()).toBe(ANCHOR_ACCOUNTS);
    } finally {
      await again.close();
    }
  });
});
