import { isApiError } from '../../api/errors.ts';
import {
  newPasswordMessages,
  type NewPassword,
  type NewPasswordMessages,
} from '../../lib/passwordPolicy.ts';
import { useT } from '../../provider/context.ts';
import { Redirect } from '../../provider/useLocation.ts';
import { useSignInFlow } from '../../session/SignInFlow.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { usePasswordPolicy } from '../../data/usePasswordPolicy.ts';
import { provideMessages } from '../../messages/translate.ts';
import { passwordPageMessages } from '../../messages/passwordPages.ts';

provideMessages(passwordPageMessages);

const IN_FORCED_CHANGE = [
  'mustChangePassword',
  'changingPassword',
  'reauthenticating',
  'resolvingDestination',
] as const;

/** The forced password change after a first sign-in (self-hosted mode). */
export function CreatePasswordPage() {
  const t = useT();
  const flow = useSignInFlow();
  const snapshot = flow.snapshot;
  const token = snapshot?.context.token ?? null;
  const { policy, loading } = usePasswordPolicy(token);
  const form = useConsoleForm<NewPassword, NewPasswordMessages>({
    initial: () => ({ password: '', confirm: '' }),
    validate: (values) => newPasswordMessages(values, policy),
    save: (values) => flow.changePassword(values.password),
  });

  const active = snapshot && IN_FORCED_CHANGE.some((state) => snapshot.matches(state));
  if (!active) return <Redirect to="/" />;

  const busy = !snapshot.matches('mustChangePassword');
  const failure = snapshot.matches('mustChangePassword') ? snapshot.context.failure : null;

  return (
    <AuthLayout title={t('createPassword.title')}>
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <p className="ck:text-base ck:text-muted">{t('createPassword.intro')}</p>
        {failure ? (
          <Alert tone="error">{isApiError(failure) ? failure.message : t('error.generic')}</Alert>
        ) : null}
        <NewPasswordFields values={form.values} onChange={form.set} messages={form.errors} />
        <div className="ck:flex ck:gap-2">
          <Button type="button" onClick={flow.cancel} disabled={busy} className="ck:flex-1">
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            busy={busy}
            disabled={loading}
            className="ck:flex-1"
          >
            {busy ? t('createPassword.submitting') : t('createPassword.submit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

export default CreatePasswordPage;
