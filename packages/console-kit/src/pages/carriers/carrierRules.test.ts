import { messageKey } from '../../lib/validation.ts';
import { describe, expect, it } from 'vitest';
import type { VoipCarrier } from '../../api/carriers.ts';
import {
  carrierPayload,
  carrierValues,
  withoutSecrets,
  deleteBlockers,
  registerState,
  validateCarrier,
  validateCarrierSettings,
  withAccount,
  withToggle,
  type CarrierValues,
} from './carrierRules.ts';

const carrier: VoipCarrier = {
  voip_carrier_sid: 'c1',
  name: 'Trunk',
  account_sid: 'a1',
  service_provider_sid: 'sp1',
  application_sid: 'app1',
  is_active: 1,
  e164_leading_plus: 0,
  requires_register: 1,
  register_username: 'user',
  register_password: 'pass',
  register_sip_realm: 'sip.example.com',
  register_from_user: 'from',
  register_from_domain: null,
  register_public_ip_in_contact: 1,
  tech_prefix: '999',
  diversion: null,
  outbound_sip_proxy: 'sip:proxy.example.com',
  dtmf_type: 'tones',
};

const valid = (change: Partial<CarrierValues> = {}): CarrierValues => ({
  ...carrierValues(undefined, ''),
  name: 'Trunk',
  sipGateways: [],
  ...change,
});
const problemKeys = (values: CarrierValues) =>
  Object.fromEntries(
    Object.entries(validateCarrierSettings(values)).map(([k, p]) => [k, p && messageKey(p)]),
  );

describe('carrier settings rules', () => {
  it('needs a name', () => {
    expect(problemKeys(valid({ name: ' ' }))).toEqual({ name: 'carriers.nameRequired' });
  });

  it('needs both the username and the password once either is set', () => {
    expect(problemKeys(valid({ outboundAuth: true }))).toEqual({});
    expect(problemKeys(valid({ outboundAuth: true, username: 'u' }))).toEqual({
      password: 'carriers.passwordRequired',
    });
    expect(problemKeys(valid({ outboundAuth: true, password: 'p' }))).toEqual({
      username: 'carriers.usernameRequired',
    });
  });

  it('needs the realm, username and password to register', () => {
    const values = withToggle(valid(), 'requiresRegister', true);
    expect(problemKeys(values)).toEqual({
      username: 'carriers.usernameRequired',
      password: 'carriers.passwordRequired',
      realm: 'carriers.realmRequired',
    });
  });

  it('needs a tech prefix of at least 3 characters', () => {
    expect(validateCarrierSettings(valid({ useTechPrefix: true, techPrefix: '12' }))).toEqual({
      techPrefix: { key: 'carriers.techPrefixShort', values: { min: '3' } },
    });
    expect(problemKeys(valid({ useTechPrefix: true, techPrefix: '123' }))).toEqual({});
  });

  it('needs a diversion value while its toggle is on', () => {
    expect(problemKeys(valid({ useDiversion: true }))).toEqual({
      diversion: 'carriers.diversionRequired',
    });
  });

  it('needs a valid proxy URI while its toggle is on', () => {
    expect(problemKeys(valid({ useProxy: true, proxy: 'http://x' }))).toEqual({
      proxy: 'carriers.proxyInvalid',
    });
    expect(problemKeys(valid({ useProxy: true, proxy: 'sips:proxy.example.com:5061' }))).toEqual(
      {},
    );
  });

  it('splits the problems by tab', () => {
    const result = validateCarrier(valid({ smppSystemId: 'acme' }));
    expect(Object.keys(result.voice)).toEqual(['sip']);
    expect(Object.keys(result.sms)).toEqual(['smppOutbound']);
  });
});

describe('carrier toggles', () => {
  it('clears a section when its toggle is unchecked', () => {
    const values = carrierValues(carrier, '');
    const off = withToggle(
      withToggle(withToggle(values, 'requiresRegister', false), 'outboundAuth', false),
      'useTechPrefix',
      false,
    );
    expect(off).toMatchObject({ realm: '', fromUser: '', publicIpInContact: false });
    expect(off).toMatchObject({ username: '', password: '', techPrefix: '' });
    expect(withToggle(values, 'useProxy', false).proxy).toBe('');
    expect(
      withToggle(valid({ diversion: 'x', useDiversion: true }), 'useDiversion', false).diversion,
    ).toBe('');
  });

  it('keeps outbound authentication on while registration needs it', () => {
    const values = withToggle(valid(), 'requiresRegister', true);
    expect(values.outboundAuth).toBe(true);
    expect(withToggle(values, 'outboundAuth', false).outboundAuth).toBe(true);
  });

  it('clears the application when the owner changes', () => {
    const values = carrierValues(carrier, '');
    expect(withAccount(values, 'a1').applicationSid).toBe('app1');
    expect(withAccount(values, 'a2').applicationSid).toBe('');
  });
});

