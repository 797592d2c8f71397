import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useConsole } from '../../provider/context.ts';
import { loadPayments } from '../../provider/payments.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** The card provider around a payment form: its script is requested when this first renders.
 *  Without a provider from the host, the form says so instead of a card field. */
export function CardPayments({ children }: { children: ReactNode }) {
  const { payments, t } = useConsole();
  const stripe = useMemo(() => (payments ? loadPayments(payments) : null), [payments]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    stripe?.catch((error: unknown) => {
      if (live) setFailure(error instanceof Error ? error.message : String(error));
    });
    return () => {
      live = false;
    };
  }, [stripe]);
  if (!stripe) return <Alert tone="error">{t('billing.noProvider')}</Alert>;
  if (failure)
    return <Alert tone="error">{t('subscription.cardUnavailable', { reason: failure })}</Alert>;
  return <Elements stripe={stripe}>{children}</Elements>;
}

/** A card the provider refused, with its message. */
export class CardRefused extends Error {}

/** What a payment form does with the card provider: make a payment method of the card typed, and
 *  let the card holder authenticate a payment that needs it. */
export function useCardActions() {
  const stripe = useStripe();
  const elements = useElements();
  const createPaymentMethod = useCallback(async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) throw new CardRefused('The card form is not ready yet.');
    const result = await stripe.createPaymentMethod({ type: 'card', card });
    if (result.error) throw new CardRefused(result.error.message ?? result.error.type);
    return result.paymentMethod.id;
  }, [stripe, elements]);
  const authenticate = useCallback(
    async (clientSecret: string) => {
      if (!stripe) throw new CardRefused('The card form is not ready yet.');
      const result = await stripe.confirmCardPayment(clientSecret);
      if (result.error) throw new CardRefused(result.error.message ?? result.error.type);
      if (result.paymentIntent.status !== 'succeeded') {
        throw new CardRefused(result.paymentIntent.status);
      }
    },
    [stripe],
  );
  return { ready: Boolean(stripe && elements), createPaymentMethod, authenticate };
}

/** The card field: the provider's own input (its number, expiry and security code never pass
 *  through the console), its validation message under it. */
export function CardInput({
  reason,
  onChange,
  disabled,
}: {
  /** Why the card was refused (the provider's message). */
  reason?: string | null;
  onChange?(): void;
  disabled?: boolean;
}) {
  const { t } = useConsole();
  const stripe = useStripe();
  const id = useId();
  const [typing, setTyping] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const change = (event: StripeCardElementChangeEvent) => {
    setTyping(event.error?.message ?? null);
    onChange?.();
  };
  const error = typing ?? reason;
  // The provider's field draws in its own frame: it takes the console's text colour and font
  // (light or dark theme) from the box around it.
  const [look, setLook] = useState<{ color: string; fontFamily: string } | null>(null);
  const measure = useCallback((box: HTMLDivElement | null) => {
    if (!box) return;
    const { color, fontFamily } = getComputedStyle(box);
    setLook((seen) =>
      seen?.color === color && seen.fontFamily === fontFamily ? seen : { color, fontFamily },
    );
  }, []);
  const options = useMemo(
    () => ({ disabled, hidePostalCode: true, style: look ? { base: look } : undefined }),
    [disabled, look],
  );
  return (
    <div className="ck:flex ck:flex-col ck:gap-1" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="ck:text-sm ck:font-medium ck:text-fg">
        {t('subscription.card')}
      </span>
      {(!stripe || !ready) && (
        <span className="ck:flex ck:items-center ck:gap-2 ck:text-sm ck:text-muted">
          <Spinner size={14} /> {t('subscription.cardLoading')}
        </span>
      )}
      <div
        ref={measure}
        className="ck:rounded ck:border ck:border-border ck:bg-surface ck:px-2.5 ck:py-2 ck:text-fg"
      >
        <CardElement options={options} onChange={change} onReady={() => setReady(true)} />
      </div>
      {error && (
        <div role="alert" className="ck:text-sm ck:text-danger">
          {error}
        </div>
      )}
    </div>
  );
}
