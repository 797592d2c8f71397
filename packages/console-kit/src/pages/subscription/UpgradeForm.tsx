import { type FormEvent } from 'react';
import { capacityProblems } from '../../machines/subscription.machine.ts';
import { useConsole } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CardInput, useCardActions } from './CardPayments.tsx';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { accountPage } from './useBilling.ts';
import { PlanLoadFailed, useSubscriptionFlow } from './useSubscriptionFlow.tsx';

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
    <section className={FORM_WIDTH}>
      <PageHeader title={t('subscription.upgradeTitle')} />
      {snapshot.matches('loadFailed') ? (
        <PlanLoadFailed error={context.loadError} onRetry={() => send({ type: 'RETRY' })} />
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
