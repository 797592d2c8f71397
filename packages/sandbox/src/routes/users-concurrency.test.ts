import { beforeEach, describe, expect, it } from 'vitest';
import { call, demoSandbox, demoSids, login, NO_SIDS, sidOf } from '../test-support.ts';

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
