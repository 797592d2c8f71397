import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { Account, Application } from '../../api/types.ts';
import { webhookValue } from '../../lib/webhook.ts';
import {
  applicationChanges,
  applicationPayload,
  applicationsPage,
  applicationValues,
  deleteBlockers,
  isDuplicateName,
  recordingChoiceShown,
  validateApplication,
  withFallback,
  withVendor,
  withWebhook,
  type ApplicationValues,
} from './applicationRules.ts';
import { envFields, envPayload, savedEnvFields } from './envRules.ts';

const account = (sid: string, name: string, more: Partial<Account> = {}): Account => ({
  account_sid: sid,
  name,
  sip_realm: null,
  service_provider_sid: 'sp1',
  ...more,
});

const stored: Application = {
  application_sid: 'app1',
  name: 'IVR',
  account_sid: 'a1',
  call_hook: { url: 'https://h.example.com/call', method: 'POST' },
  call_status_hook: { url: 'https://h.example.com/status', method: 'GET' },
  speech_synthesis_vendor: 'aws',
  speech_synthesis_language: 'en-GB',
  speech_synthesis_voice: 'Amy',
  speech_recognizer_vendor: 'google',
  speech_recognizer_language: 'en-GB',
  use_for_fallback_speech: 0,
  record_all_calls: 1,
  app_json: null,
  env_vars: { GREETING: 'Hi', MAX_WAIT: 45 },
};

const filled = (): ApplicationValues => ({
  ...applicationValues(undefined, 'a1'),
  name: 'Hello',
  callHook: { ...webhookValue(null), url: 'https://h.example.com/call' },
  statusHook: { ...webhookValue(null), url: 'https://h.example.com/status' },
});

const definition = envFields({
  GREETING: { type: 'string', default: 'Hello', required: true, uiHint: 'textarea' },
  VOICE: { type: 'string', enum: ['a', 'b'] },
  COUNT: { type: 'number', default: 1, required: true },
  KEY: { type: 'string', obscure: true, description: 'CRM key' },
  MUSIC: { type: 'string', uiHint: 'filepicker' },
  NOTES: {},
});

describe('application values', () => {
  it('starts a new application with the spec speech defaults', () => {
    const values = applicationValues(undefined, 'a1');
    expect(values.accountSid).toBe('a1');
    expect(values.synthesis).toEqual({
      vendor: 'google',
      language: 'en-US',
      voice: 'en-US-Standard-C',
      label: '',
    });
    expect(values.recognizer).toMatchObject({ vendor: 'google', language: 'en-US' });
    expect(values.fallback).toBe(false);
  });

  it('reads a stored application, its speech columns and variables', () => {
    const values = applicationValues(stored, '');
    expect(values.synthesis).toEqual({ vendor: 'aws', language: 'en-GB', voice: 'Amy', label: '' });
    expect(values.statusHook.method).toBe('GET');
    expect(values.recordAllCalls).toBe(true);
    expect(values.env).toEqual({ GREETING: 'Hi', MAX_WAIT: '45' });
  });

  it('gives another vendor its default voice, and its default language unless one was typed', () => {
    const google = applicationValues(undefined, '').synthesis;
    expect(withVendor(google, 'aws')).toMatchObject({ language: 'en-US', voice: '' });
    expect(withVendor(google, 'cobalt').language).toBe('en_US-8khz');
    expect(withVendor({ ...google, language: 'de-DE' }, 'cobalt').language).toBe('de-DE');
    expect(withVendor({ ...google, vendor: 'aws', voice: 'Joanna' }, 'google').voice).toBe(
      'en-US-Standard-C',
    );
  });

  it('lets the status webhook follow the call webhook while empty, a websocket or a copy', () => {
    let values = applicationValues(undefined, '');
    for (const url of ['h', 'ht', 'https://a.example.com']) {
      values = withWebhook(values, 'callHook', { ...values.callHook, url });
    }
    expect(values.statusHook.url).toBe('https://a.example.com');
    values = withWebhook(values, 'callHook', {
      ...values.callHook,
      url: 'wss://a.example.com',
      method: 'GET',
    });
    expect(values.statusHook).toMatchObject({ url: 'wss://a.example.com', method: 'GET' });
    values = withWebhook(values, 'statusHook', {
      ...values.statusHook,
      url: 'https://s.example.com',
    });
    values = withWebhook(values, 'callHook', { ...values.callHook, url: 'https://b.example.com' });
    expect(values.statusHook.url).toBe('https://s.example.com');
  });

  it('fills the fallback with defaults when on and clears it when off', () => {
    const on = withFallback(applicationValues(stored, ''), true);
    expect(on.fallbackSynthesis).toMatchObject({ vendor: 'google', language: 'en-US' });
    const off = withFallback(
      { ...on, fallbackSynthesis: { ...on.fallbackSynthesis, label: 'x' } },
      false,
    );
    expect(off.fallbackSynthesis).toEqual({ vendor: '', language: '', voice: '', label: '' });
  });

  it('offers record all calls only where the account records nothing', () => {
    expect(recordingChoiceShown(account('a1', 'A', { record_all_calls: 0 }))).toBe(true);
    expect(recordingChoiceShown(account('a1', 'A', { record_all_calls: 1 }))).toBe(false);
    expect(recordingChoiceShown(undefined)).toBe(false);
  });
});

