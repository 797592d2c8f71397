import { useMutation, useQuery } from '@tanstack/react-query';
import {
  newPasswordMessages,
  type NewPassword,
  type NewPasswordMessages,
} from '../../lib/passwordPolicy.ts';
import { useConsole } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { usePasswordPolicy } from '../../data/usePasswordPolicy.ts';
import { authApi } from '../../api/auth.ts';
import { provideMessages } from '../../messages/translate.ts';
import { passwordPageMessages } from '../../messages/passwordPages.ts';

provideMessages(passwordPageMessages);

/** Sets a new password from the link of a password reset e-mail, then signs the user in. */
export function ResetPasswordPage({ resetId }: { resetId: string }) {
  const { api, t, notifier, startSession, router } = useConsole();
  const link = useQuery({
    queryKey: ['reset-link', resetId],
    queryFn: ({ signal }) => api(authApi, signal).signInWithResetLink(resetId),
    staleTime: Infinity,
  });
  const token = link.data?.jwt ?? null;
  const { policy } = usePasswordPolicy(token);
  const save = useMutation({
    mutationFn: (newPassword: string) =>
      api(authApi).changePasswordWithResetLink(token ?? '', resetId, newPassword),
    onSuccess: () => {
      notifier.notify('success', t('resetPassword.done'));
      // The sign-in route sends the now signed-in user on to their landing page.
      if (token) startSession(token);
      router.navigate('/', { replace: true });
    },
  });

  const form = useConsoleForm<NewPassword, NewPasswordMessages>({
    initial: () => ({ password: '', confirm: '' }),
    validate: (values) =>
      newPasswordMessages(values, policy, { reset: true, mismatch: 'resetPassword.mismatch' }),
    save: (values) => save.mutate(values.password),
  });

  if (link.isPending) {
    return (
      <AuthLayout title={t('resetPassword.title')}>
        <div className="ck:flex ck:justify-center ck:py-4 ck:text-muted">
          <Spinner size={20} label={t('loading')} />
        </div>
      </AuthLayout>
    );
  }
  if (link.isError) {
    return (
      <AuthLayout title={t('resetPassword.title')}>
        <Alert tone="error">{t('resetPassword.invalidLink')}</Alert>
        <div className="ck:mt-4 ck:text-center">
          <Link to="/forgot-password" className="ck:text-base ck:text-primary ck:hover:underline">
            {t('resetPassword.requestNew')}
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('resetPassword.title')}>
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        {save.isError && <Alert tone="error">{save.error.message}</Alert>}
        <NewPasswordFields values={form.values} onChange={form.set} messages={form.errors} />
        <Button type="submit" variant="primary" busy={save.isPending} className="ck:w-full">
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export default ResetPasswordPage;
