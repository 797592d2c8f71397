import { assign, fromPromise, setup } from 'xstate';
import { isOAuthProvider, oauthDestination, type OAuthProvider } from '../lib/oauth.ts';
import type { MessageKey } from '../messages/catalog.ts';

/** What the provider sent back, and what the console kept before leaving for it. */
export interface OAuthCallbackInput {
  provider: string;
  code: string | null;
  state: string | null;
  /** The provider's refusal (`error=access_denied` when the user cancels). */
  error: string | null;
  storedState: string | null;
  /** The console page the user left from (the sign-in page, a registration page, ...). */
  locationBeforeAuth: string | null;
}

export interface OAuthExchangeInput {
  provider: OAuthProvider;
  code: string;
  state: string;
  locationBeforeAuth: string;
  /** A visitor coming from the registration creates an account; others sign in. */
  register: boolean;
}

export interface OAuthSignedIn {
  token: string;
  rootDomain: string | null;
}

/** What the current user's landing needs: the page after any sign-in, and the SIP realm. */
export interface OAuthLanding {
  landing: string;
  hasSipRealm: boolean;
}

/** Why the callback failed: one of the spec's messages, or the server's refusal. */
export interface OAuthFailure {
  message: MessageKey | null;
  params?: Record<string, string>;
  error?: unknown;
}

export type OAuthCallbackOutput =
  | { ok: true; token: string; rootDomain: string | null; destination: string }
  | { ok: false; failure: OAuthFailure; registering: boolean };

interface OAuthCallbackContext extends OAuthCallbackInput {
  signedIn: OAuthSignedIn | null;
  destination: string | null;
  failure: OAuthFailure | null;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} actor not provided`));
const registering = (before: string | null) => Boolean(before?.startsWith('/register'));

/** The return from an outside provider (spec part 2, section 5): the provider must be github or
 *  google and the state the one stored before leaving; then the sign-in (or registration) call,
 *  the current user, and the page the user was on before. Side effects are the actors `exchange`
 *  and `resolveLanding`. */
export const oauthCallbackMachine = setup({
  types: {
    context: {} as OAuthCallbackContext,
    input: {} as OAuthCallbackInput,
    output: {} as OAuthCallbackOutput,
  },
  actors: {
    exchange: fromPromise<OAuthSignedIn, OAuthExchangeInput>(notProvided('exchange')),
    resolveLanding: fromPromise<OAuthLanding, OAuthSignedIn>(notProvided('resolveLanding')),
  },
}).createMachine({
  id: 'oauthCallback',
  context: ({ input }) => ({ ...input, signedIn: null, destination: null, failure: null }),
  initial: 'validating',
  output: ({ context }) =>
    context.signedIn && context.destination
      ? {
          ok: true,
          token: context.signedIn.token,
          rootDomain: context.signedIn.rootDomain,
          destination: context.destination,
        }
      : {
          ok: false,
          failure: context.failure ?? { message: null },
          registering: registering(context.locationBeforeAuth),
        },
  states: {
    validating: {
      always: [
        {
          guard: ({ context }) => !isOAuthProvider(context.provider),
          target: 'failed',
          actions: assign(({ context }) => ({
            failure: { message: 'oauth.invalidProvider', params: { provider: context.provider } },
          })),
        },
        {
          guard: ({ context }) => !context.state || context.state !== context.storedState,
          target: 'failed',
          actions: assign({ failure: { message: 'oauth.invalidState' } as OAuthFailure }),
        },
        {
          // The provider refused (or the user cancelled): nothing to exchange.
          guard: ({ context }) => Boolean(context.error) || !context.code,
          target: 'failed',
          actions: assign({ failure: { message: null } as OAuthFailure }),
        },
        { target: 'exchanging' },
      ],
    },
    exchanging: {
      invoke: {
        src: 'exchange',
        input: ({ context }) => ({
          provider: context.provider as OAuthProvider,
          code: context.code ?? '',
          state: context.state ?? '',
          locationBeforeAuth: context.locationBeforeAuth ?? '/',
          register: registering(context.locationBeforeAuth),
        }),
        onDone: {
          target: 'resolvingLanding',
          actions: assign(({ event }) => ({ signedIn: event.output })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: { message: null, error: event.error } })),
        },
      },
    },
    resolvingLanding: {
      invoke: {
        src: 'resolveLanding',
        input: ({ context }) => context.signedIn!,
        onDone: {
          target: 'signedIn',
          actions: assign(({ context, event }) => ({
            destination: oauthDestination(
              context.locationBeforeAuth,
              event.output.landing,
              event.output.hasSipRealm,
            ),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            signedIn: null,
            failure: { message: null, error: event.error },
          })),
        },
      },
    },
    signedIn: { type: 'final' },
    failed: { type: 'final' },
  },
});
