import { useEffect } from 'react';
import type { OAuthProvider } from '../../lib/oauth.ts';
import { useConsole } from '../../provider/context.ts';
import { useHostedFlows } from '../../session/hostedFlowsContext.ts';
import { useFlash } from '../../session/useFlash.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Link } from '../../ui/Link.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { failureText } from '../../lib/failureText.ts';
import { provideMessages } from '../../messages/translate.ts';
import { hostedMessages } from '../../messages/hosted.ts';

provideMessages(hostedMessages);

const PROVIDER_NAME = { github: 'oauth.github', google: 'oauth.google' } as const;

/** The registration's entry: the terms, then e-mail or an outside provider. */
export function RegisterPage() {
  const { t } = useConsole();
  const flows = useHostedFlows();
  const flash = useFlash();
  const { openRegistration, startRegistration } = flows;
  useEffect(() => openRegistration(), [openRegistration]);

  const snapshot = flows.registration;
  const accepted = Boolean(snapshot?.context.accepted);
  const leaving = Boolean(snapshot?.matches('leavingForProvider'));
  const failure = snapshot?.matches('terms') ? failureText(snapshot.context.failure, t) : null;
  const { termsUrl, privacyUrl } = flows.config ?? {};
  const chooseProvider = (provider: OAuthProvider) =>
    flows.sendRegistration({ type: 'USE_PROVIDER', provider });

  return (
    <AuthLayout title={t('register.title')}>
      <div className="ck:flex ck:flex-col ck:gap-4">
        {flash && <Alert tone={flash.kind === 'error' ? 'error' : 'info'}>{flash.text}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        {flows.startFailure ? (
          <LoadFailed message={t('register.startFailed')} onRetry={() => startRegistration()} />
        ) : null}
        <Checkbox
          label={t('register.acceptTerms')}
          checked={accepted}
          // Until the registration has started (its code loads on the first visit).
          disabled={!snapshot}
          onChange={(event) =>
            flows.sendRegistration({ type: 'ACCEPT_TERMS', accepted: event.target.checked })
          }
          hint={
            termsUrl || privacyUrl ? (
              <span className="ck:flex ck:gap-3">
                {termsUrl && (
                  <a
                    href={termsUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="ck:text-primary ck:underline"
                  >
                    {t('register.readTerms')}
                  </a>
                )}
                {privacyUrl && (
                  <a
                    href={privacyUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="ck:text-primary ck:underline"
                  >
                    {t('register.readPrivacy')}
                  </a>
                )}
              </span>
            ) : (
              !accepted && t('register.acceptFirst')
            )
          }
        />
        <Button
          variant="primary"
          className="ck:w-full"
          disabled={!accepted || leaving}
          onClick={() => flows.sendRegistration({ type: 'USE_EMAIL' })}
        >
          {t('register.withEmail')}
        </Button>
        {flows.providers.map((provider) => (
          <Button
            key={provider}
            className="ck:w-full"
            disabled={!accepted || leaving}
            busy={leaving && snapshot?.context.provider === provider}
            onClick={() => chooseProvider(provider)}
          >
            {t('register.withProvider', { provider: t(PROVIDER_NAME[provider]) })}
          </Button>
        ))}
        <p className="ck:text-center ck:text-base ck:text-muted">
          {t('register.haveAccount')}{' '}
          <Link to="/" className="ck:text-primary ck:underline">
            {t('register.signIn')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

export default RegisterPage;
