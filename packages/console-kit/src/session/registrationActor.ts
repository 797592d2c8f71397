import { createActor, fromPromise, type Actor } from 'xstate';
import type { Api } from '../api/resources.ts';
import { newActivationCode } from '../lib/activationCode.ts';
import type { OAuthProvider } from '../lib/oauth.ts';
import { hostedMessages } from '../messages/hosted.ts';
import { provideMessages } from '../messages/translate.ts';
import {
  registrationMachine,
  type Registered,
  type RegistrationInput,
} from '../machines/registration.machine.ts';
import { hostedApi } from '../api/hosted.ts';

provideMessages(hostedMessages);

const randomBytes = (bytes: Uint32Array<ArrayBuffer>) => crypto.getRandomValues(bytes);

interface RegistrationDeps {
  api: Api;
  serviceProviderSid: string;
  leaveForProvider(provider: OAuthProvider, locationBeforeAuth: string): void;
}

/** A registration actor (not started) whose side effects call this API. Loaded when a
 *  registration starts, so that xstate is not part of any page's own load. */
export function createRegistrationActor(
  { api, serviceProviderSid, leaveForProvider }: RegistrationDeps,
  input: RegistrationInput,
): Actor<typeof registrationMachine> {
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise<Registered, { email: string; password: string }>(
        async ({ input: entered }) => {
          const answer = await api(hostedApi).registerLocal({
            service_provider_sid: serviceProviderSid,
            email: entered.email,
            password: entered.password,
            email_activation_code: newActivationCode(randomBytes),
          });
          return {
            token: answer.jwt,
            userSid: answer.user_sid,
            accountSid: answer.account_sid,
            rootDomain: answer.root_domain ?? '',
          };
        },
      ),
      activate: fromPromise(({ input: step }) =>
        api(hostedApi).activate(step.registered.token, step.registered.userSid, step.code),
      ),
      checkAvailability: fromPromise(({ input: step }) =>
        api(hostedApi).subdomainAvailable(step.domain, step.registered.token),
      ),
      setRealm: fromPromise(({ input: step }) =>
        api(hostedApi).setSipRealm(step.registered.accountSid, step.domain, step.registered.token),
      ),
      leaveForProvider: fromPromise(async ({ input: step }) =>
        leaveForProvider(step.provider, '/register'),
      ),
    },
  });
  return createActor(machine, { input });
}
