import { useConsole, useSession } from '../../provider/context.ts';
import { useLanding } from '../../session/useLanding.ts';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { notFoundMessages } from '../../messages/notFound.ts';
import { provideMessages } from '../../messages/translate.ts';

provideMessages(notFoundMessages);

export function NotFoundPage() {
  const { t } = useConsole();
  const session = useSession();
  const landing = useLanding();
  return (
    <AuthLayout title={t('notFound.title')}>
      {session ? (
        <ButtonLink to={landing ?? '/'} variant="primary">
          {t('notFound.home')}
        </ButtonLink>
      ) : (
        <ButtonLink to="/" variant="primary">
          {t('notFound.logIn')}
        </ButtonLink>
      )}
    </AuthLayout>
  );
}

export default NotFoundPage;
