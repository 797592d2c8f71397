// The hosted variant's billing pages: what the shared hosted catalog does not already say.
export const billingMessages = {
  'billing.noProvider': 'No card payment provider is configured for this console.',
  'billing.nextInvoice': 'Next invoice on {date}.',
  'billing.credited': 'Credited for the rest of this billing period',
  'billing.cardInfo': 'Card details',
  'billing.expiry': '{month}/{year}',
  'billing.quantityFailedLink': 'Update your payment information',
  'billing.backToAccount': 'Back to my account',
  'billing.endsAtPeriodEnd': 'Your subscription ends at the end of this billing period.',
} as const;
