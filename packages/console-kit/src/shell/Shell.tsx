import { useEffect, useState, type ReactNode } from 'react';
import { useKeepAccountsStored } from '../data/useKeepAccountsStored.ts';
import { useWarmFormat } from '../provider/useFormat.ts';
import { useConsole, useSession } from '../provider/context.ts';
import { cn } from '../ui/cn.ts';
import { lazyComponent } from '../ui/lazyComponent.ts';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { shellMessages } from '../messages/shell.ts';
import { provideMessages } from '../messages/translate.ts';
import { Header } from './Header.tsx';
import { SessionExpiryBanner } from './SessionExpiryBanner.tsx';
import { SideNav } from './SideNav.tsx';

provideMessages(shellMessages);

const WIDE = '(min-width: 1024px)';

/** The hosted variant's notice of an expired trial: its code only where it may show. */
const TrialExpiredBanner = lazyComponent<object>(
  'TrialExpiredBanner',
  () =>
    import('../pages/subscription/TrialExpiredBanner.tsx').then((module) => ({
      default: module.TrialExpiredBanner,
    })),
  () => null,
);

function useIsWide() {
  const [wide, setWide] = useState(
    () => typeof matchMedia === 'function' && matchMedia(WIDE).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(WIDE);
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** In place of the page, for an admin with no provider to work in (none stored, and the list of
 *  providers failed): no page can show its records; why, and 'Try again'. */
function NoProvider({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useConsole();
  return (
    <>
      <h1 className="ck:mb-3 ck:text-xl ck:font-semibold ck:text-fg">{t('shell.providers')}</h1>
      <LoadFailed message={t('shell.providersFailed', { message })} onRetry={onRetry} />
    </>
  );
}

/** How much frame the console draws around its pages: 'full' (the standalone console: its own
 *  banner, as tall as the window) or 'embedded' (inside a host's layout: no banner of its own, a
 *  slim bar with the menu, the user and Sign out, filling the host's container). */
export type Chrome = 'full' | 'embedded';

/** The frame of every signed-in page: header, side navigation (a drawer on narrow screens). */
export function Shell({ children, chrome = 'full' }: { children: ReactNode; chrome?: Chrome }) {
  const { t, features } = useConsole();
  const session = useSession();
  const scope = useServiceProviderScope();
  useKeepAccountsStored();
  useWarmFormat();
  const embedded = chrome === 'embedded';
  const [Frame, Side, Content] = embedded
    ? (['section', 'div', 'div'] as const)
    : (['div', 'aside', 'main'] as const);
  const wide = useIsWide();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuOpen = wide ? !collapsed : drawerOpen;
  const toggleMenu = () =>
    wide ? setCollapsed((value) => !value) : setDrawerOpen((value) => !value);
  return (
    // Embedded, the console is one named region of the host's page (inside the host's main, so
    // without landmarks that must be top-level: no banner, main or complementary of its own).
    <Frame
      className={cn(
        'ck:flex ck:flex-col ck:bg-bg',
        embedded ? 'ck:h-full ck:min-h-0' : 'ck:min-h-screen',
      )}
      aria-label={embedded ? t('app.name') : undefined}
      data-chrome={chrome}
    >
      <Header menuOpen={menuOpen} onMenu={toggleMenu} embedded={embedded} />
      <SessionExpiryBanner />
      {features.hostedSystem && session?.claims.account_sid && <TrialExpiredBanner />}
      <div className={cn('ck:flex ck:flex-1', embedded && 'ck:min-h-0')}>
        {wide && !collapsed && (
          <Side className="ck:w-60 ck:shrink-0 ck:border-r ck:border-border ck:bg-surface">
            <SideNav />
          </Side>
        )}
        {/* Embedded, the content scrolls in place; positioned, it also holds what is placed
            absolutely inside it (labels for screen readers), which would otherwise make the
            host's page scroll. */}
        <Content
          className={cn(
            'ck:min-w-0 ck:flex-1 ck:p-4 ck:lg:p-6',
            embedded && 'ck:relative ck:overflow-auto',
          )}
        >
          {scope.error && scope.currentSid === null ? (
            <NoProvider message={scope.error.message} onRetry={scope.retry} />
          ) : (
            children
          )}
        </Content>
      </div>
      <ModalDialog
        open={!wide && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        aria-label={t('shell.navigation')}
        className="ck:m-0 ck:h-full ck:max-h-none ck:w-72 ck:max-w-[85vw]"
      >
        <div className="ck:h-full ck:overflow-y-auto ck:bg-surface ck:shadow-xl">
          <div className="ck:flex ck:h-12 ck:items-center ck:justify-end ck:border-b ck:border-border ck:px-2">
            <button
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label={t('shell.closeMenu')}
              className="ck:flex ck:h-8 ck:w-8 ck:items-center ck:justify-center ck:rounded ck:text-xl ck:text-fg ck:hover:bg-subtle"
            >
              ×
            </button>
          </div>
          <SideNav onNavigate={() => setDrawerOpen(false)} />
        </div>
      </ModalDialog>
    </Frame>
  );
}
