import { useState } from 'react';
import type { OAuthProvider } from '../../lib/oauth.ts';
import { useConsole } from '../../provider/context.ts';
import { useHostedFlows } from '../../session/hostedFlowsContext.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';

const PROVIDER_NAME = { github: 'oauth.github', google: 'oauth.google' } as const;

/** The hosted variant's part of the sign-in page: the outside providers and a Register link. */
export function HostedSignInOptions() {
  const { t } = useConsole();
  const flows = useHostedFlows();
  const [leaving, setLeaving] = useState<OAuthProvider | null>(null);
  const leave = (provider: OAuthProvider) => {
    setLeaving(provider);
    flows.leaveForProvider(provider, '/');
  };
  return (
    <div className="ck:flex ck:flex-col ck:gap-3">
      {flows.providers.length > 0 && (
        <>
          <div className="ck:flex ck:items-center ck:gap-2 ck:text-sm ck:text-muted">
            <span className="ck:h-px ck:flex-1 ck:bg-border" aria-hidden="true" />
            {t('oauth.providers')}
            <span className="ck:h-px ck:flex-1 ck:bg-border" aria-hidden="true" />
          </div>
          {flows.providers.map((provider) => (
            <Button
              key={provider}
              className="ck:w-full"
              busy={leaving === provider}
              disabled={leaving !== null}
              onClick={() => leave(provider)}
            >
              {t('oauth.signInWith', { provider: t(PROVIDER_NAME[provider]) })}
            </Button>
          ))}
        </>
      )}
      <p className="ck:text-center ck:text-base ck:text-muted">
        {t('hosted.noAccount')}{' '}
        <Link to="/register" className="ck:text-primary ck:underline">
          {t('hosted.register')}
        </Link>
      </p>
    </div>
  );
}
