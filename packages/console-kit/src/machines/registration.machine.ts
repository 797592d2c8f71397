import { assign, fromPromise, setup } from 'xstate';
import { isActivationCode, normalizeActivationCode } from '../lib/activationCode.ts';
import type { OAuthProvider } from '../lib/oauth.ts';
import {
  AVAILABILITY_DELAY_MS,
  fullDomain,
  normalizeSubdomain,
  subdomainProblem,
} from '../lib/subdomain.ts';
import type { MessageKey } from '../messages/catalog.ts';

/** A new account, as the registration call answers it. */
export interface Registered {
  token: string;
  userSid: string;
  accountSid: string;
  rootDomain: string;
}

export interface RegistrationInput {
  /** A registration that already has its account (an outside provider's, or a reload): it
   *  continues with the subdomain. */
  resume?: Registered;
}

interface RegistrationContext {
  accepted: boolean;
  /** The outside provider chosen to sign up with. */
  provider: OAuthProvider | null;
  email: string;
  password: string;
  code: string;
  registered: Registered | null;
  subdomain: string;
  /** Why the typed subdomain cannot be used, before asking the server. */
  problem: MessageKey | null;
  failure: unknown;
}

export type RegistrationEvent =
  | { type: 'ACCEPT_TERMS'; accepted: boolean }
  | { type: 'USE_EMAIL' }
  | { type: 'USE_PROVIDER'; provider: OAuthProvider }
  | { type: 'SUBMIT_EMAIL'; email: string; password: string }
  | { type: 'BACK' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'TYPE_SUBDOMAIN'; text: string }
  | { type: 'COMPLETE' };

export type RegistrationOutput =
  | { kind: 'registered'; token: string; destination: string }
  | { kind: 'leftForProvider'; provider: OAuthProvider };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} actor not provided`));

/** The hosted registration (spec part 2, section 2): the terms, e-mail and password, the e-mailed
 *  code, then a subdomain checked 500 ms after typing stops, and the account page. The token of
 *  the new account stays here until the end: the session starts with a SIP realm in place.
 *  Side effects are actors the caller provides: `register` (which makes and sends the activation
 *  code), `activate`, `checkAvailability`, `setRealm` and `leaveForProvider`. */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
  },
  actors: {
    register: fromPromise<Registered, { email: string; password: string }>(notProvided('register')),
    activate: fromPromise<void, { registered: Registered; code: string }>(notProvided('activate')),
    checkAvailability: fromPromise<boolean, { registered: Registered; domain: string }>(
      notProvided('checkAvailability'),
    ),
    setRealm: fromPromise<void, { registered: Registered; domain: string }>(
      notProvided('setRealm'),
    ),
    leaveForProvider: fromPromise<void, { provider: OAuthProvider }>(
      notProvided('leaveForProvider'),
    ),
  },
  delays: { availabilityDelay: AVAILABILITY_DELAY_MS },
  guards: {
    accepted: ({ context }) => context.accepted,
    resuming: ({ context }) => context.registered !== null,
    locallyValid: ({ context }) => context.problem === null,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    accepted: false,
    provider: null,
    email: '',
    password: '',
    code: '',
    registered: input.resume ?? null,
    subdomain: '',
    problem: 'subdomain.tooShort',
    failure: null,
  }),
  initial: 'start',
  output: ({ context }) =>
    context.provider
      ? { kind: 'leftForProvider', provider: context.provider }
      : {
          kind: 'registered',
          token: context.registered?.token ?? '',
          destination: `/internal/accounts/${context.registered?.accountSid ?? ''}/edit`,
        },
  states: {
    start: {
      always: [{ guard: 'resuming', target: 'subdomain' }, { target: 'terms' }],
    },
    terms: {
      on: {
        ACCEPT_TERMS: { actions: assign(({ event }) => ({ accepted: event.accepted })) },
        USE_EMAIL: { guard: 'accepted', target: 'email' },
        USE_PROVIDER: {
          guard: 'accepted',
          target: 'leavingForProvider',
          actions: assign(({ event }) => ({ provider: event.provider, failure: null })),
        },
      },
    },
    leavingForProvider: {
      invoke: {
        src: 'leaveForProvider',
        input: ({ context }) => ({ provider: context.provider! }),
        onDone: 'leftForProvider',
        onError: {
          target: 'terms',
          actions: assign(({ event }) => ({ failure: event.error, provider: null })),
        },
      },
    },
    leftForProvider: { type: 'final' },
    email: {
      on: {
        SUBMIT_EMAIL: {
          target: 'registering',
          actions: assign(({ event }) => ({
            email: event.email.trim(),
            password: event.password,
            failure: null,
          })),
        },
        BACK: { target: 'terms', actions: assign({ failure: null }) },
      },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          target: 'verify',
          actions: assign(({ event }) => ({ registered: event.output, password: '' })),
        },
        onError: {
          target: 'email',
          actions: assign(({ event }) => ({ failure: event.error, password: '' })),
        },
      },
    },
    verify: {
      on: {
        SUBMIT_CODE: [
          {
            guard: ({ event }) => isActivationCode(normalizeActivationCode(event.code)),
            target: 'activating',
            actions: assign(({ event }) => ({
              code: normalizeActivationCode(event.code),
              failure: null,
              problem: null,
            })),
          },
          { actions: assign({ problem: 'verify.codeInvalid' as MessageKey, failure: null }) },
        ],
      },
    },
    activating: {
      invoke: {
        src: 'activate',
        input: ({ context }) => ({ registered: context.registered!, code: context.code }),
        onDone: {
          target: 'subdomain',
          actions: assign({ code: '', problem: 'subdomain.tooShort' as MessageKey }),
        },
        onError: { target: 'verify', actions: assign(({ event }) => ({ failure: event.error })) },
      },
    },
    subdomain: {
      initial: 'invalid',
      on: {
        TYPE_SUBDOMAIN: {
          target: '.typing',
          reenter: true,
          actions: assign(({ event }) => {
            const subdomain = normalizeSubdomain(event.text);
            return { subdomain, problem: subdomainProblem(subdomain), failure: null };
          }),
        },
      },
      states: {
        invalid: {},
        typing: {
          always: { guard: ({ context }) => context.problem !== null, target: 'invalid' },
          after: { availabilityDelay: 'checking' },
        },
        checking: {
          invoke: {
            src: 'checkAvailability',
            input: ({ context }) => ({
              registered: context.registered!,
              domain: fullDomain(context.subdomain, context.registered!.rootDomain),
            }),
            onDone: [{ guard: ({ event }) => event.output, target: 'available' }, 'taken'],
            onError: {
              target: 'invalid',
              actions: assign(({ event }) => ({ failure: event.error })),
            },
          },
        },
        available: { on: { COMPLETE: 'saving' } },
        taken: {},
        saving: {
          invoke: {
            src: 'setRealm',
            input: ({ context }) => ({
              registered: context.registered!,
              domain: fullDomain(context.subdomain, context.registered!.rootDomain),
            }),
            onDone: '#registration.registered',
            onError: {
              target: 'available',
              actions: assign(({ event }) => ({ failure: event.error })),
            },
          },
        },
      },
    },
    registered: { type: 'final' },
  },
});
