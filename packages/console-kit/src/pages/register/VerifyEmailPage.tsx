import { useConsole } from '../../provider/context.ts';
import { Redirect } from '../../provider/useLocation.ts';
import { useHostedFlows } from '../../session/hostedFlowsContext.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { failureText } from '../../lib/failureText.ts';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { provideMessages } from '../../messages/translate.ts';
import { hostedMessages } from '../../messages/hosted.ts';

provideMessages(hostedMessages);

/** The code e-mailed at registration, typed back to activate the account. */
export function VerifyEmailPage() {
  const { t } = useConsole();
  const flows = useHostedFlows();
  // The machine checks the code (its problem is shown under the field).
  const form = useConsoleForm({
    initial: () => ({ code: '' }),
    validate: () => ({}),
    save: ({ code }) => flows.sendRegistration({ type: 'SUBMIT_CODE', code }),
  });
  const snapshot = flows.registration;
  if (!snapshot || !(snapshot.matches('verify') || snapshot.matches('activating'))) {
    return <Redirect to="/register" />;
  }
  const busy = snapshot.matches('activating');
  const { problem, email } = snapshot.context;
  const failure = busy ? null : failureText(snapshot.context.failure, t);
  return (
    <AuthLayout title={t('verify.title')}>
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <p className="ck:text-base ck:text-muted">{t('verify.intro', { email })}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('verify.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          required
          value={form.values.code}
          onChange={(event) => form.set('code', event.target.value)}
          error={problem === 'verify.codeInvalid' ? t(problem) : undefined}
        />
        <Button type="submit" variant="primary" busy={busy} className="ck:w-full">
          {t('verify.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export default VerifyEmailPage;
