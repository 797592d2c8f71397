import { describe, expect, it } from 'vitest';
import type { Account } from '../../api/types.ts';
import {
  accountEdit,
  accountPayload,
  accountValues,
  usageLines,
  validateAccount,
} from './accountRules.ts';

const other: Account = {
  account_sid: 'a2',
  name: 'Acme Support',
  sip_realm: 'support.example.com',
  service_provider_sid: 'sp',
};

describe('account rules', () => {
  it('needs a name unique among the other accounts, case-sensitively', () => {
    const context = { others: [other], recordingShown: false };
    expect(validateAccount(accountValues(undefined), context).name).toBe('accounts.nameRequired');
    expect(
      validateAccount({ ...accountValues(undefined), name: 'Acme Support' }, context).name,
    ).toBe('accounts.nameTaken');
    expect(
      validateAccount({ ...accountValues(undefined), name: 'acme support' }, context).name,
    ).toBeUndefined();
  });

  it('needs a SIP realm no other account uses', () => {
    const values = { ...accountValues(undefined), name: 'New', sipRealm: 'support.example.com' };
    expect(validateAccount(values, { others: [other], recordingShown: false })).toEqual({
      sipRealm: 'accounts.sipRealmTaken',
    });
  });

  it('checks the webhooks and the bucket only when recording is on', () => {
    const values = {
      ...accountValues(undefined),
      name: 'New',
      registrationHook: { url: 'ftp://x', method: 'POST' as const, username: '', password: '' },
      queueEventHook: {
        url: 'https://q.example.com',
        method: 'POST' as const,
        username: 'u',
        password: '',
      },
    };
    expect(validateAccount(values, { others: [], recordingShown: true })).toEqual({
      registrationHook: 'webhook.urlInvalid',
      queueEventHook: 'webhook.authBoth',
    });
    expect(
      validateAccount({ ...values, recordAllCalls: true }, { others: [], recordingShown: true })
        .bucket,
    ).toMatchObject({
      name: 'recording.nameRequired',
    });
  });

  it('sends vendor none when recording is off, and debug log for admin only', () => {
    const values = { ...accountValues(undefined), name: 'New', debugLog: true };
    expect(
      accountPayload(values, { debugLog: false, recordingShown: true, editing: false }),
    ).toEqual({
      name: 'New',
      sip_realm: null,
      registration_hook: null,
      queue_event_hook: null,
      record_all_calls: 0,
      record_format: 'mp3',
      bucket_credential: { vendor: 'none' },
    });
    expect(
      accountPayload(values, { debugLog: true, recordingShown: false, editing: true }),
    ).toMatchObject({
      enable_debug_log: 1,
      device_calling_application_sid: null,
    });
  });

  it('lists only what still uses the account', () => {
    expect(usageLines({ applications: 3, phoneNumbers: 0, teamsTenants: 0, apiKeys: 1 })).toEqual([
      { key: 'accounts.usedByApplications', count: 3 },
      { key: 'accounts.usedByApiKeys', count: 1 },
    ]);
  });
});

describe('an account edit', () => {
  const body = { name: 'Sales' };
  it('sends a new realm in the PUT, unless the user must use the realm route', () => {
    expect(accountEdit(body, 'sales.example.com', false)).toEqual({
      body: { name: 'Sales', sip_realm: 'sales.example.com' },
    });
    expect(accountEdit(body, 'sales.example.com', true)).toEqual({
      body,
      realm: 'sales.example.com',
    });
  });

  it('clears a realm in the PUT for everyone, and leaves an unchanged realm out', () => {
    expect(accountEdit(body, null, true)).toEqual({ body: { name: 'Sales', sip_realm: null } });
    expect(accountEdit(body, undefined, false)).toEqual({ body });
  });
});
