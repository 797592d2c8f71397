import { signInFailureMessage } from '../../api/errors.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
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
  const form = useConsoleForm({
    initial: () => ({ username: '', password: '' }),
    validate: ({ username, password }): ValidationMessages<'form'> =>
      username.trim() && password ? {} : { form: 'signIn.required' },
    save: ({ username, password }) => flow.submit(username.trim(), password),
  });
  const missing = form.message('form');

  if (session) return landing ? <Redirect to={landing} /> : null;

  const snapshot = flow.snapshot;
  const busy =
    flow.starting ||
    Boolean(snapshot && !snapshot.matches('editing') && snapshot.status === 'active');
  const failure =
    flow.startFailure || (snapshot?.matches('editing') ? snapshot.context.failure : null);

  return (
    <AuthLayout title={t('signIn.title')}>
      <form
        onSubmit={form.submit}
        onChange={flow.warm}
        noValidate
        className="ck:flex ck:flex-col ck:gap-4"
      >
        {flash && !failure && (
          <Alert tone={flash.kind === 'error' ? 'error' : 'info'}>{flash.text}</Alert>
        )}
        {failure ? <Alert tone="error">{signInFailureMessage(failure, t)}</Alert> : null}
        {missing && <Alert tone="error">{missing}</Alert>}
        <TextField
          label={t('signIn.username')}
          name="username"
          autoComplete="username"
          autoFocus
          required
          value={form.values.username}
          onChange={(event) => form.set('username', event.target.value)}
        />
        <PasswordField
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(event) => form.set('password', event.target.value)}
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
