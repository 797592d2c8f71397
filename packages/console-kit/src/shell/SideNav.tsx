import { useUnreadAlerts } from '../pages/alerts/useUnreadAlerts.ts';
import { useConsole, useSession } from '../provider/context.ts';
import { useLocation } from '../provider/useLocation.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { cn } from '../ui/cn.ts';
import { Link } from '../ui/Link.tsx';
import { navigationFor } from './navigation.ts';
import { ServiceProviderSelector } from './ServiceProviderSelector.tsx';
import { useOwnLcrSid } from '../data/useOwnLcr.ts';

/** The side navigation: provider selector, main items and the 'BYO Services' group. */
export function SideNav({ onNavigate }: { onNavigate?(): void }) {
  const { t, features } = useConsole();
  const session = useSession();
  const { current } = useServiceProviderScope();
  const ownLcrSid = useOwnLcrSid();
  const unreadAlerts = useUnreadAlerts();
  const { pathname } = useLocation();
  if (!session) return null;
  const groups = navigationFor({
    claims: session.claims,
    features,
    serviceProvider: current,
    ownLcrSid,
    unreadAlerts,
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
              <li key={item.id} className="ck:relative">
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={isActive(item.to) ? 'page' : undefined}
                  aria-describedby={item.badge ? `nav-badge-${item.id}` : undefined}
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
                {item.badge && (
                  // Beside the link, not in it: the link keeps its name and the count describes it.
                  <span
                    id={`nav-badge-${item.id}`}
                    data-testid={`nav-badge-${item.id}`}
                    className="ck:pointer-events-none ck:absolute ck:top-1.5 ck:right-4 ck:rounded-full ck:bg-primary ck:px-1.5 ck:text-xs ck:leading-5 ck:font-semibold ck:text-on-primary"
                  >
                    <span aria-hidden="true">{item.badge}</span>
                    <span className="ck:sr-only">{t('alerts.unread', { count: item.badge })}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
