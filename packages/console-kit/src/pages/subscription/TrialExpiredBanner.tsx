import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { useLocation } from '../../provider/useLocation.ts';
import { Link } from '../../ui/Link.tsx';
import { planState } from './planState.ts';
import { useHostedMe } from './useBilling.ts';
import { provideMessages } from '../../messages/translate.ts';
import { hostedMessages } from '../../messages/hosted.ts';

provideMessages(hostedMessages);

/** Above every page of an account whose free trial has expired (hosted variant): the spec's
 *  message and, for who may change the plan, the way to upgrade; not on the upgrade page itself. */
export function TrialExpiredBanner() {
  const { t } = useConsole();
  const { claims, permissions } = useRequiredSession();
  const { pathname } = useLocation();
  const me = useHostedMe();
  const upgradePath = `/internal/accounts/${claims.account_sid}/subscription`;
  if (!me.data || planState(me.data).kind !== 'trialExpired' || pathname === upgradePath) {
    return null;
  }
  return (
    <div
      role="status"
      className="ck:flex ck:flex-wrap ck:items-center ck:gap-3 ck:border-b ck:border-warning ck:bg-warning-subtle ck:px-4 ck:py-2 ck:text-base ck:text-warning"
    >
      <span>{t('plan.trialExpired')}</span>
      {permissions.canWrite && (
        <Link to={upgradePath} className="ck:font-medium ck:underline">
          {t('plan.upgrade')}
        </Link>
      )}
    </div>
  );
}