describe('environment variables', () => {
  it('models each variable as the field the definition asks for', () => {
    expect(definition.map((field) => [field.name, field.control])).toEqual([
      ['GREETING', 'textarea'],
      ['VOICE', 'select'],
      ['COUNT', 'number'],
      ['KEY', 'password'],
      ['MUSIC', 'file'],
      ['NOTES', 'text'],
    ]);
    expect(definition[1]?.options).toEqual(['a', 'b']);
    expect(definition[2]).toMatchObject({ type: 'number', required: true, initial: '1' });
    expect(definition[3]?.description).toBe('CRM key');
  });

  it('sends the defined variables, typed or default, numbers as numbers, empty ones left out', () => {
    expect(envPayload(definition, { COUNT: '3', KEY: 's3cret', OLD: 'x' })).toEqual({
      GREETING: 'Hello',
      COUNT: 3,
      KEY: 's3cret',
    });
  });
});

describe('saved variables', () => {
  it('shows every saved variable the webhook does not describe, typed as saved', () => {
    const env = { GREETING: 'Hi', MAX_WAIT: '45', LOUD: 'true' };
    const storedEnv = { GREETING: 'Hi', MAX_WAIT: 45, LOUD: true };
    expect(
      savedEnvFields(null, env, storedEnv).map((f) => [f.name, f.type, f.control, f.saved]),
    ).toEqual([
      ['GREETING', 'string', 'text', true],
      ['MAX_WAIT', 'number', 'number', true],
      ['LOUD', 'boolean', 'select', true],
    ]);
    expect(savedEnvFields(definition, env, storedEnv).map((f) => f.name)).toEqual([
      'MAX_WAIT',
      'LOUD',
    ]);
    // Kept with their types; an untyped described variable takes no default on update.
    const fields = [...definition, ...savedEnvFields(definition, env, storedEnv)];
    expect(envPayload(fields, env, false)).toEqual({ GREETING: 'Hi', MAX_WAIT: 45, LOUD: true });
  });
});

describe('update: only what changed', () => {
  const values = () => applicationValues(stored, 'a1');
  const options = (env = savedEnvFields(null, values().env, stored.env_vars)) => ({
    recordingShown: true,
    env,
  });

  it('sends nothing for an unchanged application, described variables or not', () => {
    expect(applicationChanges(stored, values(), options())).toEqual({});
    expect(applicationChanges(stored, values(), options(definition))).toEqual({});
  });

  it('sends the changed fields, and every variable once one changed', () => {
    const changed = { ...values(), name: 'IVR 2', env: { ...values().env, MAX_WAIT: '60' } };
    expect(applicationChanges(stored, changed, options())).toEqual({
      name: 'IVR 2',
      env_vars: { GREETING: 'Hi', MAX_WAIT: 60 },
    });
    const emptied = { ...values(), env: { GREETING: '', MAX_WAIT: '' } };
    expect(applicationChanges(stored, emptied, options())).toEqual({ env_vars: null });
  });

  it('never sends a webhook as null, nor one that did not change', () => {
    const hook = { ...values(), callHook: { ...values().callHook, method: 'GET' as const } };
    const body = applicationChanges(stored, hook, options());
    expect(Object.keys(body)).toEqual(['call_hook']);
    expect(body.call_hook).toMatchObject({ url: 'https://h.example.com/call', method: 'GET' });
  });
});