describe('carrier payload', () => {
  it('reads a saved carrier and sends it back unchanged', () => {
    const values = carrierValues(carrier, '');
    expect(values).toMatchObject({ outboundAuth: true, useTechPrefix: true, useProxy: true });
    expect(values.useDiversion).toBe(false);
    expect(carrierPayload(values, 'sp1')).toEqual({
      name: 'Trunk',
      service_provider_sid: 'sp1',
      account_sid: 'a1',
      application_sid: 'app1',
      is_active: true,
      e164_leading_plus: false,
      dtmf_type: 'tones',
      trunk_type: 'static_ip',
      inbound_auth_username: null,
      inbound_auth_password: null,
      register_username: 'user',
      register_password: 'pass',
      requires_register: true,
      register_sip_realm: 'sip.example.com',
      register_from_user: 'from',
      register_from_domain: null,
      register_public_ip_in_contact: true,
      tech_prefix: '999',
      diversion: null,
      outbound_sip_proxy: 'sip:proxy.example.com',
      smpp_system_id: null,
      smpp_password: null,
      smpp_inbound_system_id: null,
      smpp_inbound_password: null,
    });
  });

  it('starts a new carrier active, with rfc2833 and one empty SIP gateway', () => {
    const values = carrierValues(undefined, 'a9');
    expect(values).toMatchObject({ accountSid: 'a9', isActive: true, dtmfType: 'rfc2833' });
    expect(values.sipGateways).toHaveLength(1);
  });

  it('sends no application for a carrier of the service provider', () => {
    expect(carrierPayload(valid({ applicationSid: 'x' }), 'sp1').application_sid).toBeNull();
  });
});

describe('what a user who cannot change a carrier sees', () => {
  it('never holds its secrets, which real servers send in clear', () => {
    const values = withoutSecrets(
      carrierValues(
        {
          ...carrier,
          inbound_auth_username: 'in',
          inbound_auth_password: 'in-secret',
          smpp_password: 'smpp-secret',
          smpp_inbound_password: 'smpp-in-secret',
        },
        '',
      ),
    );
    expect(JSON.stringify(Object.values(values))).not.toMatch(/pass|secret/);
    expect(values).toMatchObject({ username: 'user', inboundUsername: 'in', inboundAuth: true });
  });
});

describe('register state', () => {
  it('is shown only when registration is required', () => {
    expect(registerState({ requires_register: 0, register_status: null })).toBeNull();
  });

  it('reads the status object or its JSON text', () => {
    expect(registerState({ requires_register: 1, register_status: { status: 'ok' } })).toEqual({
      state: 'registered',
      reason: null,
      callId: null,
    });
    expect(
      registerState({
        requires_register: 1,
        register_status: '{"status":"fail","reason":"403 Forbidden","callId":"c-1"}',
      }),
    ).toEqual({ state: 'unregistered', reason: '403 Forbidden', callId: 'c-1' });
    expect(registerState({ requires_register: 1, register_status: null })).toEqual({
      state: 'notStarted',
      reason: null,
      callId: null,
    });
  });

  it("is 'unreadable' (the spec's 'Status error') when the stored text is not a status", () => {
    for (const register_status of ['garbage', '"ok"', '42']) {
      expect(registerState({ requires_register: 1, register_status })).toEqual({
        state: 'unreadable',
        reason: null,
        callId: null,
      });
    }
    expect(registerState({ requires_register: 1, register_status: 'null' })?.state).toBe(
      'notStarted',
    );
  });
});

describe('carrier delete blockers', () => {
  it('lists the numbers that block a delete', () => {
    const number = {
      phone_number_sid: 'p1',
      number: '15085550100',
      account_sid: null,
      application_sid: null,
      voip_carrier_sid: 'c1',
    };
    expect(deleteBlockers([number])).toEqual([
      { key: 'carriers.usedByNumber', values: { number: '15085550100' } },
    ]);
  });
});
