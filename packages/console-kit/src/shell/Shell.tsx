import { Dialog, DialogPanel } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useConsole } from '../provider/context.ts';
import { portalledLayer } from '../ui/Modal.tsx';
import { Header } from './Header.tsx';
import { SessionExpiryBanner } from './SessionExpiryBanner.tsx';
import { SideNav } from './SideNav.tsx';

const WIDE = '(min-width: 1024px)';

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

/** The frame of every signed-in page: header, side navigation (a drawer on narrow screens). */
export function Shell({ children }: { children: ReactNode }) {
  const { rootClassName, t } = useConsole();
  const wide = useIsWide();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuOpen = wide ? !collapsed : drawerOpen;
  const toggleMenu = () =>
    wide ? setCollapsed((value) => !value) : setDrawerOpen((value) => !value);
  return (
    <div className="ck:flex ck:min-h-screen ck:flex-col ck:bg-bg">
      <Header menuOpen={menuOpen} onMenu={toggleMenu} />
      <SessionExpiryBanner />
      <div className="ck:flex ck:flex-1">
        {wide && !collapsed && (
          <aside className="ck:w-60 ck:shrink-0 ck:border-r ck:border-border ck:bg-surface">
            <SideNav />
          </aside>
        )}
        <main className="ck:min-w-0 ck:flex-1 ck:p-4 ck:lg:p-6">{children}</main>
      </div>
      {!wide && (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          aria-label={t('shell.navigation')}
          className={rootClassName}
          style={portalledLayer}
        >
          <div className="ck:fixed ck:inset-0 ck:bg-overlay" aria-hidden="true" />
          <DialogPanel className="ck:fixed ck:inset-y-0 ck:left-0 ck:w-72 ck:max-w-[85vw] ck:overflow-y-auto ck:bg-surface ck:shadow-xl">
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
          </DialogPanel>
        </Dialog>
      )}
    </div>
  );
}
