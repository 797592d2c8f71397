import { beforeEach, describe, expect, it } from 'vitest';
import { call, demoSandbox, demoSids, login, NO_SIDS, sidOf } from '../../test-support.ts';

const demo = demoSandbox();
let { sales, support } = NO_SIDS;
beforeEach(() => ({ sales, support } = demoSids(demo.server)));

const put = (target: string, body: unknown) =>
  call(demo.server, 'PUT', `/Users/${target}`, { token: demo.tokens.admin, body });

interface UserDetail {
  name: string;
  email: string;
  account_sid: string | null;
}
const detail = async (sid: string) =>
  (await call(demo.server, 'GET', `/Users/${sid}`, { token: demo.tokens.admin }))
    .json as UserDetail;

/** The password write starts first (it hashes); the other edit lands while it does. */
async function passwordWhile(sid: string, other: Record<string, unknown>): Promise<void> {
  const password = put(sid, { initial_password: 'Concurrent-pass-1' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const edit = put(sid, other);
  const [a, b] = await Promise.all([password, edit]);
  expect([a.status, b.status]).toEqual([204, 204]);
}

describe('PUT /Users/{sid} under concurrency', () => {
  it.each([
    ['email', { email: 'moved@example.org' }],
    ['name', { name: 'renamed-agent' }],
  ])('keeps a change of %s made while the password is being set', async (_field, other) => {
    const sid = sidOf(demo.server, 'users', 'sales-agent');
    await passwordWhile(sid, other);
    expect(await detail(sid)).toMatchObject(other);
    // And the password was set too.
    const name = (other as { name?: string }).name ?? 'sales-agent';
    expect((await login(demo.server, name, 'Concurrent-pass-1')).user_sid).toBe(sid);
  });

  it('keeps a move to another account made while the password is being set', async () => {
    const sid = sidOf(demo.server, 'users', 'sales-agent');
    expect((await detail(sid)).account_sid).toBe(sales);
    await passwordWhile(sid, { account_sid: support, name: 'moved-agent' });
    expect((await detail(sid)).account_sid).toBe(support);
  });

  it('keeps an edit made while the user changes its own password', async () => {
    const sid = sidOf(demo.server, 'users', 'sales-agent');
    const token = (await login(demo.server, 'sales-agent', 'Demo-pass-1')).token;
    const own = call(demo.server, 'PUT', `/Users/${sid}`, {
      token,
      body: { old_password: 'Demo-pass-1', new_password: 'Own-pass-22!', name: 'agent-own' },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const admin = put(sid, { email: 'admin-set@example.org' });
    const [a, b] = await Promise.all([own, admin]);
    expect([a.status, b.status]).toEqual([204, 204]);
    expect(await detail(sid)).toMatchObject({
      name: 'agent-own',
      email: 'admin-set@example.org',
    });
  });
});

describe('POST /Users under concurrency', () => {
  const create = (name: string, email: string) =>
    call(demo.server, 'POST', '/Users', {
      token: demo.tokens.admin,
      body: { name, email, initial_password: 'Fresh-pass-1', account_sid: sales },
    });
  const count = (where: string, value: string) =>
    demo.server.sandbox.db
      .prepare(`SELECT COUNT(*) FROM users WHERE ${where} = ? COLLATE NOCASE`)
      .pluck()
      .get(value);

  it('creates one of 20 simultaneous users of one name; the others are 422', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create('racer', `racer${i}@example.org`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(422)]);
    for (const a of answers.filter((x) => x.status === 422)) {
      expect(a.json).toEqual({ msg: 'invalid username or email' });
    }
    expect(count('name', 'racer')).toBe(1);
  });

  it('creates one of 20 simultaneous users of one e-mail address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(`mailer-${i}`, i % 2 ? 'same@example.org' : 'SAME@example.org'),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(19);
    expect(count('email', 'same@example.org')).toBe(1);
  });

  it('creates one of simultaneous users whose names differ only in case', async () => {
    const answers = await Promise.all(
      ['Casey', 'casey', 'CASEY', 'cAsEy'].map((name, i) => create(name, `casey${i}@example.org`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422]);
    expect(count('name', 'casey')).toBe(1);
  });

  it('refuses a rename onto another user in another case, also concurrently', async () => {
    const agent = sidOf(demo.server, 'users', 'sales-agent');
    const intern = sidOf(demo.server, 'users', 'sales-intern');
    const [a, b] = await Promise.all([
      put(agent, { name: 'Twin', initial_password: 'Twin-pass-11!' }),
      put(intern, { name: 'twin', initial_password: 'Twin-pass-11!' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 422]);
    expect(count('name', 'twin')).toBe(1);
  });
});

describe('the users table', () => {
  it('refuses, by its unique indexes, a second user of one name or e-mail in another case', () => {
    const { db } = demo.server.sandbox;
    const insert = (name: string, email: string) =>
      db
        .prepare(
          'INSERT INTO users (user_sid, name, email) VALUES (lower(hex(randomblob(16))), ?, ?)',
        )
        .run(name, email);
    expect(() => insert('SP-ADMIN', 'unique@example.org')).toThrow(/UNIQUE/);
    expect(() => insert('unique-name', 'SP-Admin@Example.com')).toThrow(/UNIQUE/);
  });
});
