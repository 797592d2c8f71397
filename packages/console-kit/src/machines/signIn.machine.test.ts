import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../api/types.ts';
import { signInMachine, type Credentials, type PasswordChange } from './signIn.machine.ts';

function loginAs(responses: Record<string, Partial<LoginResponse>>) {
  const calls: Credentials[] = [];
  const actor = fromPromise<LoginResponse, Credentials>(async ({ input }) => {
    calls.push(input);
    const found = responses[`${input.username}/${input.password}`];
    if (!found) throw new Error('Forbidden');
    return { token: 't', user_sid: 'u1', scope: 'admin', force_change: false, ...found };
  });
  return { actor, calls };
}

function start(
  login: ReturnType<typeof loginAs>['actor'],
  change: (input: PasswordChange) => Promise<void> = async () => {},
) {
  const changes: PasswordChange[] = [];
  const actor = createActor(
    signInMachine.provide({
      actors: {
        login,
        changePassword: fromPromise<void, PasswordChange>(async ({ input }) => {
          changes.push(input);
          await change(input);
        }),
        resolveDestination: fromPromise<string, { token: string }>(
          async ({ input }) => `/landing-for/${input.token}`,
        ),
      },
    }),
  );
  actor.start();
  return { actor, changes };
}

type State = Parameters<ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>['matches']>[0];

const settled = (actor: ReturnType<typeof start>['actor'], state: State) =>
  new Promise<void>((resolve) => {
    const check = () => actor.getSnapshot().matches(state) && resolve();
    actor.subscribe(check);
    check();
  });

describe('signInMachine', () => {
  it('signs a user in and ends with the token and the landing page', async () => {
    const { actor: login } = loginAs({ 'sp/pw': { token: 'tok-sp' } });
    const { actor } = start(login);
    actor.send({ type: 'SUBMIT', username: 'sp', password: 'pw' });
    const output = await toPromise(actor);
    expect(output).toEqual({ token: 'tok-sp', destination: '/landing-for/tok-sp' });
  });

  it('goes back to editing with the failure, and forgets the password', async () => {
    const { actor: login } = loginAs({});
    const { actor } = start(login);
    actor.send({ type: 'SUBMIT', username: 'sp', password: 'wrong' });
    await settled(actor, 'editing');
    const { context } = actor.getSnapshot();
    expect((context.failure as Error).message).toBe('Forbidden');
    expect(context.password).toBe('');
    expect(context.username).toBe('sp');
  });

  it('forces a password change, then signs in again with the new password', async () => {
    const { actor: login, calls } = loginAs({
      'admin/admin': { token: 'tok-forced', user_sid: 'u-admin', force_change: true },
      'admin/N3w-password': { token: 'tok-fresh', user_sid: 'u-admin' },
    });
    const { actor, changes } = start(login);
    actor.send({ type: 'SUBMIT', username: 'admin', password: 'admin' });
    await settled(actor, 'mustChangePassword');
    actor.send({ type: 'CHANGE_PASSWORD', newPassword: 'N3w-password' });
    const output = await toPromise(actor);
    expect(changes).toEqual([
      {
        token: 'tok-forced',
        userSid: 'u-admin',
        oldPassword: 'admin',
        newPassword: 'N3w-password',
      },
    ]);
    expect(calls.map((c) => c.password)).toEqual(['admin', 'N3w-password']);
    expect(output).toEqual({ token: 'tok-fresh', destination: '/landing-for/tok-fresh' });
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('stays on the forced change when the server refuses the new password', async () => {
    const { actor: login } = loginAs({ 'admin/admin': { force_change: true } });
    const { actor } = start(login, async () => {
      throw new Error('password must contain at least one digit');
    });
    actor.send({ type: 'SUBMIT', username: 'admin', password: 'admin' });
    await settled(actor, 'mustChangePassword');
    actor.send({ type: 'CHANGE_PASSWORD', newPassword: 'nodigits!' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await settled(actor, 'mustChangePassword');
    const { context } = actor.getSnapshot();
    expect((context.failure as Error).message).toMatch(/digit/);
    expect(context.password).toBe('admin');
  });

  it('can leave the forced change, dropping its token', async () => {
    const { actor: login } = loginAs({ 'admin/admin': { force_change: true, token: 'x' } });
    const { actor } = start(login);
    actor.send({ type: 'SUBMIT', username: 'admin', password: 'admin' });
    await settled(actor, 'mustChangePassword');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});
