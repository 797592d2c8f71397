import { useT } from '../provider/context.ts';
import { Spinner } from './Spinner.tsx';
import { useSlow } from './useSlow.ts';

/** A page's content while it loads; after a while, that the server is slow. */
export function Loading() {
  const t = useT();
  const slow = useSlow(true);
  return (
    <div className="ck:flex ck:flex-col ck:items-center ck:gap-2 ck:p-8 ck:text-muted">
      <Spinner size={20} label={t('loading')} />
      {slow && <SlowNotice />}
    </div>
  );
}

/** Said politely to screen readers too, once the wait is long. */
export function SlowNotice() {
  const t = useT();
  return (
    <p role="status" className="ck:text-sm ck:text-muted">
      {t('loading.slow')}
    </p>
  );
}
