import { useSyncExternalStore } from 'react';
import { useT } from '../provider/context.ts';
import type { ToastStore } from '../provider/toastStore.ts';
import { cn } from './cn.ts';

/** The console's toasts, top right under the header (its user name and Sign out stay in view),
 *  newest last. Errors are announced at once. */
export function Toaster({ store }: { store: ToastStore }) {
  const t = useT();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div
      className="ck:pointer-events-none ck:fixed ck:top-15 ck:right-3 ck:z-50 ck:flex ck:w-96 ck:max-w-[calc(100vw-24px)] ck:flex-col ck:gap-2"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-toast={toast.kind}
          className={cn(
            'ck:pointer-events-auto ck:flex ck:items-start ck:gap-2 ck:rounded ck:border ck:px-3 ck:py-2.5 ck:shadow-md',
            toast.kind === 'error'
              ? 'ck:border-danger ck:bg-danger-subtle ck:text-danger'
              : 'ck:border-success ck:bg-success-subtle ck:text-success',
          )}
        >
          <span className="ck:flex-1 ck:text-base">{toast.text}</span>
          <button
            type="button"
            onClick={() => store.dismiss(toast.id)}
            aria-label={t('toast.dismiss')}
            className="ck:rounded ck:px-1 ck:text-lg ck:leading-none ck:hover:bg-surface"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
