import { useEffect, useRef } from 'react';
import { createActor, fromPromise } from 'xstate';
import { isOAuthProvider } from '../../lib/oauth.ts';
import {
  oauthCallbackMachine,
  type OAuthCallbackOutput,
  type OAuthExchangeInput,
  type OAuthLanding,
  type OAuthSignedIn,
} from '../../machines/oauthCallback.machine.ts';
import { useConsole } from '../../provider/context.ts';
import type { Translate } from '../../messages/translate.ts';
import { storageKeys } from '../../provider/storage.ts';
import { useHostedFlows } from '../../session/hostedFlowsContext.ts';
import { landingPath } from '../../session/landing.ts';
import { readClaims } from '../../api/token.ts';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { failureText } from '../../lib/failureText.ts';
import { provideMessages } from '../../messages/translate.ts';
import { hostedMessages } from '../../messages/hosted.ts';
import { authApi } from '../../api/auth.ts';
import { hostedApi } from '../../api/hosted.ts';

provideMessages(hostedMessages);

const PROVIDER_NAME = { github: 'oauth.github', google: 'oauth.google' } as const;

function failureMessage(
  output: Extract<OAuthCallbackOutput, { ok: false }>,
  provider: string,
  t: Translate,
): string {
  const { message, params, error } = output.failure;
  if (message) return t(message, params);
  const name = isOAuthProvider(provider) ? t(PROVIDER_NAME[provider]) : provider;
  if (!error) return t('oauth.cancelled', { provider: name });
  return t('oauth.failed', { provider: name, reason: failureText(error, t) ?? '' });
}

/** Where an outside provider sends the user back: the callback machine, then the page before
 *  (or, on failure, the sign-in or registration page with the reason). */
export function OAuthCallbackPage({ provider }: { provider: string }) {
  const { api, t, router, storage, startSession, setFlash } = useConsole();
  const flows = useHostedFlows();
  const started = useRef(false);

  useEffect(() => {
    // A code is good for one exchange: the flow runs once, whatever the renders.
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(router.location().search);
    const machine = oauthCallbackMachine.provide({
      actors: {
        exchange: fromPromise<OAuthSignedIn, OAuthExchangeInput>(async ({ input }) => {
          const found = flows.client(input.provider);
          if (!found) throw new Error(`No OAuth client is configured for ${input.provider}`);
          const body = {
            service_provider_sid: flows.config?.serviceProviderSid ?? '',
            provider: input.provider,
            oauth2_code: input.code,
            oauth2_state: input.state,
            oauth2_client_id: found.client.clientId,
            oauth2_redirect_uri: found.redirectUri,
            locationBeforeAuth: input.locationBeforeAuth,
          };
          const answer = input.register
            ? await api(hostedApi).registerWithProvider(body)
            : await api(hostedApi).signInWithProvider(body);
          return { token: answer.jwt, rootDomain: answer.root_domain };
        }),
        resolveLanding: fromPromise<OAuthLanding, OAuthSignedIn>(async ({ input }) => {
          const claims = readClaims(input.token);
          if (!claims) throw new Error('The server answered with an unreadable token.');
          const current = await api(authApi).me(input.token);
          return {
            landing: landingPath(claims, true, current),
            hasSipRealm: Boolean(current.account?.sip_realm),
          };
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        provider,
        code: query.get('code'),
        state: query.get('state'),
        error: query.get('error'),
        storedState: storage.get(storageKeys.oauthState),
        locationBeforeAuth: storage.get(storageKeys.preOauthLocation),
      },
    });
    actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      const output = snapshot.output;
      // The state is good for one trip.
      storage.remove(storageKeys.oauthState);
      storage.remove(storageKeys.preOauthLocation);
      if (output.ok) {
        if (output.rootDomain) storage.set(storageKeys.rootDomain, output.rootDomain);
        startSession(output.token);
        router.navigate(output.destination, { replace: true });
      } else {
        setFlash({ kind: 'error', text: failureMessage(output, provider, t) });
        router.navigate(output.registering ? '/register' : '/', { replace: true });
      }
    });
    actor.start();
  }, [api, flows, provider, router, setFlash, startSession, storage, t]);

  return (
    <AuthLayout title={t('oauth.signingIn')}>
      <div className="ck:flex ck:justify-center ck:py-4 ck:text-muted">
        <Spinner size={20} label={t('oauth.signingIn')} />
      </div>
    </AuthLayout>
  );
}

export default OAuthCallbackPage;
