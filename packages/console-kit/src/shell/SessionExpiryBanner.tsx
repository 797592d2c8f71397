import { useEffect, useState } from 'react';
import { useConsole, useSession } from '../provider/context.ts';
import { msUntilExpiry } from '../api/token.ts';
import { Button } from '../ui/Button.tsx';
import { useSignOut } from './useSignOut.ts';

/** How long before the token runs out the user is warned. */
export const EXPIRY_WARNING_MS = 5 * 60_000;

/** Warns that the session is about to expire, with the minutes left. */
export function SessionExpiryBanner() {
  const { t } = useConsole();
  const session = useSession();
  const signOut = useSignOut();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(timer);
  }, []);
  const left = session ? msUntilExpiry(session.claims, now) : null;
  const soon = left !== null && left <= EXPIRY_WARNING_MS;
  // Wake up when the warning becomes due rather than waiting for the next tick.
  useEffect(() => {
    if (left === null || soon) return;
    const timer = setTimeout(() => setNow(Date.now()), left - EXPIRY_WARNING_MS);
    return () => clearTimeout(timer);
  }, [left, soon]);
  if (!soon || left === null) return null;
  return (
    <div
      role="alert"
      className="ck:flex ck:flex-wrap ck:items-center ck:gap-3 ck:border-b ck:border-warning ck:bg-warning-subtle ck:px-4 ck:py-2 ck:text-base ck:text-warning"
    >
      <span>{t('session.expiresSoon', { minutes: Math.max(1, Math.ceil(left / 60_000)) })}</span>
      <Button size="sm" onClick={signOut.signOut}>
        {t('session.signInAgain')}
      </Button>
    </div>
  );
}