describe('validation', () => {
  it('needs a name, both webhook URLs and languages', () => {
    const values = {
      ...applicationValues(undefined, 'a1'),
      synthesis: { ...filled().synthesis, language: '' },
    };
    expect(validateApplication(values, null)).toEqual({
      name: 'applications.nameRequired',
      callHook: 'webhook.urlRequired',
      statusHook: 'webhook.urlRequired',
      synthesis: 'applications.languageRequired',
    });
    expect(validateApplication(filled(), null)).toEqual({});
  });

  it('checks URLs, basic auth, app JSON, and the fallback only when on', () => {
    const values = filled();
    values.callHook = { ...values.callHook, url: 'ftp://x', username: 'u' };
    values.appJson = '[{"verb":';
    const fallback = withFallback(values, true);
    fallback.fallbackRecognizer.language = '';
    expect(validateApplication(fallback, null)).toEqual({
      callHook: 'webhook.urlInvalid',
      callHookAuth: 'webhook.authBoth',
      appJson: 'applications.appJsonInvalid',
      fallbackRecognizer: 'applications.languageRequired',
    });
  });

  it('checks the variables the webhook defines', () => {
    const values = { ...filled(), env: { GREETING: ' ', COUNT: 'many' } };
    expect(validateApplication(values, definition).env).toEqual({
      GREETING: 'applications.envRequired',
      COUNT: 'applications.envNumber',
    });
  });

  it('knows the server duplicate-name answer', () => {
    const duplicate = new ApiError(
      'http',
      422,
      'x',
      "Duplicate entry 'a1-IVR' for key 'applications_idx_name'",
    );
    expect(isDuplicateName(duplicate)).toBe(true);
    expect(isDuplicateName(new ApiError('http', 422, 'x', 'other'))).toBe(false);
  });
});

describe('payload', () => {
  it('sends the fields, null for what is empty, and the fallback cleared when off', () => {
    const body = applicationPayload(
      { ...filled(), appJson: ' ' },
      { recordingShown: false, env: [], creating: true },
    );
    expect(body).toMatchObject({
      name: 'Hello',
      account_sid: 'a1',
      call_hook: { url: 'https://h.example.com/call', method: 'POST', username: null },
      app_json: null,
      speech_synthesis_vendor: 'google',
      speech_synthesis_voice: 'en-US-Standard-C',
      speech_synthesis_label: null,
      speech_recognizer_language: 'en-US',
      use_for_fallback_speech: false,
      fallback_speech_synthesis_vendor: null,
      fallback_speech_recognizer_language: null,
    });
    expect(body).not.toHaveProperty('speech_recognizer_voice');
    expect(body).not.toHaveProperty('record_all_calls');
    expect(body).not.toHaveProperty('env_vars');
  });

  it('sends record all calls when offered and the variables when defined', () => {
    const body = applicationPayload(
      { ...withFallback(filled(), true), recordAllCalls: true },
      { recordingShown: true, env: definition, creating: true },
    );
    expect(body).toMatchObject({
      record_all_calls: true,
      use_for_fallback_speech: true,
      fallback_speech_synthesis_vendor: 'google',
      env_vars: { GREETING: 'Hello', COUNT: 1 },
    });
  });
});

