import { useState, type FormEvent } from 'react';
import { signInFailureMessage } from '../../api/errors.ts';
import { useConsole, useSession } from '../../provider/context.ts';
import { Redirect } from '../../provider/useLocation.ts';
import { useSignInFlow } from '../../session/SignInFlow.tsx';
import { useFlash } from '../../session/useFlash.ts';
import { useLanding } from '../../session/useLanding.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { HostedSignInOptions } from './HostedSignInOptions.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { hostedMessages } from '../../messages/hosted.ts';

provideMessages(hostedMessages);

/** The sign-in page. A user who is already signed in is sent on to their landing page. */
export function SignInPage() {
  const { t, features } = useConsole();
  const session = useSession();
  const landing = useLanding();
  const flow = useSignInFlow();
  const flash = useFlash();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  if (session) return landing ? <Redirect to={landing} /> : null;

  const snapshot = flow.snapshot;
  const busy = Boolean(snapshot && !snapshot.matches('editing') && snapshot.status === 'active');
  const failure = snapshot?.matches('editing') ? snapshot.context.failure : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    setMissing(!name || !password);
    if (name && password) flow.submit(name, password);
  };

  return (
    <AuthLayout title={t('signIn.title')}>
      <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        {flash && !failure && (
          <Alert tone={flash.kind === 'error' ? 'error' : 'info'}>{flash.text}</Alert>
        )}
        {failure ? <Alert tone="error">{signInFailureMessage(failure, t)}</Alert> : null}
        {missing && <Alert tone="error">{t('signIn.required')}</Alert>}
        <TextField
          label={t('signIn.username')}
          name="username"
          autoComplete="username"
          autoFocus
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <PasswordField
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={busy} className="ck:w-full">
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
        {features.forgotPassword && (
          <Link
            to="/forgot-password"
            className="ck:self-center ck:text-base ck:text-primary ck:hover:underline"
          >
            {t('signIn.forgot')}
          </Link>
        )}
      </form>
      {features.hostedSystem && (
        <div className="ck:mt-4">
          <HostedSignInOptions />
        </div>
      )}
    </AuthLayout>
  );
}

export default SignInPage;
