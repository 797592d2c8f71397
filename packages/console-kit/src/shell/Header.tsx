import { useConsole, useSession } from '../provider/context.ts';
import { Logo } from '../ui/AuthLayout.tsx';
import { Button } from '../ui/Button.tsx';
import { LineIcon } from '../ui/LineIcon.tsx';
import { Link } from '../ui/Link.tsx';
import { ownPagePath } from './navigation.ts';
import { useSignOut } from './useSignOut.ts';

/** The header: menu button, the user's name (to their own page), scope and Sign out. Embedded in
 *  a host's page it is a plain bar, without the logo: the host's own banner is the page's. */
export function Header({
  menuOpen,
  onMenu,
  embedded,
}: {
  menuOpen: boolean;
  onMenu(): void;
  embedded: boolean;
}) {
  const { t, features } = useConsole();
  const session = useSession();
  const signOut = useSignOut();
  if (!session) return null;
  const { claims } = session;
  const ownPage = ownPagePath(claims, features);
  const Bar = embedded ? 'div' : 'header';
  return (
    <Bar className="ck:flex ck:h-12 ck:items-center ck:gap-3 ck:border-b ck:border-border ck:bg-surface ck:px-3">
      <button
        type="button"
        onClick={onMenu}
        aria-label={menuOpen ? t('shell.closeMenu') : t('shell.menu')}
        aria-expanded={menuOpen}
        className="ck:flex ck:h-8 ck:w-8 ck:items-center ck:justify-center ck:rounded ck:text-fg ck:hover:bg-subtle"
      >
        <LineIcon size={18}>
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </LineIcon>
      </button>
      {!embedded && (
        <div className="ck:flex ck:items-center ck:gap-2 ck:font-semibold">
          <Logo />
          <span className="ck:hidden ck:sm:inline">{t('app.name')}</span>
        </div>
      )}
      <div className="ck:ml-auto ck:flex ck:items-center ck:gap-3">
        <div className="ck:flex ck:flex-col ck:items-end ck:leading-tight">
          {ownPage ? (
            <Link
              to={ownPage}
              className="ck:text-base ck:font-medium ck:text-fg ck:hover:underline"
              data-testid="current-user"
            >
              {claims.name}
            </Link>
          ) : (
            <span className="ck:text-base ck:font-medium ck:text-fg" data-testid="current-user">
              {claims.name}
            </span>
          )}
          <span className="ck:text-xs ck:text-muted" data-testid="current-scope">
            {t(`scope.${claims.scope}`)}
            {claims.is_view_only ? ` · ${t('scope.viewOnly')}` : ''}
          </span>
        </div>
        <Button size="sm" onClick={signOut.signOut} busy={signOut.isPending}>
          {t('shell.signOut')}
        </Button>
      </div>
    </Bar>
  );
}
