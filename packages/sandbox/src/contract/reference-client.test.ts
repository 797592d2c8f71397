import { beforeEach, describe, it } from 'vitest';
import { NO_SIDS, sidOf } from '../test-support.ts';
import { EMPTY_HOOK, referenceClient, sidIn, withoutEmptyHooks } from './reference-client.ts';

/** jambonz-webapp 0.9.6's requests that create and change the tenants' records. */

/**
 * The reference console's requests that a real 0.9.6 server refuses too, so the sandbox must: its
 * user edit sends `service_provider_sid: null` / `account_sid: null` for admin and provider users,
 * which a real server answers 400 'Invalid request: user may not be promoted' (observed 2026-11-24).
 */
const REFUSED_BY_REAL_SERVERS: readonly string[] = [
  'PUT /Users/{sid} as admin: 400',
  'PUT /Users/{sid} as sp-admin: 400',
];

const ref = referenceClient();
const { send } = ref;
let sids = NO_SIDS;
beforeEach(() => {
  sids = ref.sids;
});

describe('jambonz-webapp 0.9.6 against the sandbox: records', () => {
  it('accounts: create, edit, limits, secret, TTS cache, bucket test, delete', async () => {
    const { acme } = sids;
    const body = {
      name: 'Reference client account',
      sip_realm: null,
      queue_event_hook: EMPTY_HOOK,
      registration_hook: EMPTY_HOOK,
      service_provider_sid: acme,
      enable_debug_log: false,
    };
    const created = await send('sp-admin', 'POST', '/Accounts', body);
    const account = await ref.createdSid(created, 'sp-admin', '/Accounts', withoutEmptyHooks(body));
    for (const [category, quantity] of [
      ['voice_call_session', 10],
      ['voice_call_minutes', 100],
    ] as const) {
      await send('admin', 'POST', `/Accounts/${account}/Limits`, { category, quantity });
    }
    const read = (await send('sp-admin', 'GET', `/Accounts/${account}`)).json as Record<
      string,
      unknown
    >;
    await send('sp-admin', 'GET', `/Accounts/${account}/Limits`);
    await send('sp-admin', 'GET', `/Accounts/${account}/TtsCache`);
    await send('sp-admin', 'GET', `/Accounts/${account}/SpeechCredentials`);
    await send('sp-admin', 'GET', `/Accounts/${account}/ApiKeys`);
    await send('sp-admin', 'PUT', `/Accounts/${account}`, {
      name: 'Reference client account 2',
      enable_debug_log: false,
      sip_realm: null,
      webhook_secret: read.webhook_secret,
      siprec_hook_sid: null,
      queue_event_hook: read.queue_event_hook ?? EMPTY_HOOK,
      registration_hook: read.registration_hook ?? EMPTY_HOOK,
      device_calling_application_sid: null,
      record_all_calls: 0,
      record_format: 'mp3',
      bucket_credential: { vendor: 'none' },
    });
    await send('sp-admin', 'POST', `/Accounts/${account}/BucketCredentialTest`, {
      vendor: 'aws_s3',
      name: 'reference-bucket',
      region: 'us-east-1',
      access_key_id: 'AKIAREFERENCE0000001',
      secret_access_key: 'reference-secret-0000000000000000000001',
    });
    await send('sp-admin', 'GET', `/Accounts/${account}/WebhookSecret?regenerate=true`);
    await send('sp-admin', 'DELETE', `/Accounts/${account}/Limits?category=voice_call_minutes`);
    await send('sp-admin', 'DELETE', `/Accounts/${account}/TtsCache`);
    const key = await send('sp-admin', 'POST', '/ApiKeys', {
      account_sid: account,
      expiry_secs: 3600,
    });
    if (key.status === 201) await send('sp-admin', 'DELETE', `/ApiKeys/${sidIn(key)}`);
    await send('sp-admin', 'DELETE', `/Accounts/${account}`, { password: 'Demo-pass-1' });
    // An account user saves its own account as the form does (the realm goes through SipRealms).
    const own = (await send('acct-admin', 'GET', `/Accounts/${sids.sales}`)).json as Record<
      string,
      unknown
    >;
    await send('acct-admin', 'POST', `/Accounts/${sids.sales}/SipRealms/sales2.acme-voice.example`);
    await send('acct-admin', 'PUT', `/Accounts/${sids.sales}`, {
      name: own.name,
      enable_debug_log: false,
      webhook_secret: own.webhook_secret,
      siprec_hook_sid: own.siprec_hook_sid,
      queue_event_hook: own.queue_event_hook ?? EMPTY_HOOK,
      registration_hook: own.registration_hook ?? EMPTY_HOOK,
      device_calling_application_sid: own.device_calling_application_sid,
      record_all_calls: own.record_all_calls,
      record_format: own.record_format,
    });
  });

  it('applications, phone numbers, Teams tenants and SIP clients', async () => {
    const { acme, sales } = sids;
    const app = {
      name: 'Reference client app',
      app_json: null,
      call_hook: {
        url: 'https://ref.example.com/call',
        method: 'POST',
        username: '',
        password: '',
      },
      account_sid: sales,
      call_status_hook: {
        url: 'https://ref.example.com/status',
        method: 'POST',
        username: '',
        password: '',
      },
      messaging_hook: EMPTY_HOOK,
      speech_synthesis_vendor: 'google',
      speech_synthesis_language: 'en-US',
      speech_synthesis_label: null,
      speech_synthesis_voice: 'en-US-Standard-C',
      speech_recognizer_vendor: 'google',
      speech_recognizer_language: 'en-US',
      speech_recognizer_label: null,
      record_all_calls: 0,
      use_for_fallback_speech: 0,
      env_vars: null,
    };
    const created = await send('acct-admin', 'POST', '/Applications', app);
    const appSid = await ref.createdSid(
      created,
      'acct-admin',
      '/Applications',
      withoutEmptyHooks(app),
    );
    await send('acct-admin', 'GET', `/Applications/${appSid}`);
    await send('acct-admin', 'PUT', `/Applications/${appSid}`, { ...app, name: 'Reference 2' });
    await send(
      'acct-admin',
      'GET',
      `/AppEnv?url=${encodeURIComponent(`${ref.server.url}/_demo/hello-world`)}`,
    );

    const carrier = sidOf(ref.server, 'voip_carriers', 'Acme Voice PSTN');
    await send('sp-admin', 'GET', `/PhoneNumbers?page=1&page_size=25&account_sid=${sales}`);
    const number = await send('sp-admin', 'POST', '/PhoneNumbers', {
      account_sid: sales,
      application_sid: appSid,
      number: '15085550177',
      voip_carrier_sid: carrier,
    });
    if (number.status === 201) {
      const numberSid = sidIn(number);
      await send('sp-admin', 'GET', `/PhoneNumbers/${numberSid}`);
      await send('sp-admin', 'PUT', `/PhoneNumbers/${numberSid}`, {
        account_sid: sales,
        application_sid: null,
      });
      await send('sp-admin', 'DELETE', `/PhoneNumbers/${numberSid}`);
    }

    const tenant = await send('sp-admin', 'POST', '/MicrosoftTeamsTenants', {
      tenant_fqdn: 'reference.onmicrosoft.com',
      account_sid: sales,
      application_sid: appSid,
      service_provider_sid: acme,
    });
    if (tenant.status === 201) {
      const tenantSid = sidIn(tenant);
      await send('sp-admin', 'GET', `/MicrosoftTeamsTenants/${tenantSid}`);
      await send('sp-admin', 'PUT', `/MicrosoftTeamsTenants/${tenantSid}`, {
        tenant_fqdn: 'reference.onmicrosoft.com',
        account_sid: sales,
        application_sid: null,
      });
      await send('sp-admin', 'DELETE', `/MicrosoftTeamsTenants/${tenantSid}`);
    }

    const sipClient = await send('acct-admin', 'POST', '/Clients', {
      account_sid: sales,
      username: 'reference',
      password: 'Reference-pass-1',
      is_active: true,
      allow_direct_app_calling: true,
      allow_direct_queue_calling: false,
      allow_direct_user_calling: true,
    });
    if (sipClient.status === 201) {
      const clientSid = sidIn(sipClient);
      await send('acct-admin', 'GET', `/Clients/${clientSid}`);
      await send('acct-admin', 'PUT', `/Clients/${clientSid}`, {
        is_active: false,
        allow_direct_app_calling: true,
        allow_direct_queue_calling: true,
        allow_direct_user_calling: true,
      });
      await send('acct-admin', 'DELETE', `/Clients/${clientSid}`);
    }
    await send('acct-admin', 'DELETE', `/Applications/${appSid}`);
  });

  it('carriers and their SIP and SMPP gateways', async () => {
    const { acme, sales } = sids;
    const carrierBody = (account: string | null) => ({
      name: 'Reference client carrier',
      e164_leading_plus: false,
      application_sid: null,
      service_provider_sid: acme,
      account_sid: account,
      requires_register: false,
      register_username: null,
      register_password: null,
      register_sip_realm: null,
      register_from_user: null,
      register_from_domain: null,
      register_public_ip_in_contact: false,
      tech_prefix: null,
      diversion: null,
      is_active: true,
      smpp_system_id: null,
      smpp_password: null,
      smpp_inbound_system_id: null,
      smpp_inbound_password: null,
      dtmf_type: 'rfc2833',
      trunk_type: 'static_ip',
      outbound_sip_proxy: null,
    });
    for (const [who, base, account] of [
      ['sp-admin', `/ServiceProviders/${acme}`, null],
      ['acct-admin', `/Accounts/${sales}`, sales],
    ] as const) {
      const created = await send(who, 'POST', `${base}/VoipCarriers/`, carrierBody(account));
      const accepted: Record<string, unknown> = { ...carrierBody(account) };
      delete accepted.trunk_type;
      const carrier = await ref.createdSid(created, who, `${base}/VoipCarriers`, accepted);
      await send(who, 'GET', `/VoipCarriers/${carrier}`);
      await send(who, 'PUT', `${base}/VoipCarriers/${carrier}`, {
        ...carrierBody(account),
        name: 'Reference client carrier 2',
      });
      const gateway = await send(who, 'POST', '/SipGateways', {
        voip_carrier_sid: carrier,
        ipv4: '192.0.2.10',
        port: 5060,
        netmask: 32,
        is_active: true,
        inbound: 1,
        outbound: 0,
      });
      const smpp = await send(who, 'POST', '/SmppGateways', {
        voip_carrier_sid: carrier,
        ipv4: '192.0.2.11',
        port: 2775,
        is_primary: false,
        use_tls: false,
        netmask: 32,
        inbound: 1,
        outbound: 1,
      });
      // The form sends back each gateway as it read it, without its sid.
      const gateways = (await send(who, 'GET', `/SipGateways?voip_carrier_sid=${carrier}`))
        .json as { sip_gateway_sid: string }[];
      for (const { sip_gateway_sid, ...read } of gateways) {
        await send(who, 'PUT', `/SipGateways/${sip_gateway_sid}`, read);
      }
      const smpps = (await send(who, 'GET', `/SmppGateways?voip_carrier_sid=${carrier}`)).json as {
        smpp_gateway_sid: string;
      }[];
      for (const { smpp_gateway_sid, ...read } of smpps) {
        await send(who, 'PUT', `/SmppGateways/${smpp_gateway_sid}`, read);
      }
      if (gateway.status === 201) await send(who, 'DELETE', `/SipGateways/${sidIn(gateway)}`);
      if (smpp.status === 201) await send(who, 'DELETE', `/SmppGateways/${sidIn(smpp)}`);
      await send(who, 'DELETE', `/VoipCarriers/${carrier}`);
    }
    await send(
      'sp-admin',
      'GET',
      `/ServiceProviders/${acme}/VoipCarriers?page=1&page_size=25&account_sid=${sales}`,
    );
    const templates = (await send('sp-admin', 'GET', '/PredefinedCarriers')).json as {
      predefined_carrier_sid: string;
    }[];
    const template = templates[0]!.predefined_carrier_sid;
    await send('sp-admin', 'POST', `/ServiceProviders/${acme}/PredefinedCarriers/${template}`);
    await send('acct-admin', 'POST', `/Accounts/${sales}/PredefinedCarriers/${template}`);
  });

  it('users', async () => {
    const { acme, sales } = sids;
    const bodies = [
      ['admin', { scope: 'admin', service_provider_sid: null, account_sid: null }],
      ['sp-admin', { scope: 'service_provider', service_provider_sid: acme, account_sid: null }],
      ['acct-admin', { scope: 'account', service_provider_sid: acme, account_sid: sales }],
    ] as const;
    for (const [who, { scope, ...owner }] of bodies) {
      const created = await send(who, 'POST', '/Users', {
        name: `reference-${scope}`,
        email: `reference-${scope}@example.com`,
        initial_password: 'Reference-pass-1!',
        force_change: true,
        is_active: true,
        is_view_only: false,
        ...owner,
      });
      if (created.status !== 201) continue;
      const user = (created.json as { user_sid: string }).user_sid;
      await send(who, 'GET', `/Users/${user}`);
      await send(who, 'PUT', `/Users/${user}`, {
        name: `reference-${scope}-2`,
        email: `reference-${scope}@example.com`,
        initial_password: null,
        force_change: true,
        is_active: true,
        is_view_only: false,
        ...owner,
      });
      await send(who, 'DELETE', `/Users/${user}`);
    }
  });

  it('fails only where a real server refuses the reference console too', () => {
    ref.expectFailuresToBe(REFUSED_BY_REAL_SERVERS);
  });
});
