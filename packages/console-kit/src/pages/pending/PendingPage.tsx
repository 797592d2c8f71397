import { useT } from '../../provider/context.ts';
import type { MessageKey } from '../../provider/messages.ts';

/** A page of the spec that this version of the console does not have yet. */
export function PendingPage({ title }: { title: MessageKey }) {
  const t = useT();
  return (
    <section>
      <h1 className="ck:mb-2 ck:text-xl ck:font-semibold">{t(title)}</h1>
      <p className="ck:text-base ck:text-muted">{t('page.pending')}</p>
    </section>
  );
}

export default PendingPage;
