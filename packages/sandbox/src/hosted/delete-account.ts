import type { Db } from '../db/database.ts';
import { saveWebhook } from '../db/queries.ts';
import type { AccountRow } from '../db/rows.ts';
import { ACCOUNT_HOOKS } from '../routes/accounts/account-fields.ts';

/** [table, WHERE clause on the account's sid]: what a hosted account's deletion takes along. */
const CASCADE: readonly [string, string][] = [
  ['sessions', 'user_sid IN (SELECT user_sid FROM users WHERE account_sid = @sid)'],
  ['password_resets', 'user_sid IN (SELECT user_sid FROM users WHERE account_sid = @sid)'],
  [
    'webhooks',
    `webhook_sid IN (SELECT call_hook_sid FROM applications WHERE account_sid = @sid
      UNION SELECT call_status_hook_sid FROM applications WHERE account_sid = @sid
      UNION SELECT messaging_hook_sid FROM applications WHERE account_sid = @sid)`,
  ],
  [
    'lcr_carrier_set_entry',
    `lcr_route_sid IN (SELECT lcr_route_sid FROM lcr_routes
      WHERE lcr_sid IN (SELECT lcr_sid FROM lcr WHERE account_sid = @sid))
     OR lcr_carrier_set_entry_sid IN (SELECT default_carrier_set_entry_sid FROM lcr WHERE account_sid = @sid)`,
  ],
  ['lcr_routes', 'lcr_sid IN (SELECT lcr_sid FROM lcr WHERE account_sid = @sid)'],
  ['lcr', 'account_sid = @sid'],
  [
    'sip_gateways',
    'voip_carrier_sid IN (SELECT voip_carrier_sid FROM voip_carriers WHERE account_sid = @sid)',
  ],
  [
    'smpp_gateways',
    'voip_carrier_sid IN (SELECT voip_carrier_sid FROM voip_carriers WHERE account_sid = @sid)',
  ],
  ['phone_numbers', 'account_sid = @sid'],
  ['ms_teams_tenants', 'account_sid = @sid'],
  ['voip_carriers', 'account_sid = @sid'],
  ['applications', 'account_sid = @sid'],
  [
    'google_custom_voices',
    'speech_credential_sid IN (SELECT speech_credential_sid FROM speech_credentials WHERE account_sid = @sid)',
  ],
  ['speech_credentials', 'account_sid = @sid'],
  ['api_keys', 'account_sid = @sid'],
  ['clients', 'account_sid = @sid'],
  ['limits', 'account_sid = @sid'],
  ['tts_cache', 'account_sid = @sid'],
  ['recent_calls', 'account_sid = @sid'],
  ['alerts', 'account_sid = @sid'],
  ['call_hours', 'owner_sid = @sid'],
  ['call_trunk_hours', 'owner_sid = @sid'],
  ['call_digit_hours', 'owner_sid = @sid'],
  ['call_pair_hours', 'owner_sid = @sid'],
  ['call_lines', 'owner_sid = @sid'],
  ['users', 'account_sid = @sid'],
  ['account_subscriptions', 'account_sid = @sid'],
  [
    'pay_payment_intents',
    'subscription IN (SELECT id FROM pay_subscriptions WHERE account_sid = @sid)',
  ],
  ['pay_subscriptions', 'account_sid = @sid'],
  ['pay_payment_methods', 'customer IN (SELECT id FROM pay_customers WHERE account_sid = @sid)'],
  ['pay_customers', 'account_sid = @sid'],
];

/** A hosted account with everything it holds, as the real server deletes one. */
export function deleteHostedAccount(db: Db, account: AccountRow): void {
  const sid = account.account_sid;
  db.transaction(() => {
    for (const [table, where] of CASCADE)
      db.prepare(`DELETE FROM ${table} WHERE ${where}`).run({ sid });
    for (const column of Object.values(ACCOUNT_HOOKS)) saveWebhook(db, account[column], null);
    db.prepare('DELETE FROM accounts WHERE account_sid = ?').run(sid);
  })();
}
