import { type FormEvent } from 'react';
import { canReview } from '../../machines/subscription.machine.ts';
import { useConsole } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { Link } from '../../ui/Link.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { accountPage } from './useBilling.ts';
import { PlanLoadFailed, useSubscriptionFlow } from './useSubscriptionFlow.tsx';

/** Change the capacities of a paid plan after a dry run, or return to the free plan. */
export function ModifyForm({ accountSid }: { accountSid: string }) {
  const { t, router } = useConsole();
  const format = useFormat();
  const { snapshot, send, table, processing } = useSubscriptionFlow(accountSid, 'modify');
  const { context } = snapshot;
  if (snapshot.matches('loading')) return <Loading />;
  const review =
    snapshot.matches('reviewing') || snapshot.matches('updating') ? context.review : null;
  const currency = context.plan?.currency ?? 'usd';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: review ? 'CONFIRM' : 'REVIEW' });
  };
  return (
    <section className={FORM_WIDTH}>
      <PageHeader title={t('subscription.modifyTitle')} />
      {snapshot.matches('loadFailed') ? (
        <PlanLoadFailed error={context.loadError} onRetry={() => send({ type: 'RETRY' })} />
      ) : (
        <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
          {context.quantityFailed && (
            <Alert tone="error">
              <p>{t('subscription.quantityFailed')}</p>
              <Link to={`/internal/accounts/${accountSid}/manage-payment`} className="ck:underline">
                {t('billing.quantityFailedLink')}
              </Link>
            </Alert>
          )}
          <FormSection title={t('plan.section')}>{table}</FormSection>
          {review && (
            <FormSection title={t('subscription.reviewTitle')}>
              <dl className="ck:grid ck:grid-cols-[auto_1fr] ck:gap-x-6 ck:gap-y-2">
                <dt className="ck:text-muted">{t('subscription.reviewMonthly')}</dt>
                <dd data-testid="monthly-cost">{format.money(review.monthly_cost, currency)}</dd>
                <dt className="ck:text-muted">
                  {review.prorated_cost < 0
                    ? t('billing.credited')
                    : t('subscription.reviewProrated')}
                </dt>
                <dd data-testid="prorated-cost">
                  {format.money(Math.abs(review.prorated_cost), currency)}
                </dd>
              </dl>
              {review.next_invoice_date && (
                <p className="ck:text-sm ck:text-muted">
                  {t('billing.nextInvoice', { date: format.date(review.next_invoice_date) })}
                </p>
              )}
            </FormSection>
          )}
          <div className="ck:flex ck:flex-wrap ck:gap-2">
            {!review && (
              <Button
                variant="danger"
                onClick={() => send({ type: 'DOWNGRADE' })}
                disabled={processing || !snapshot.matches('editing')}
              >
                {t('subscription.returnToFree')}
              </Button>
            )}
            <div className="ck:ml-auto ck:flex ck:gap-2">
              <Button
                onClick={() =>
                  review ? send({ type: 'CANCEL' }) : router.navigate(accountPage(accountSid))
                }
                disabled={processing}
              >
                {t('form.cancel')}
              </Button>
              {review ? (
                <Button type="submit" variant="primary" busy={processing}>
                  {t('subscription.confirmChanges')}
                </Button>
              ) : (
                <Button
                  type="submit"
                  variant="primary"
                  busy={snapshot.hasTag('busy')}
                  disabled={!canReview(context)}
                >
                  {t('subscription.review')}
                </Button>
              )}
            </div>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={snapshot.matches('confirmingDowngrade')}
        title={t('subscription.downgrade')}
        confirmLabel={t('subscription.downgrade')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onClose={() => send({ type: 'CANCEL' })}
      >
        {t('subscription.downgradeConfirm')}
      </ConfirmDialog>
      {processing && <ProcessingOverlay />}
    </section>
  );
}
