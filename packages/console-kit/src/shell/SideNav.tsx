import { useConsole } from '../provider/context.ts';
import { useLocation } from '../routes/useLocation.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { cn } from '../ui/cn.ts';
import { Link } from '../ui/Link.tsx';
import { navigationFor } from './navigation.ts';
import { ServiceProviderSelector } from './ServiceProviderSelector.tsx';
import { useOwnLcrSid } from './useOwnLcr.ts';

/** The side navigation: provider selector, main items and the 'BYO Services' group. */
export function SideNav({ onNavigate }: { onNavigate?(): void }) {
  const { t, session, features } = useConsole();
  const { current } = useServiceProviderScope();
  const ownLcrSid = useOwnLcrSid();
  const { pathname } = useLocation();
  if (!session) return null;
  const groups = navigationFor({
    claims: session.claims,
    features,
    serviceProvider: current,
    ownLcrSid,
  });
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <nav aria-label={t('shell.navigation')} className="ck:flex ck:flex-col ck:py-3">
      <ServiceProviderSelector />
      {groups.map((group) => (
        <div key={group.label ?? 'main'} className="ck:flex ck:flex-col ck:py-1">
          {group.label && (
            <h2 className="ck:px-4 ck:pt-3 ck:pb-1 ck:text-xs ck:font-medium ck:tracking-wide ck:text-muted ck:uppercase">
              {t(group.label)}
            </h2>
          )}
          <ul className="ck:flex ck:flex-col">
            {group.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={isActive(item.to) ? 'page' : undefined}
                  data-nav={item.id}
                  className={cn(
                    'ck:mx-2 ck:flex ck:h-8 ck:items-center ck:rounded ck:px-2 ck:text-base',
                    isActive(item.to)
                      ? 'ck:bg-subtle ck:font-semibold ck:text-primary'
                      : 'ck:text-fg ck:hover:bg-subtle',
                  )}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
