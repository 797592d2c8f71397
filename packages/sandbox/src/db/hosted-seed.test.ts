import { describe, expect, it } from 'vitest';
import { ADA_CUSTOMER_ID, ADA_SUBSCRIPTION_ID, VOICE_CLOUD_SID } from '../hosted/demo-ids.ts';
import { dateOnly } from '../hosted/plans.ts';
import { call, demoSandbox, login } from '../test-support.ts';
import { DEMO_PASSWORD } from './seed.ts';

const demo = demoSandbox({ resetEachTest: false });
const DAY = 24 * 3600 * 1000;

interface HostedRow {
  name: string;
  email: string;
  provider: string;
  provider_userid: string | null;
  has_password: number;
  sip_realm: string | null;
  plan_type: string;
  trial_end_date: string | null;
  account_active: number;
  stripe_customer_id: string | null;
  service_provider_sid: string;
}

function hostedRows(): HostedRow[] {
  return demo.server.sandbox.db
    .prepare(
      `SELECT u.name, u.email, u.provider, u.provider_userid, u.hashed_password IS NOT NULL AS has_password,
              a.sip_realm, a.plan_type, a.trial_end_date, a.is_active AS account_active,
              a.stripe_customer_id, a.service_provider_sid
       FROM users u JOIN accounts a ON a.account_sid = u.account_sid
       WHERE a.name = u.email ORDER BY u.email`,
    )
    .all() as HostedRow[];
}

describe('demo data of the hosted provider', () => {
  it('has Voice Cloud with its fixed sid and root domain, beside the other providers', async () => {
    const res = await call(demo.server, 'GET', '/ServiceProviders', {
      token: demo.tokens.admin,
    });
    const providers = res.json as {
      name: string;
      service_provider_sid: string;
      root_domain: string | null;
    }[];
    // By sid, as a real server lists them: the fixed sid of Voice Cloud may come anywhere.
    const byName = [...providers].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName.map((p) => p.name)).toEqual(['Acme Voice', 'Blue Harbor Telecom', 'Voice Cloud']);
    expect(byName[2]).toMatchObject({
      service_provider_sid: VOICE_CLOUD_SID,
      root_domain: 'voice.example',
    });
    expect(byName.slice(0, 2).map((p) => p.root_domain)).toEqual([null, null]);
  });

  it('has the five hosted users, each the only user of an account named by its e-mail', () => {
    const now = demo.server.clock.now();
    const in14 = dateOnly(now + 14 * DAY);
    const rows = hostedRows();
    expect(rows.map((r) => r.service_provider_sid)).toEqual(Array(5).fill(VOICE_CLOUD_SID));
    expect(rows.map(({ service_provider_sid: _sp, ...r }) => r)).toEqual([
      {
        name: 'ada@lovelace.example',
        email: 'ada@lovelace.example',
        provider: 'github',
        provider_userid: 'ada-lovelace',
        has_password: 0,
        sip_realm: 'ada.voice.example',
        plan_type: 'paid',
        trial_end_date: null,
        account_active: 1,
        stripe_customer_id: ADA_CUSTOMER_ID,
      },
      {
        name: 'alan@turing.example',
        email: 'alan@turing.example',
        provider: 'local',
        provider_userid: null,
        has_password: 1,
        sip_realm: 'alan.voice.example',
        plan_type: 'free',
        trial_end_date: dateOnly(now - 7 * DAY),
        account_active: 0,
        stripe_customer_id: null,
      },
      {
        name: 'grace@hopper.example',
        email: 'grace@hopper.example',
        provider: 'local',
        provider_userid: null,
        has_password: 1,
        sip_realm: 'grace.voice.example',
        plan_type: 'trial',
        trial_end_date: in14,
        account_active: 1,
        stripe_customer_id: null,
      },
      {
        name: 'hedy@lamarr.example',
        email: 'hedy@lamarr.example',
        provider: 'local',
        provider_userid: null,
        has_password: 1,
        sip_realm: null,
        plan_type: 'trial',
        trial_end_date: in14,
        account_active: 1,
        stripe_customer_id: null,
      },
      {
        name: 'margaret@hamilton.example',
        email: 'margaret@hamilton.example',
        provider: 'google',
        provider_userid: 'margaret-hamilton',
        has_password: 0,
        sip_realm: 'margaret.voice.example',
        plan_type: 'trial',
        trial_end_date: in14,
        account_active: 1,
        stripe_customer_id: null,
      },
    ]);
  });

  it('gives each account a current plan period: the free plan, Ada a paid one since 10 days', () => {
    const periods = demo.server.sandbox.db
      .prepare(
        `SELECT a.name, s.effective_start_date, s.stripe_subscription_id
         FROM account_subscriptions s JOIN accounts a ON a.account_sid = s.account_sid
         WHERE s.effective_end_date IS NULL ORDER BY a.name`,
      )
      .all() as {
      name: string;
      effective_start_date: string;
      stripe_subscription_id: string | null;
    }[];
    expect(periods.map((p) => [p.name, p.stripe_subscription_id])).toEqual([
      ['ada@lovelace.example', ADA_SUBSCRIPTION_ID],
      ['alan@turing.example', null],
      ['grace@hopper.example', null],
      ['hedy@lamarr.example', null],
      ['margaret@hamilton.example', null],
    ]);
    const adaStart = Date.parse(periods[0]!.effective_start_date);
    expect(Math.round((demo.server.clock.now() - adaStart) / DAY)).toBe(10);
  });

  it('lets the local users sign in with their e-mail and the demo password', async () => {
    for (const email of ['grace@hopper.example', 'alan@turing.example', 'hedy@lamarr.example']) {
      const answer = await login(demo.server, email, DEMO_PASSWORD);
      expect(answer).toMatchObject({ scope: 'account', service_provider_sid: VOICE_CLOUD_SID });
    }
    const oauth = await call(demo.server, 'POST', '/login', {
      body: { username: 'ada@lovelace.example', password: DEMO_PASSWORD },
    });
    expect(oauth.status).toBe(403);
  });

  it('makes no recent calls for the hosted accounts, and keeps the other demo data', () => {
    const db = demo.server.sandbox.db;
    const hostedCalls = db
      .prepare(
        `SELECT COUNT(*) FROM recent_calls c JOIN accounts a ON a.account_sid = c.account_sid
         WHERE a.service_provider_sid = ?`,
      )
      .pluck()
      .get(VOICE_CLOUD_SID);
    expect(hostedCalls).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM recent_calls').pluck().get()).toBe(400);
    const others = db
      .prepare('SELECT COUNT(*) FROM accounts WHERE service_provider_sid <> ?')
      .pluck()
      .get(VOICE_CLOUD_SID);
    expect(others).toBe(14);
  });
});
