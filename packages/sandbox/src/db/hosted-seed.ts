import { randomUUID } from 'node:crypto';
import {
  ADA_CUSTOMER_ID,
  ADA_SUBSCRIPTION_ID,
  VOICE_CLOUD_ROOT_DOMAIN,
  VOICE_CLOUD_SID,
} from '../hosted/demo-ids.ts';
import { dateOnly } from '../hosted/plans.ts';
import { insertRow, isoSeconds, type Db } from './database.ts';
import { newWebhookSecret } from './secrets.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A hosted user, the only user of an account named by its e-mail. */
export interface SeedHostedUser {
  email: string;
  provider: 'local' | 'github' | 'google';
  /** The OAuth login (provider_userid); local users have none. */
  login?: string;
  sip_realm: string | null;
  plan_type: 'trial' | 'free' | 'paid';
  /** Days from seeding to the trial's end (negative: ended); none for a paid plan. */
  trialEndsInDays?: number;
  is_active: boolean;
}

export const SEED_HOSTED_USERS: readonly SeedHostedUser[] = [
  {
    email: 'grace@hopper.example',
    provider: 'local',
    sip_realm: 'grace.voice.example',
    plan_type: 'trial',
    trialEndsInDays: 14,
    is_active: true,
  },
  {
    email: 'ada@lovelace.example',
    provider: 'github',
    login: 'ada-lovelace',
    sip_realm: 'ada.voice.example',
    plan_type: 'paid',
    is_active: true,
  },
  {
    email: 'alan@turing.example',
    provider: 'local',
    sip_realm: 'alan.voice.example',
    plan_type: 'free',
    trialEndsInDays: -7,
    is_active: false,
  },
  {
    email: 'margaret@hamilton.example',
    provider: 'google',
    login: 'margaret-hamilton',
    sip_realm: 'margaret.voice.example',
    plan_type: 'trial',
    trialEndsInDays: 14,
    is_active: true,
  },
  {
    email: 'hedy@lamarr.example',
    provider: 'local',
    sip_realm: null,
    plan_type: 'trial',
    trialEndsInDays: 14,
    is_active: true,
  },
];

/** Days before seeding Ada's paid period started. */
export const ADA_PERIOD_STARTED_DAYS_AGO = 10;

/**
 * The hosted provider Voice Cloud with its five users and their accounts and plan periods.
 * The card-payment stand-in's records (Ada's customer, card, subscription) are seeded apart.
 */
export function seedHostedProvider(db: Db, nowMs: number, passwordHash: string): void {
  const createdAt = isoSeconds(nowMs - 30 * DAY_MS);
  insertRow(db, 'service_providers', {
    service_provider_sid: VOICE_CLOUD_SID,
    name: 'Voice Cloud',
    description: 'Hosted (SaaS) demo provider',
    root_domain: VOICE_CLOUD_ROOT_DOMAIN,
  });
  for (const user of SEED_HOSTED_USERS) {
    const accountSid = randomUUID();
    const paid = user.plan_type === 'paid';
    insertRow(db, 'accounts', {
      account_sid: accountSid,
      name: user.email,
      sip_realm: user.sip_realm,
      service_provider_sid: VOICE_CLOUD_SID,
      is_active: user.is_active ? 1 : 0,
      created_at: createdAt,
      plan_type: user.plan_type,
      stripe_customer_id: paid ? ADA_CUSTOMER_ID : null,
      webhook_secret: newWebhookSecret(),
      trial_end_date:
        user.trialEndsInDays === undefined ? null : dateOnly(nowMs + user.trialEndsInDays * DAY_MS),
    });
    insertRow(db, 'users', {
      user_sid: randomUUID(),
      name: user.email,
      email: user.email,
      hashed_password: user.provider === 'local' ? passwordHash : null,
      account_sid: accountSid,
      service_provider_sid: VOICE_CLOUD_SID,
      provider: user.provider,
      provider_userid: user.login ?? null,
      email_validated: 1,
    });
    const paidFrom = isoSeconds(nowMs - ADA_PERIOD_STARTED_DAYS_AGO * DAY_MS);
    insertRow(db, 'account_subscriptions', {
      account_subscription_sid: randomUUID(),
      account_sid: accountSid,
      effective_start_date: createdAt,
      effective_end_date: paid ? paidFrom : null,
      stripe_subscription_id: null,
    });
    if (paid) {
      insertRow(db, 'account_subscriptions', {
        account_subscription_sid: randomUUID(),
        account_sid: accountSid,
        effective_start_date: paidFrom,
        effective_end_date: null,
        stripe_subscription_id: ADA_SUBSCRIPTION_ID,
      });
    }
  }
}
