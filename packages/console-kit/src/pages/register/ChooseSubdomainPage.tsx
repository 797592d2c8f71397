import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, type FormEvent } from 'react';
import { queryKeys } from '../../data/queryKeys.ts';
import { fullDomain } from '../../lib/subdomain.ts';
import { useConsole, useSession } from '../../provider/context.ts';
import { Redirect } from '../../provider/useLocation.ts';
import { useHostedFlows, type RegistrationSnapshot } from '../../session/hostedFlowsContext.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { failureText } from '../../lib/failureText.ts';
import { SubdomainField, type SubdomainStatus } from '../../ui/SubdomainField.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { hostedMessages } from '../../messages/hosted.ts';
import { authApi } from '../../api/auth.ts';

provideMessages(hostedMessages);

function statusOf(snapshot: RegistrationSnapshot, reason: string | null): SubdomainStatus {
  const { subdomain, problem } = snapshot.context;
  if (snapshot.matches({ subdomain: 'checking' })) return { kind: 'checking' };
  if (snapshot.matches({ subdomain: 'taken' })) return { kind: 'taken' };
  if (snapshot.matches({ subdomain: 'available' }) || snapshot.matches({ subdomain: 'saving' }))
    return { kind: 'available' };
  if (snapshot.matches({ subdomain: 'invalid' }) && subdomain) {
    if (problem) return { kind: 'problem', message: problem };
    if (reason) return { kind: 'failed', reason };
  }
  return { kind: 'idle' };
}

/** The registration's last step: the subdomain that makes the account's SIP realm. A signed-in
 *  user whose account has none yet (a registration through an outside provider) starts here. */
export function ChooseSubdomainPage() {
  const { api, t } = useConsole();
  const session = useSession();
  const flows = useHostedFlows();
  const snapshot = flows.registration;
  const inStep = Boolean(snapshot?.matches('subdomain'));
  const current = useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api(authApi, signal).me(),
    enabled: !inStep && Boolean(session),
  });
  const { startRegistration } = flows;
  const account = current.data?.account;
  const resume = useCallback(() => {
    if (!session || !account?.account_sid) return;
    startRegistration({
      resume: {
        token: session.token,
        userSid: session.claims.user_sid,
        accountSid: account.account_sid,
        rootDomain: account.root_domain ?? '',
      },
    });
  }, [session, account, startRegistration]);
  useEffect(() => {
    if (!inStep) resume();
  }, [inStep, resume]);

  if (!inStep || !snapshot) {
    if (!session) return <Redirect to="/register" />;
    if (account?.sip_realm)
      return <Redirect to={`/internal/accounts/${account.account_sid}/edit`} />;
    if (flows.startFailure) {
      return (
        <AuthLayout title={t('subdomain.title')}>
          <LoadFailed message={t('register.startFailed')} onRetry={resume} />
        </AuthLayout>
      );
    }
    return <Loading />;
  }
  const { subdomain, registered } = snapshot.context;
  const rootDomain = registered?.rootDomain ?? '';
  const saving = snapshot.matches({ subdomain: 'saving' });
  const failure = failureText(snapshot.context.failure, t);
  const savingFailed = snapshot.matches({ subdomain: 'available' }) ? failure : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flows.sendRegistration({ type: 'COMPLETE' });
  };
  return (
    <AuthLayout title={t('subdomain.title')}>
      <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <p className="ck:text-base ck:text-muted">{t('subdomain.intro')}</p>
        {savingFailed && <Alert tone="error">{savingFailed}</Alert>}
        <SubdomainField
          value={subdomain}
          rootDomain={rootDomain}
          domain={fullDomain(subdomain, rootDomain)}
          status={statusOf(snapshot, failure)}
          onChange={(text) => flows.sendRegistration({ type: 'TYPE_SUBDOMAIN', text })}
          autoFocus
        />
        <Button
          type="submit"
          variant="primary"
          busy={saving}
          disabled={!snapshot.matches({ subdomain: 'available' })}
          className="ck:w-full"
        >
          {t('subdomain.complete')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export default ChooseSubdomainPage;
