import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useConsole } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** Asks the server to e-mail a password reset link. */
export function ForgotPasswordPage() {
  const { api, t } = useConsole();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({ mutationFn: (address: string) => api.auth.forgotPassword(address) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const ok = email.trim() !== '' && field.checkValidity();
    setInvalid(!ok);
    if (ok) send.mutate(email.trim());
  };

  return (
    <AuthLayout title={t('forgotPassword.title')}>
      {send.isSuccess ? (
        <Alert tone="success">{t('forgotPassword.sent')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
          <p className="ck:text-base ck:text-muted">{t('forgotPassword.intro')}</p>
          {send.isError && <Alert tone="error">{send.error.message}</Alert>}
          <TextField
            label={t('forgotPassword.email')}
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={invalid ? t('forgotPassword.emailRequired') : undefined}
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
