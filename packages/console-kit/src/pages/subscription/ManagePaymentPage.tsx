import { cn } from '../../ui/cn.ts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors.ts';
import type { HostedSubscription } from '../../api/subscriptions.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CardInput, CardPayments, CardRefused, useCardActions } from './CardPayments.tsx';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { accountPage, useHostedMe, useRefreshPlan } from './useBilling.ts';
import { provideMessages } from '../../messages/translate.ts';
import { billingMessages } from '../../messages/billing.ts';
import { hostedMessages } from '../../messages/hosted.ts';
import { subscriptionsApi } from '../../api/subscriptions.ts';

provideMessages(billingMessages, hostedMessages);

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** /internal/accounts/{account_sid}/manage-payment: the card on file, and a new one. */
export function ManagePaymentPage({ accountSid }: { accountSid: string }) {
  const { t, router } = useConsole();
  const { permissions } = useRequiredSession();
  const me = useHostedMe();
  const [changing, setChanging] = useState(false);
  if (me.isPending) return <Loading />;
  const subscription = me.data?.subscription;
  return (
    <section className={cn(FORM_WIDTH, 'ck:flex ck:flex-col ck:gap-4')}>
      <PageHeader title={t('payment.title')} />
      {me.error && <Alert tone="error">{me.error.message}</Alert>}
      <FormSection title={t('payment.current')}>
        {subscription?.last4 ? <CardOnFile card={subscription} /> : <p>{t('payment.noCard')}</p>}
      </FormSection>
      {changing ? (
        <CardPayments>
          <NewCardForm onClose={() => setChanging(false)} />
        </CardPayments>
      ) : (
        <div className="ck:flex ck:gap-2">
          <Button onClick={() => router.navigate(accountPage(accountSid))}>
            {t('billing.backToAccount')}
          </Button>
          {permissions.canWrite && (
            <Button variant="primary" onClick={() => setChanging(true)}>
              {t('payment.change')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

export default ManagePaymentPage;

function CardOnFile({ card }: { card: HostedSubscription }) {
  const { t } = useConsole();
  const brand = BRANDS[card.card_type ?? ''] ?? card.card_type ?? '';
  const month = String(card.exp_month ?? '').padStart(2, '0');
  return (
    <dl className="ck:grid ck:grid-cols-[auto_1fr] ck:gap-x-6 ck:gap-y-2">
      <dt className="ck:text-muted">{t('payment.cardType')}</dt>
      <dd>{brand}</dd>
      <dt className="ck:text-muted">{t('payment.cardNumber')}</dt>
      <dd>{t('payment.masked', { last4: card.last4 ?? '' })}</dd>
      <dt className="ck:text-muted">{t('payment.expires')}</dt>
      <dd>{t('billing.expiry', { month, year: card.exp_year ?? '' })}</dd>
    </dl>
  );
}

/** 'Save New Card': the provider makes a payment method of the card, the server makes it the
 *  default (and charges an unpaid first invoice to it). */
function NewCardForm({ onClose }: { onClose(): void }) {
  const { api, t, notifier } = useConsole();
  const card = useCardActions();
  const refresh = useRefreshPlan();
  const [reason, setReason] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async () => {
      const paymentMethodId = await card.createPaymentMethod();
      return api(subscriptionsApi).updatePaymentMethod(paymentMethodId);
    },
    onSuccess: async (answer) => {
      if (answer.status !== 'success') {
        notifier.notify('error', answer.reason || answer.status);
        return;
      }
      notifier.notify('success', t('payment.updated'));
      await refresh();
      onClose();
    },
    onError: (error) => {
      if (error instanceof CardRefused) return setReason(error.message);
      if (isApiError(error) && error.endedSession) return;
      notifier.notify('error', error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReason(null);
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
      <FormSection title={t('payment.newCard')}>
        <CardInput reason={reason} disabled={save.isPending} onChange={() => setReason(null)} />
      </FormSection>
      <div className="ck:flex ck:justify-end ck:gap-2">
        <Button onClick={onClose} disabled={save.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={save.isPending} disabled={!card.ready}>
          {t('payment.save')}
        </Button>
      </div>
      {save.isPending && <ProcessingOverlay />}
    </form>
  );
}
