import { createActor, fromPromise, toPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OAuthProvider } from '../lib/oauth.ts';
import {
  registrationMachine,
  type Registered,
  type RegistrationInput,
} from './registration.machine.ts';

const NEW_ACCOUNT: Registered = {
  token: 'tok-new',
  userSid: 'u-new',
  accountSid: 'a-new',
  rootDomain: 'voice.example',
};

interface Server {
  register?: (input: { email: string; password: string }) => Promise<Registered>;
  activate?: (code: string) => Promise<void>;
  taken?: string[];
  availabilityFails?: boolean;
  setRealm?: (domain: string) => Promise<void>;
  leave?: (provider: OAuthProvider) => Promise<void>;
}

function start(server: Server = {}, input: RegistrationInput = {}, delay = 0) {
  const calls = {
    register: [] as { email: string; password: string }[],
    activate: [] as { token: string; userSid: string; code: string }[],
    availability: [] as string[],
    realm: [] as { accountSid: string; domain: string }[],
    left: [] as OAuthProvider[],
  };
  const machine = registrationMachine.provide({
    delays: { availabilityDelay: delay },
    actors: {
      register: fromPromise(async ({ input }) => {
        calls.register.push(input);
        return server.register ? server.register(input) : NEW_ACCOUNT;
      }),
      activate: fromPromise(async ({ input }) => {
        calls.activate.push({
          token: input.registered.token,
          userSid: input.registered.userSid,
          code: input.code,
        });
        if (server.activate) await server.activate(input.code);
      }),
      checkAvailability: fromPromise(async ({ input }) => {
        calls.availability.push(input.domain);
        if (server.availabilityFails) throw new Error('Availability unreachable');
        return !(server.taken ?? []).includes(input.domain);
      }),
      setRealm: fromPromise(async ({ input }) => {
        calls.realm.push({ accountSid: input.registered.accountSid, domain: input.domain });
        if (server.setRealm) await server.setRealm(input.domain);
      }),
      leaveForProvider: fromPromise(async ({ input }) => {
        calls.left.push(input.provider);
        if (server.leave) await server.leave(input.provider);
      }),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
type State = Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0];

const settled = (actor: Actor, state: State) =>
  new Promise<void>((resolve) => {
    const check = () => actor.getSnapshot().matches(state) && resolve();
    actor.subscribe(check);
    check();
  });

async function toSubdomain(server: Server = {}, delay = 0) {
  const started = start(server, {}, delay);
  const { actor } = started;
  actor.send({ type: 'ACCEPT_TERMS', accepted: true });
  actor.send({ type: 'USE_EMAIL' });
  actor.send({ type: 'SUBMIT_EMAIL', email: ' new@example.com ', password: 'Good-pass-1' });
  await settled(actor, 'verify');
  actor.send({ type: 'SUBMIT_CODE', code: '123 456' });
  await settled(actor, 'subdomain');
  return started;
}

afterEach(() => vi.useRealTimers());

describe('registrationMachine', () => {
  it('registers by e-mail through the code and the subdomain to the account page', async () => {
    const { actor, calls } = await toSubdomain();
    actor.send({ type: 'TYPE_SUBDOMAIN', text: 'Acme' });
    await settled(actor, { subdomain: 'available' });
    actor.send({ type: 'COMPLETE' });
    const output = await toPromise(actor);
    expect(output).toEqual({
      kind: 'registered',
      token: 'tok-new',
      destination: '/internal/accounts/a-new/edit',
    });
    expect(calls.register).toEqual([{ email: 'new@example.com', password: 'Good-pass-1' }]);
    expect(calls.activate).toEqual([{ token: 'tok-new', userSid: 'u-new', code: '123456' }]);
    expect(calls.availability).toEqual(['acme.voice.example']);
    expect(calls.realm).toEqual([{ accountSid: 'a-new', domain: 'acme.voice.example' }]);
    // The password is not kept once the account exists.
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('offers nothing until the terms are accepted', () => {
    const { actor } = start();
    actor.send({ type: 'USE_EMAIL' });
    actor.send({ type: 'USE_PROVIDER', provider: 'github' });
    expect(actor.getSnapshot().value).toBe('terms');
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'ACCEPT_TERMS', accepted: false });
    actor.send({ type: 'USE_EMAIL' });
    expect(actor.getSnapshot().value).toBe('terms');
  });

  it('goes back from the e-mail form to the terms', () => {
    const { actor } = start();
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'USE_EMAIL' });
    expect(actor.getSnapshot().value).toBe('email');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('terms');
    expect(actor.getSnapshot().context.accepted).toBe(true);
  });

  it('leaves for an outside provider once the terms are accepted', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'USE_PROVIDER', provider: 'google' });
    expect(await toPromise(actor)).toEqual({ kind: 'leftForProvider', provider: 'google' });
    expect(calls.left).toEqual(['google']);
  });

  it('stays on the terms when the provider cannot be reached', async () => {
    const { actor } = start({ leave: () => Promise.reject(new Error('no client for github')) });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'USE_PROVIDER', provider: 'github' });
    await settled(actor, 'terms');
    const { context } = actor.getSnapshot();
    expect((context.failure as Error).message).toBe('no client for github');
    expect(context.provider).toBeNull();
  });

  it('returns to the e-mail form with the server refusal, without the password', async () => {
    const { actor } = start({
      register: () => Promise.reject(new Error('account already exists for this email')),
    });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'USE_EMAIL' });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'grace@hopper.example', password: 'Good-pass-1' });
    await settled(actor, 'email');
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure).toBeTruthy());
    const { context } = actor.getSnapshot();
    expect((context.failure as Error).message).toBe('account already exists for this email');
    expect(context.email).toBe('grace@hopper.example');
    expect(context.password).toBe('');
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'USE_EMAIL' });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com', password: 'Good-pass-1' });
    await settled(actor, 'verify');
    actor.send({ type: 'SUBMIT_CODE', code: '12345' });
    expect(actor.getSnapshot().value).toBe('verify');
    expect(actor.getSnapshot().context.problem).toBe('verify.codeInvalid');
    expect(calls.activate).toEqual([]);
  });

  it('stays on the code with the server refusal of a wrong code', async () => {
    const { actor } = start({
      activate: () => Promise.reject(new Error('invalid user or activation code')),
    });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'USE_EMAIL' });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com', password: 'Good-pass-1' });
    await settled(actor, 'verify');
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await settled(actor, 'activating');
    await settled(actor, 'verify');
    expect((actor.getSnapshot().context.failure as Error).message).toBe(
      'invalid user or activation code',
    );
  });

  it('does not ask about a subdomain that is too short or badly formed', async () => {
    const { actor, calls } = await toSubdomain();
    actor.send({ type: 'TYPE_SUBDOMAIN', text: 'ab' });
    expect(actor.getSnapshot().matches({ subdomain: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('subdomain.tooShort');
    actor.send({ type: 'TYPE_SUBDOMAIN', text: '-abc' });
    expect(actor.getSnapshot().context.problem).toBe('subdomain.format');
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().matches({ subdomain: 'invalid' })).toBe(true);
    expect(calls.availability).toEqual([]);
  });

  it('asks once, 500 ms after the typing stops', async () => {
    vi.useFakeTimers();
    const { actor, calls } = await toSubdomain({}, 500);
    actor.send({ type: 'TYPE_SUBDOMAIN', text: 'acm' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'TYPE_SUBDOMAIN', text: 'acme' });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.availability).toEqual([]);
    expect(actor.getSnapshot().matches({ subdomain: 'typing' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ subdomain: 'available' })).toBe(true),
    );
    expect(calls.availability).toEqual(['acme.voice.example']);
  });

  it('cannot complete with a taken subdomain, or when the check fails', async () => {
    const { actor, calls } = await toSubdomain({ taken: ['grace.voice.example'] });
    actor.send({ type: 'TYPE_SUBDOMAIN', text: 'grace' });
    await settled(actor, { subdomain: 'taken' });
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().matches({ subdomain: 'taken' })).toBe(true);
    expect(calls.realm).toEqual([]);

    const failing = await toSubdomain({ availabilityFails: true });
    failing.actor.send({ type: 'TYPE_SUBDOMAIN', text: 'fresh' });
    await settled(failing.actor, { subdomain: 'checking' });
    await settled(failing.actor, { subdomain: 'invalid' });
    expect((failing.actor.getSnapshot().context.failure as Error).message).toBe(
      'Availability unreachable',
    );
  });

  it('stays on the subdomain with the refusal when the realm cannot be set', async () => {
    const { actor } = await toSubdomain({
      setRealm: (domain) => Promise.reject(new Error(`Duplicate entry '${domain}'`)),
    });
    actor.send({ type: 'TYPE_SUBDOMAIN', text: 'racy' });
    await settled(actor, { subdomain: 'available' });
    actor.send({ type: 'COMPLETE' });
    await settled(actor, { subdomain: 'saving' });
    await settled(actor, { subdomain: 'available' });
    expect((actor.getSnapshot().context.failure as Error).message).toBe(
      "Duplicate entry 'racy.voice.example'",
    );
  });

  it('continues with the subdomain for an account that already exists', async () => {
    const { actor, calls } = start({}, { resume: { ...NEW_ACCOUNT, token: 'tok-oauth' } });
    expect(actor.getSnapshot().matches({ subdomain: 'invalid' })).toBe(true);
    actor.send({ type: 'TYPE_SUBDOMAIN', text: 'octo' });
    await settled(actor, { subdomain: 'available' });
    actor.send({ type: 'COMPLETE' });
    expect(await toPromise(actor)).toMatchObject({ kind: 'registered', token: 'tok-oauth' });
    expect(calls.register).toEqual([]);
  });
});
