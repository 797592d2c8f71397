import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import { insertRow, isoSeconds } from '../db/database.ts';
import { findServiceProvider, saveWebhook } from '../db/queries.ts';
import type { ServiceProviderRow } from '../db/rows.ts';
import { newWebhookSecret } from '../db/secrets.ts';
import { unprocessable } from '../http/errors.ts';
import { isSid } from '../http/ids.ts';
import { dateOnly, TRIAL_DAYS } from './plans.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The provider a registration names: it must exist and have a root_domain (422 otherwise). */
export function hostedProviderOf(ctx: SandboxContext, sid: string): ServiceProviderRow {
  const sp = isSid(sid) ? findServiceProvider(ctx.db, sid.toLowerCase()) : undefined;
  if (!sp) throw unprocessable('invalid service_provider_sid');
  if (!sp.root_domain) {
    throw unprocessable(
      `service provider "${sp.name}" does not take registrations: it has no root_domain`,
    );
  }
  return sp;
}

export interface NewHostedUser {
  email: string;
  provider: 'local' | 'github' | 'google';
  provider_userid: string | null;
  hashed_password: string | null;
  email_activation_code: string | null;
}

/** The starter applications of a new hosted account: [name, path of its webhook]. */
const STARTER_APPLICATIONS = [
  ['hello world', 'hello-world'],
  ['dial time clock', 'dial-time'],
] as const;

/**
 * A new hosted account with its only user, as registration makes it: named by the e-mail, a
 * 21-day trial on the free plan, two starter applications. A local user's account stays
 * inactive (and its e-mail unvalidated) until the activation code comes back.
 */
export function createHostedAccount(
  ctx: SandboxContext,
  sp: ServiceProviderRow,
  user: NewHostedUser,
): { account_sid: string; user_sid: string } {
  const { db } = ctx;
  const now = ctx.now();
  const local = user.provider === 'local';
  const accountSid = randomUUID();
  const userSid = randomUUID();
  const createdAt = isoSeconds(now);
  db.transaction(() => {
    insertRow(db, 'accounts', {
      account_sid: accountSid,
      name: user.email,
      service_provider_sid: sp.service_provider_sid,
      is_active: local ? 0 : 1,
      created_at: createdAt,
      plan_type: 'trial',
      webhook_secret: newWebhookSecret(),
      trial_end_date: dateOnly(now + TRIAL_DAYS * DAY_MS),
    });
    insertRow(db, 'account_subscriptions', {
      account_subscription_sid: randomUUID(),
      account_sid: accountSid,
      effective_start_date: createdAt,
      effective_end_date: null,
      stripe_subscription_id: null,
    });
    insertRow(db, 'users', {
      user_sid: userSid,
      name: user.email,
      email: user.email,
      hashed_password: user.hashed_password,
      account_sid: accountSid,
      service_provider_sid: sp.service_provider_sid,
      provider: user.provider,
      provider_userid: user.provider_userid,
      email_activation_code: user.email_activation_code,
      email_validated: local ? 0 : 1,
    });
    const hook = (path: string) => ({
      url: `https://apps.${sp.root_domain}/${path}`,
      method: 'POST' as const,
      username: null,
      password: null,
    });
    const statusHook = hook('call-status');
    for (const [name, path] of STARTER_APPLICATIONS) {
      insertRow(db, 'applications', {
        application_sid: randomUUID(),
        name,
        account_sid: accountSid,
        speech_synthesis_voice: 'en-US-Wavenet-C',
        created_at: createdAt,
        call_hook_sid: saveWebhook(db, null, hook(path)),
        call_status_hook_sid: saveWebhook(db, null, statusHook),
      });
    }
  })();
  return { account_sid: accountSid, user_sid: userSid };
}
