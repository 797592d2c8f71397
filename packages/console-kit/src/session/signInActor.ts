import { createActor, fromPromise, type Actor } from 'xstate';
import type { Api } from '../api/resources.ts';
import type { LoginResponse } from '../api/types.ts';
import { readClaims } from '../api/token.ts';
import {
  signInMachine,
  type Credentials,
  type PasswordChange,
} from '../machines/signIn.machine.ts';
import { landingPath } from './landing.ts';
import { authApi } from '../api/auth.ts';

/** A sign-in actor (not started) whose side effects call this API. Loaded on the first keystroke
 *  of a sign-in, so that xstate is not part of the sign-in page's own load. */
export function createSignInActor(api: Api, hostedSystem: boolean): Actor<typeof signInMachine> {
  const machine = signInMachine.provide({
    actors: {
      login: fromPromise<LoginResponse, Credentials>(({ input }) =>
        api(authApi).login(input.username, input.password),
      ),
      changePassword: fromPromise<void, PasswordChange>(({ input }) =>
        api(authApi).changeOwnPassword(
          input.token,
          input.userSid,
          input.oldPassword,
          input.newPassword,
        ),
      ),
      resolveDestination: fromPromise<string, { token: string }>(async ({ input }) => {
        const claims = readClaims(input.token);
        if (!claims) throw new Error('The server answered with an unreadable token.');
        const current = hostedSystem ? await api(authApi).me(input.token) : null;
        return landingPath(claims, hostedSystem, current);
      }),
    },
  });
  return createActor(machine);
}
