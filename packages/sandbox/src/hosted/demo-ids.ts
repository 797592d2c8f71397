/**
 * Fixed ids of the hosted provider's demo data, shared by the demo seed, the card-payment
 * stand-in's seed and tests (see the README's "Demo data of the hosted provider").
 */
export const VOICE_CLOUD_SID = 'c10d0000-0000-4000-8000-000000000001';
export const VOICE_CLOUD_ROOT_DOMAIN = 'voice.example';

export const SESSIONS_PRODUCT_SID = 'c10d0000-0000-4000-8000-00000000a001';
export const DEVICES_PRODUCT_SID = 'c10d0000-0000-4000-8000-00000000a002';
export const SESSIONS_PRICE_ID = 'price_sandbox_sessions_tiered';
export const DEVICES_PRICE_ID = 'price_sandbox_devices';

/** Ada Lovelace's paid plan at the card-payment stand-in. */
export const ADA_CUSTOMER_ID = 'cus_sandboxAdaLovelace';
export const ADA_SUBSCRIPTION_ID = 'sub_sandboxAdaLovelace';
export const ADA_PAYMENT_METHOD_ID = 'pm_sandboxAdaVisa4242';

/** The e-mail (and so the user and account name) of the paid demo user. */
export const ADA_EMAIL = 'ada@lovelace.example';
