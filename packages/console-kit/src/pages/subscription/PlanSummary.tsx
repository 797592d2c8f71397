import { cn } from '../../ui/cn.ts';
import { useConsole, useSession } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { planState } from './planState.ts';
import { useHostedMe } from './useBilling.ts';
import { provideMessages } from '../../messages/translate.ts';
import { billingMessages } from '../../messages/billing.ts';
import { hostedMessages } from '../../messages/hosted.ts';

provideMessages(billingMessages, hostedMessages);

/** The account edit page's plan (hosted variant): free, trial, expired trial or paid, with the
 *  ways to change it. Only for the signed-in user's own account. */
export function PlanSummary({ accountSid }: { accountSid: string }) {
  const { t } = useConsole();
  const format = useFormat();
  const session = useSession();
  const me = useHostedMe();
  if (!me.data) return null;
  const plan = planState(me.data);
  const canWrite = session?.permissions.canWrite ?? false;
  const base = `/internal/accounts/${accountSid}`;
  const upgrade = canWrite && (
    <ButtonLink variant="primary" to={`${base}/subscription`}>
      {t('plan.upgrade')}
    </ButtonLink>
  );
  return (
    <div className={cn(FORM_WIDTH, 'ck:mt-4')}>
      <FormSection title={t('plan.section')}>
        {plan.kind === 'free' && <p>{t('plan.free')}</p>}
        {plan.kind === 'trial' && (
          <p>{t('plan.trial', { date: plan.endDate ? format.date(plan.endDate) : '' })}</p>
        )}
        {/* The shell's banner above every page says what it means. */}
        {plan.kind === 'trialExpired' && <p>{t('plan.trialEnded')}</p>}
        {plan.kind === 'paid' && (
          <>
            <p>{t('plan.paid', { ...plan.quantities })}</p>
            {plan.endsAtPeriodEnd && (
              <p className="ck:text-muted">{t('billing.endsAtPeriodEnd')}</p>
            )}
          </>
        )}
        <div className="ck:flex ck:flex-wrap ck:gap-2">
          {plan.kind === 'paid' ? (
            <>
              {canWrite && (
                <ButtonLink variant="primary" to={`${base}/modify-subscription`}>
                  {t('plan.modify')}
                </ButtonLink>
              )}
              <ButtonLink to={`${base}/manage-payment`}>{t('plan.managePayment')}</ButtonLink>
            </>
          ) : (
            upgrade
          )}
        </div>
      </FormSection>
    </div>
  );
}
