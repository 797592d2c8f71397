/** The card-payment stand-in's test cards and the checks a card number and expiry go through. */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** A refusal of the provider: code, optional decline code, and its words. */
export interface CardError {
  code: string;
  decline_code?: string;
  message: string;
}

export type ChargeBehaviour =
  | { kind: 'succeeds' }
  | { kind: 'declined'; error: CardError }
  /** Needs authentication on its first payment (3-D Secure); later charges succeed. */
  | { kind: 'authenticate' };

interface TestCard {
  brand: CardBrand;
  charge: ChargeBehaviour;
}

const declined = (decline_code: string, message: string): ChargeBehaviour => ({
  kind: 'declined',
  error: { code: 'card_declined', decline_code, message },
});

/** The README's table of test cards, by number. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'visa', charge: { kind: 'succeeds' } },
  '5555555555554444': { brand: 'mastercard', charge: { kind: 'succeeds' } },
  '378282246310005': { brand: 'amex', charge: { kind: 'succeeds' } },
  '4000000000000002': {
    brand: 'visa',
    charge: declined('generic_decline', 'Your card was declined.'),
  },
  '4000000000009995': {
    brand: 'visa',
    charge: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  '4000000000000069': {
    brand: 'visa',
    charge: {
      kind: 'declined',
      error: { code: 'expired_card', message: 'Your card has expired.' },
    },
  },
  '4000000000000127': {
    brand: 'visa',
    charge: {
      kind: 'declined',
      error: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    },
  },
  '4000002500003155': { brand: 'visa', charge: { kind: 'authenticate' } },
};

export const AUTHENTICATION_REQUIRED: CardError = {
  code: 'card_declined',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

export const AUTHENTICATION_FAILED: CardError = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const LIVE_CARD: CardError = {
  code: 'card_declined',
  message:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

function luhnOk(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the card form sent, still unchecked. */
export interface CardInput {
  number: string;
  exp_month: number | null;
  exp_year: number | null;
  cvc: string;
}

export interface CheckedCard {
  number: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** Checks a card as the provider does before storing it: a CardError or the card. */
export function checkCard(input: CardInput, now: number): CheckedCard | CardError {
  const number = input.number.replace(/[\s-]/g, '');
  const brand = brandOf(number);
  const length = brand === 'amex' ? 15 : 16;
  if (!/^\d*$/.test(number)) return cardError('invalid_number', 'Your card number is invalid.');
  if (number.length < length)
    return cardError('incomplete_number', 'Your card number is incomplete.');
  if (number.length > 19 || !luhnOk(number)) {
    return cardError('invalid_number', 'Your card number is invalid.');
  }
  if (input.exp_month === null || input.exp_year === null) {
    return cardError('incomplete_expiry', "Your card's expiration date is incomplete.");
  }
  if (input.exp_month < 1 || input.exp_month > 12) {
    return cardError('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const today = new Date(now);
  const thisYear = today.getUTCFullYear();
  if (year < thisYear) {
    return cardError('invalid_expiry_year_past', "Your card's expiration year is in the past.");
  }
  if (year > thisYear + 50) {
    return cardError('invalid_expiry_year', "Your card's expiration year is invalid.");
  }
  if (year === thisYear && input.exp_month < today.getUTCMonth() + 1) {
    return cardError('invalid_expiry_month_past', "Your card's expiration date is in the past.");
  }
  if (!/^\d+$/.test(input.cvc) || input.cvc.length < (brand === 'amex' ? 4 : 3)) {
    return cardError('incomplete_cvc', "Your card's security code is incomplete.");
  }
  if (!TEST_CARDS[number]) return LIVE_CARD;
  return { number, brand, last4: number.slice(-4), exp_month: input.exp_month, exp_year: year };
}

function cardError(code: string, message: string): CardError {
  return { code, message };
}

export function isCardError(value: CheckedCard | CardError): value is CardError {
  return 'code' in value;
}

/** How a charge to a stored test card goes (unknown numbers never get stored). */
export function chargeBehaviourOf(number: string): ChargeBehaviour {
  return TEST_CARDS[number]?.charge ?? { kind: 'declined', error: LIVE_CARD };
}
