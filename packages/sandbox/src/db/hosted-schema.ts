/**
 * Tables of the hosted variant: the plans of hosted accounts, the product catalogue, the
 * stand-in OAuth provider's codes and the stand-in card-payment provider's records (`pay_*`).
 * Money is in cents; times of the payment provider are ms numbers.
 */
export const HOSTED_SCHEMA = `
CREATE TABLE IF NOT EXISTS products (
  product_sid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL UNIQUE,
  unit_label TEXT NOT NULL,
  description TEXT,
  stripe_product_id TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS prices (
  price_id TEXT PRIMARY KEY,
  product_sid TEXT NOT NULL,
  billing_scheme TEXT NOT NULL,
  tiers_mode TEXT,
  unit_amount INTEGER,
  -- JSON [{up_to, flat_amount, unit_amount}] for a tiered price
  tiers TEXT
);

-- The plan periods of a hosted account: the free plan (stripe_subscription_id null) or a paid one.
-- The current one has effective_end_date null.
CREATE TABLE IF NOT EXISTS account_subscriptions (
  account_subscription_sid TEXT PRIMARY KEY,
  account_sid TEXT NOT NULL,
  effective_start_date TEXT NOT NULL,
  effective_end_date TEXT,
  stripe_subscription_id TEXT
);
CREATE INDEX IF NOT EXISTS account_subscriptions_account ON account_subscriptions (account_sid);

CREATE TABLE IF NOT EXISTS oauth_codes (
  code TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  login TEXT NOT NULL,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS pay_customers (
  id TEXT PRIMARY KEY,
  account_sid TEXT NOT NULL,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  default_payment_method TEXT,
  created INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS pay_payment_methods (
  id TEXT PRIMARY KEY,
  customer TEXT,
  number TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  billing_details TEXT NOT NULL,
  -- 1 once a payment with it passed the authentication step
  authenticated INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS pay_subscriptions (
  id TEXT PRIMARY KEY,
  customer TEXT NOT NULL,
  account_sid TEXT NOT NULL,
  status TEXT NOT NULL,
  -- JSON [{id, price, product_sid, quantity}]
  items TEXT NOT NULL,
  current_period_start INTEGER NOT NULL,
  current_period_end INTEGER NOT NULL,
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
  latest_invoice TEXT,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS pay_subscriptions_account ON pay_subscriptions (account_sid);
CREATE INDEX IF NOT EXISTS pay_subscriptions_due ON pay_subscriptions (status, current_period_end);

-- A charge: the first invoice of a subscription, or the prorated part of a change of quantities
-- (new_items: the items it buys).
CREATE TABLE IF NOT EXISTS pay_payment_intents (
  id TEXT PRIMARY KEY,
  client_secret TEXT NOT NULL UNIQUE,
  invoice TEXT NOT NULL,
  subscription TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,
  payment_method TEXT,
  last_payment_error TEXT,
  description TEXT NOT NULL,
  new_items TEXT,
  created INTEGER NOT NULL
);
`;

export const HOSTED_TABLES = [
  'products',
  'prices',
  'account_subscriptions',
  'oauth_codes',
  'pay_customers',
  'pay_payment_methods',
  'pay_subscriptions',
  'pay_payment_intents',
] as const;
