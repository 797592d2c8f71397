import { useT } from '../provider/context.ts';
import { Spinner } from './Spinner.tsx';

/** A page's content while it loads. */
export function Loading() {
  const t = useT();
  return (
    <div className="ck:flex ck:justify-center ck:p-8 ck:text-muted">
      <Spinner size={20} label={t('loading')} />
    </div>
  );
}
