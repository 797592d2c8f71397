import { useCallback, useSyncExternalStore } from 'react';
import { useConsole } from '../provider/context.ts';
import { useLocation } from '../provider/useLocation.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { keptWorkMessages } from '../messages/keptWork.ts';
import { provideMessages } from '../messages/translate.ts';

provideMessages(keptWorkMessages);

/** Offers back what the user was typing on this page when their session ended. */
export function KeptWorkNotice() {
  const { workKeeper, t } = useConsole();
  const { pathname } = useLocation();
  const read = useCallback(() => workKeeper.offered(pathname), [workKeeper, pathname]);
  const offered = useSyncExternalStore(workKeeper.subscribe, read, read);
  if (!offered) return null;
  return (
    <Alert
      tone="warning"
      className="ck:mb-4 ck:flex ck:flex-wrap ck:items-center ck:justify-between ck:gap-2"
    >
      <span>{t('session.keptWork')}</span>
      <span className="ck:flex ck:gap-2">
        <Button onClick={() => workKeeper.discard(pathname)}>{t('session.discardKept')}</Button>
        <Button variant="primary" onClick={() => workKeeper.restore(pathname)}>
          {t('session.restoreKept')}
        </Button>
      </span>
    </Alert>
  );
}
