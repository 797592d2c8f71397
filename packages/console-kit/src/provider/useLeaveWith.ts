import { useEffect } from 'react';
import { useConsole } from './context.ts';
import type { MessageKey } from '../messages/catalog.ts';

/** Leaves a page the user may not use here, with the reason as an error toast. */
export function useLeaveWith(reason: MessageKey | null, to: string) {
  const { notifier, router, t } = useConsole();
  useEffect(() => {
    if (!reason) return;
    notifier.notify('error', t(reason));
    router.navigate(to, { replace: true });
  }, [reason, to, notifier, router, t]);
}