describe('delete', () => {
  it('lists the accounts that use the application', () => {
    const accounts = [
      account('a1', 'Sales', { device_calling_application_sid: 'app1' }),
      account('a2', 'Support', { siprec_hook_sid: 'app1' }),
      account('a3', 'Billing', { device_calling_application_sid: 'app2' }),
    ];
    const tenants = [
      { ms_teams_tenant_sid: 't1', tenant_fqdn: 'a.example', application_sid: 'app1' },
      { ms_teams_tenant_sid: 't2', tenant_fqdn: 'b.example', application_sid: 'app2' },
    ].map((tenant) => ({ ...tenant, account_sid: 'a1', service_provider_sid: 'sp1' }));
    expect(deleteBlockers('app1', accounts, tenants)).toEqual([
      { key: 'applications.usedForDeviceCalls', values: { account: 'Sales' } },
      { key: 'applications.usedForSiprec', values: { account: 'Support' } },
      { key: 'applications.usedByTeamsTenant', values: { tenant: 'a.example' } },
    ]);
    expect(deleteBlockers('app9', accounts, tenants)).toEqual([]);
  });

  it('names the accounts by name and the tenants by domain, whatever order they come in', () => {
    const accounts = [
      account('a1', 'Support', { siprec_hook_sid: 'app1' }),
      account('a2', 'Billing', { device_calling_application_sid: 'app1' }),
    ];
    const tenants = ['z.example', 'a.example'].map((fqdn, i) => ({
      ms_teams_tenant_sid: `t${i}`,
      tenant_fqdn: fqdn,
      application_sid: 'app1',
      account_sid: 'a1',
      service_provider_sid: 'sp1',
    }));
    expect(deleteBlockers('app1', accounts, tenants).map((use) => use.values)).toEqual([
      { account: 'Billing' },
      { account: 'Support' },
      { tenant: 'a.example' },
      { tenant: 'z.example' },
    ]);
  });
});

describe('the messaging webhook', () => {
  const options = { recordingShown: true, env: [] };
  const withMessaging: Application = {
    ...stored,
    messaging_hook: { url: 'https://h.example.com/sms', method: 'POST' },
  };

  it('is read from the stored application and sent only when it changed', () => {
    const values = applicationValues(withMessaging, 'a1');
    expect(values.messagingHook.url).toBe('https://h.example.com/sms');
    expect(applicationChanges(withMessaging, values, options)).toEqual({});
    const moved = withWebhook(values, 'messagingHook', {
      ...values.messagingHook,
      url: 'https://h.example.com/sms2',
    });
    expect(applicationChanges(withMessaging, moved, options)).toEqual({
      messaging_hook: {
        url: 'https://h.example.com/sms2',
        method: 'POST',
        username: null,
        password: null,
      },
    });
  });

  it('is cleared with an empty URL on update, never with null, and left out of a create', () => {
    const values = applicationValues(withMessaging, 'a1');
    const cleared = withWebhook(values, 'messagingHook', { ...values.messagingHook, url: '' });
    expect(applicationChanges(withMessaging, cleared, options)).toEqual({
      messaging_hook: { url: '', method: 'POST' },
    });
    expect(applicationChanges(stored, applicationValues(stored, 'a1'), options)).toEqual({});
    expect(applicationPayload(filled(), { ...options, creating: true })).not.toHaveProperty(
      'messaging_hook',
    );
  });

  it('is optional, but a URL typed must be valid', () => {
    expect(validateApplication(filled(), null)).toEqual({});
    const bad = withWebhook(filled(), 'messagingHook', {
      ...webhookValue(null),
      url: 'not a url',
    });
    expect(validateApplication(bad, null)).toEqual({ messagingHook: 'webhook.urlInvalid' });
  });
});

describe("a page of every account's applications", () => {
  const named = (...names: string[]) =>
    names.map((name, i) => ({ ...stored, application_sid: `app${i}`, name }));
  const names = (page: { data: Application[] }) => page.data.map((app) => app.name);

  it('sorts by name and pages as the server does', () => {
    const apps = named('b', 'C', 'a', 'd');
    const first = applicationsPage(apps, { page: 1, pageSize: 3, name: '' });
    expect([first.total, names(first)]).toEqual([4, ['a', 'b', 'C']]);
    expect(names(applicationsPage(apps, { page: 2, pageSize: 3, name: '' }))).toEqual(['d']);
  });

  it('keeps the names that hold the filter, in any case', () => {
    const apps = named('Sales IVR', 'Support', 'ivr test');
    const page = applicationsPage(apps, { page: 1, pageSize: 25, name: ' IVR ' });
    expect([page.total, names(page)]).toEqual([2, ['ivr test', 'Sales IVR']]);
  });
});
