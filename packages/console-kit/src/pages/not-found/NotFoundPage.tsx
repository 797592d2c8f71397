import { useConsole } from '../../provider/context.ts';
import { useLanding } from '../../session/useLanding.ts';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Link } from '../../ui/Link.tsx';

const buttonLink =
  'ck:inline-flex ck:h-8 ck:items-center ck:rounded ck:bg-primary ck:px-3 ck:font-medium ck:text-on-primary ck:hover:bg-primary-hover';

export function NotFoundPage() {
  const { session, t } = useConsole();
  const landing = useLanding();
  return (
    <AuthLayout title={t('notFound.title')}>
      {session ? (
        <Link to={landing ?? '/'} className={buttonLink}>
          {t('notFound.home')}
        </Link>
      ) : (
        <Link to="/" className={buttonLink}>
          {t('notFound.logIn')}
        </Link>
      )}
    </AuthLayout>
  );
}

export default NotFoundPage;
