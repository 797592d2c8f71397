import { useConsole } from '../../provider/context.ts';
import { Redirect } from '../../provider/useLocation.ts';
import { useHostedFlows } from '../../session/hostedFlowsContext.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { failureText } from '../../lib/failureText.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { provideMessages } from '../../messages/translate.ts';
import { hostedMessages } from '../../messages/hosted.ts';

provideMessages(hostedMessages);

// A light check: the server and the activation e-mail decide whether the address is real.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the registration's e-mail and password earn before they are sent. */
function registrationMessages({
  email,
  password,
}: {
  email: string;
  password: string;
}): ValidationMessages<'email' | 'password'> {
  const messages: ValidationMessages<'email' | 'password'> = {};
  if (!email.trim()) messages.email = 'register.emailRequired';
  else if (!EMAIL.test(email.trim())) messages.email = 'register.emailInvalid';
  if (!password) messages.password = 'register.passwordRequired';
  return messages;
}

/** The registration's e-mail and password; the account is made on Continue and a code mailed. */
export function RegisterEmailPage() {
  const { t } = useConsole();
  const flows = useHostedFlows();
  const snapshot = flows.registration;
  const form = useConsoleForm({
    initial: () => ({ email: snapshot?.context.email ?? '', password: '' }),
    validate: registrationMessages,
    save: ({ email, password }) => {
      flows.sendRegistration({ type: 'SUBMIT_EMAIL', email, password });
      // The machine forgets the password once sent; so does the form.
      form.set('password', '');
    },
  });

  if (!snapshot || !(snapshot.matches('email') || snapshot.matches('registering'))) {
    return <Redirect to="/register" />;
  }
  const busy = snapshot.matches('registering');
  const failure = busy ? null : failureText(snapshot.context.failure, t);

  return (
    <AuthLayout title={t('register.emailTitle')}>
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('register.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          value={form.values.email}
          onChange={(event) => form.set('email', event.target.value)}
          error={form.message('email')}
        />
        <PasswordField
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          required
          value={form.values.password}
          onChange={(event) => form.set('password', event.target.value)}
          error={form.message('password')}
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
