import { useState, type FormEvent } from 'react';
import { useConsole } from '../../provider/context.ts';
import { Redirect } from '../../provider/useLocation.ts';
import { useHostedFlows } from '../../session/HostedFlows.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { failureText } from '../../lib/failureText.ts';
import { provideMessages } from '../../messages/translate.ts';
import { hostedMessages } from '../../messages/hosted.ts';

provideMessages(hostedMessages);

// A light check: the server and the activation e-mail decide whether the address is real.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The registration's e-mail and password; the account is made on Continue and a code mailed. */
export function RegisterEmailPage() {
  const { t } = useConsole();
  const flows = useHostedFlows();
  const snapshot = flows.registration;
  const [email, setEmail] = useState(snapshot?.context.email ?? '');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);

  if (!snapshot || !(snapshot.matches('email') || snapshot.matches('registering'))) {
    return <Redirect to="/register" />;
  }
  const busy = snapshot.matches('registering');
  const failure = busy ? null : failureText(snapshot.context.failure, t);
  const emailError = !email.trim()
    ? t('register.emailRequired')
    : !EMAIL.test(email.trim())
      ? t('register.emailInvalid')
      : null;
  const passwordError = password ? null : t('register.passwordRequired');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (emailError || passwordError) return;
    flows.sendRegistration({ type: 'SUBMIT_EMAIL', email, password });
    // The machine forgets the password once sent; so does the form.
    setPassword('');
    setTried(false);
  };

  return (
    <AuthLayout title={t('register.emailTitle')}>
      <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('register.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={tried ? emailError : undefined}
        />
        <PasswordField
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={tried ? passwordError : undefined}
        />
        <Button type="submit" variant="primary" busy={busy} className="ck:w-full">
          {t('register.continue')}
        </Button>
        <Button
          className="ck:w-full"
          disabled={busy}
          onClick={() => flows.sendRegistration({ type: 'BACK' })}
        >
          {t('register.goBack')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export default RegisterEmailPage;
