import { assign, fromPromise, setup } from 'xstate';
import type { LoginResponse } from '../api/types.ts';

export interface Credentials {
  username: string;
  password: string;
}

export interface PasswordChange {
  token: string;
  userSid: string;
  oldPassword: string;
  newPassword: string;
}

interface SignInContext {
  username: string;
  password: string;
  newPassword: string;
  token: string | null;
  userSid: string | null;
  destination: string | null;
  failure: unknown;
}

export type SignInEvent =
  | { type: 'SUBMIT'; username: string; password: string }
  | { type: 'CHANGE_PASSWORD'; newPassword: string }
  | { type: 'CANCEL' };

export interface SignInOutput {
  token: string;
  destination: string;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} actor not provided`));

/** Sign-in, with the forced password change of a first sign-in. The old password and the token of
 *  a forced change stay in this machine only: the session starts after the new password is set.
 *  Side effects are actors the caller provides: `login`, `changePassword` and `resolveDestination`
 *  (where the user lands; in hosted mode it reads the current user). */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as SignInOutput,
  },
  actors: {
    login: fromPromise<LoginResponse, Credentials>(notProvided('login')),
    changePassword: fromPromise<void, PasswordChange>(notProvided('changePassword')),
    resolveDestination: fromPromise<string, { token: string }>(notProvided('resolveDestination')),
  },
}).createMachine({
  id: 'signIn',
  initial: 'editing',
  context: {
    username: '',
    password: '',
    newPassword: '',
    token: null,
    userSid: null,
    destination: null,
    failure: null,
  },
  output: ({ context }) => ({
    token: context.token ?? '',
    destination: context.destination ?? '/',
  }),
  states: {
    editing: {
      on: {
        SUBMIT: {
          target: 'authenticating',
          actions: assign(({ event }) => ({
            username: event.username,
            password: event.password,
            failure: null,
          })),
        },
      },
    },
    authenticating: {
      invoke: {
        src: 'login',
        input: ({ context }) => ({ username: context.username, password: context.password }),
        onDone: [
          {
            guard: ({ event }) => event.output.force_change === true,
            target: 'mustChangePassword',
            actions: assign(({ event }) => ({
              token: event.output.token,
              userSid: event.output.user_sid,
            })),
          },
          {
            target: 'resolvingDestination',
            actions: assign(({ event }) => ({ token: event.output.token, password: '' })),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: event.error, password: '' })),
        },
      },
    },
    mustChangePassword: {
      on: {
        CHANGE_PASSWORD: {
          target: 'changingPassword',
          actions: assign(({ event }) => ({ newPassword: event.newPassword, failure: null })),
        },
        CANCEL: {
          target: 'editing',
          actions: assign({ password: '', newPassword: '', token: null, userSid: null }),
        },
      },
    },
    changingPassword: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({
          token: context.token ?? '',
          userSid: context.userSid ?? '',
          oldPassword: context.password,
          newPassword: context.newPassword,
        }),
        onDone: 'reauthenticating',
        onError: {
          target: 'mustChangePassword',
          actions: assign(({ event }) => ({ failure: event.error, newPassword: '' })),
        },
      },
    },
    // A fresh sign-in with the new password gives a token without the forced-change restrictions.
    reauthenticating: {
      invoke: {
        src: 'login',
        input: ({ context }) => ({ username: context.username, password: context.newPassword }),
        onDone: {
          target: 'resolvingDestination',
          actions: assign(({ event }) => ({
            token: event.output.token,
            password: '',
            newPassword: '',
          })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            failure: event.error,
            password: '',
            newPassword: '',
            token: null,
          })),
        },
      },
    },
    resolvingDestination: {
      invoke: {
        src: 'resolveDestination',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: assign(({ event }) => ({ destination: event.output })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: event.error, token: null })),
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
