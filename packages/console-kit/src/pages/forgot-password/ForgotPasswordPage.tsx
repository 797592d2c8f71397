import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useConsole } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { authApi } from '../../api/auth.ts';
import { provideMessages } from '../../messages/translate.ts';
import { passwordPageMessages } from '../../messages/passwordPages.ts';

provideMessages(passwordPageMessages);

/** Asks the server to e-mail a password reset link. */
export function ForgotPasswordPage() {
  const { api, t } = useConsole();
  const field = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: (address: string) => api(authApi).forgotPassword(address),
  });
  // An address the browser accepts as one.
  const form = useConsoleForm({
    initial: () => ({ email: '' }),
    validate: ({ email }) =>
      email.trim() && field.current?.checkValidity() !== false
        ? {}
        : { email: 'forgotPassword.emailRequired' as const },
    save: ({ email }) => send.mutate(email.trim()),
  });

  return (
    <AuthLayout title={t('forgotPassword.title')}>
      {send.isSuccess ? (
        <Alert tone="success">{t('forgotPassword.sent')}</Alert>
      ) : (
        <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
          <p className="ck:text-base ck:text-muted">{t('forgotPassword.intro')}</p>
          {send.isError && <Alert tone="error">{send.error.message}</Alert>}
          <TextField
            label={t('forgotPassword.email')}
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            required
            ref={field}
            value={form.values.email}
            onChange={(event) => form.set('email', event.target.value)}
            error={form.message('email')}
          />
          <Button type="submit" variant="primary" busy={send.isPending} className="ck:w-full">
            {t('forgotPassword.submit')}
          </Button>
        </form>
      )}
      <div className="ck:mt-4 ck:text-center">
        <Link to="/" className="ck:text-base ck:text-primary ck:hover:underline">
          {t('forgotPassword.back')}
        </Link>
      </div>
    </AuthLayout>
  );
}

export default ForgotPasswordPage;
