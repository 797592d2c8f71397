import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { canReview, capacityProblems, devicesShown } from '../../machines/subscription.machine.ts';
import { useConsole } from '../../provider/context.ts';
import { formatMoney } from '../../lib/pricing.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { Link } from '../../ui/Link.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CapacityTable } from './CapacityTable.tsx';
import { CardInput, useCardActions } from './CardPayments.tsx';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import {
  accountPage,
  useRefreshPlan,
  useSubscriptionMachine,
  type CardActions,
} from './useBilling.ts';

/** The subscription machine of a page, and what its table shows. */
function useSubscriptionFlow(accountSid: string, mode: 'upgrade' | 'modify', card?: CardActions) {
  const { router } = useConsole();
  const refresh = useRefreshPlan();
  const machine = useSubscriptionMachine(card);
  const [snapshot, send] = useMachine(machine, { input: { mode } });
  const { context } = snapshot;
  const done = snapshot.matches('done');
  useEffect(() => {
    if (!done) return;
    void refresh();
    router.navigate(accountPage(accountSid));
  }, [done, refresh, router, accountSid]);
  const problems = capacityProblems(context);
  const processing = snapshot.hasTag('processing');
  const table = context.plan && (
    <CapacityTable
      plan={context.plan}
      showDevices={devicesShown(context)}
      onAddDevices={() => send({ type: 'ADD_DEVICES' })}
      disabled={processing || !snapshot.matches('editing')}
      sessions={{
        value: context.sessions,
        problem: problems.sessions,
        onChange: (value) => send({ type: 'SET_SESSIONS', value }),
      }}
      devices={{
        value: context.devices,
        problem: problems.devices,
        onChange: (value) => send({ type: 'SET_DEVICES', value }),
      }}
    />
  );
  return { snapshot, send, table, processing };
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useConsole();
  return (
    <Alert tone="error">
      <div className="ck:flex ck:flex-col ck:items-start ck:gap-2">
        <span>{error instanceof Error ? error.message : t('subscription.noPrices')}</span>
        <Button size="sm" onClick={onRetry}>
          {t('billing.retry')}
        </Button>
      </div>
    </Alert>
  );
}

/** Upgrade from the free plan or a trial: capacities, a card, 'Pay and Upgrade'. Renders inside
 *  the card provider's Elements. */
export function UpgradeForm({ accountSid }: { accountSid: string }) {
  const { t, router } = useConsole();
  const card = useCardActions();
  const { snapshot, send, table, processing } = useSubscriptionFlow(accountSid, 'upgrade', card);
  const { context } = snapshot;
  if (snapshot.matches('loading')) return <Loading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'PAY' });
  };
  return (
    <section className="ck:max-w-3xl">
      <PageHeader title={t('subscription.upgradeTitle')} />
      {snapshot.matches('loadFailed') ? (
        <LoadFailed error={context.loadError} onRetry={() => send({ type: 'RETRY' })} />
      ) : (
        <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
          <FormSection title={t('plan.section')}>{table}</FormSection>
          <FormSection title={t('subscription.payment')}>
            {context.cardReason && (
              <Alert tone="error">
                {t('subscription.cardDeclined', { reason: context.cardReason })}{' '}
                {t('subscription.tryAnotherCard')}
              </Alert>
            )}
            <CardInput
              disabled={processing}
              onChange={() => context.cardReason && send({ type: 'CARD_CHANGED' })}
            />
          </FormSection>
          <div className="ck:flex ck:justify-end ck:gap-2">
            <Button onClick={() => router.navigate(accountPage(accountSid))} disabled={processing}>
              {t('form.cancel')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              busy={processing}
              disabled={!card.ready || !capacityValid(snapshot.context)}
            >
              {t('subscription.payAndUpgrade')}
            </Button>
          </div>
        </form>
      )}
      {processing && <ProcessingOverlay />}
    </section>
  );
}

function capacityValid(context: Parameters<typeof capacityProblems>[0]) {
  const problems = capacityProblems(context);
  return !problems.sessions && !problems.devices;
}

/** Change the capacities of a paid plan after a dry run, or return to the free plan. */
export function ModifyForm({ accountSid }: { accountSid: string }) {
  const { t, router } = useConsole();
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
    <section className="ck:max-w-3xl">
      <PageHeader title={t('subscription.modifyTitle')} />
      {snapshot.matches('loadFailed') ? (
        <LoadFailed error={context.loadError} onRetry={() => send({ type: 'RETRY' })} />
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
                <dd data-testid="monthly-cost">{formatMoney(review.monthly_cost, currency)}</dd>
                <dt className="ck:text-muted">
                  {review.prorated_cost < 0
                    ? t('billing.credited')
                    : t('subscription.reviewProrated')}
                </dt>
                <dd data-testid="prorated-cost">
                  {formatMoney(Math.abs(review.prorated_cost), currency)}
                </dd>
              </dl>
              {review.next_invoice_date && (
                <p className="ck:text-sm ck:text-muted">
                  {t('billing.nextInvoice', { date: review.next_invoice_date })}
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
