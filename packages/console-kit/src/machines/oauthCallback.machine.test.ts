import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  oauthCallbackMachine,
  type OAuthCallbackInput,
  type OAuthExchangeInput,
  type OAuthLanding,
  type OAuthSignedIn,
} from './oauthCallback.machine.ts';

const BACK_FROM_GITHUB: OAuthCallbackInput = {
  provider: 'github',
  code: 'c0de',
  state: 's1',
  error: null,
  storedState: 's1',
  locationBeforeAuth: '/',
};

function run(
  input: Partial<OAuthCallbackInput>,
  server: {
    exchange?: (input: OAuthExchangeInput) => Promise<OAuthSignedIn>;
    landing?: (signedIn: OAuthSignedIn) => Promise<OAuthLanding>;
  } = {},
) {
  const exchanges: OAuthExchangeInput[] = [];
  const lookups: OAuthSignedIn[] = [];
  const actor = createActor(
    oauthCallbackMachine.provide({
      actors: {
        exchange: fromPromise(async ({ input }) => {
          exchanges.push(input);
          return server.exchange
            ? server.exchange(input)
            : { token: 'tok-oauth', rootDomain: 'voice.example' };
        }),
        resolveLanding: fromPromise(async ({ input }) => {
          lookups.push(input);
          return server.landing
            ? server.landing(input)
            : { landing: '/internal/applications', hasSipRealm: true };
        }),
      },
    }),
    { input: { ...BACK_FROM_GITHUB, ...input } },
  );
  actor.start();
  return { output: toPromise(actor), exchanges, lookups };
}

describe('oauthCallbackMachine', () => {
  it('signs in, reads the current user and lands as after any sign-in', async () => {
    const { output, exchanges, lookups } = run({});
    expect(await output).toEqual({
      ok: true,
      token: 'tok-oauth',
      rootDomain: 'voice.example',
      destination: '/internal/applications',
    });
    expect(exchanges).toEqual([
      { provider: 'github', code: 'c0de', state: 's1', locationBeforeAuth: '/', register: false },
    ]);
    expect(lookups).toEqual([{ token: 'tok-oauth', rootDomain: 'voice.example' }]);
  });

  it('returns to the console page the user was on before', async () => {
    const { output } = run({ locationBeforeAuth: '/internal/alerts' });
    expect(await output).toMatchObject({ ok: true, destination: '/internal/alerts' });
  });

  it('registers a visitor who came from the registration, then asks for a subdomain', async () => {
    const { output, exchanges } = run(
      { provider: 'google', locationBeforeAuth: '/register' },
      { landing: async () => ({ landing: '/internal/accounts/a1/edit', hasSipRealm: false }) },
    );
    expect(await output).toMatchObject({ ok: true, destination: '/register/choose-a-subdomain' });
    expect(exchanges[0]).toMatchObject({ provider: 'google', register: true });
  });

  it('refuses a provider that is neither github nor google, without a call', async () => {
    const { output, exchanges } = run({ provider: 'gitlab' });
    expect(await output).toEqual({
      ok: false,
      failure: { message: 'oauth.invalidProvider', params: { provider: 'gitlab' } },
      registering: false,
    });
    expect(exchanges).toEqual([]);
  });

  it('refuses a state other than the stored one, or none stored', async () => {
    for (const input of [{ state: 'forged' }, { storedState: null }, { state: null }]) {
      const { output, exchanges } = run({ ...input, locationBeforeAuth: '/register' });
      expect(await output).toEqual({
        ok: false,
        failure: { message: 'oauth.invalidState' },
        registering: true,
      });
      expect(exchanges).toEqual([]);
    }
  });

  it('fails without a call when the provider refused or sent no code', async () => {
    for (const input of [{ error: 'access_denied', code: null }, { code: null }]) {
      const { output, exchanges } = run(input);
      expect(await output).toMatchObject({ ok: false, failure: { message: null } });
      expect(exchanges).toEqual([]);
    }
  });

  it('fails with the server refusal of the sign-in', async () => {
    const refusal = new Error('registering a new account not allowed from the sign-in page');
    const { output, lookups } = run({}, { exchange: () => Promise.reject(refusal) });
    expect(await output).toEqual({
      ok: false,
      failure: { message: null, error: refusal },
      registering: false,
    });
    expect(lookups).toEqual([]);
  });

  it('fails when the current user cannot be read', async () => {
    const refusal = new Error('Users/me failed');
    const { output } = run({}, { landing: () => Promise.reject(refusal) });
    expect(await output).toMatchObject({ ok: false, failure: { error: refusal } });
  });
});
