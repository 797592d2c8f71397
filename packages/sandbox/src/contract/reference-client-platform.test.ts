import { beforeEach, describe, expect, it } from 'vitest';
import { NO_SIDS, sidOf } from '../test-support.ts';
import { referenceClient, sidIn } from './reference-client.ts';

/** jambonz-webapp 0.9.6's requests of its lists, settings, speech, routing, calls and hosted pages. */

const ref = referenceClient();
const { send } = ref;
let sids = NO_SIDS;
beforeEach(() => {
  sids = ref.sids;
});

describe('jambonz-webapp 0.9.6 against the sandbox: lists, settings, speech, routing and calls', () => {
  it('signs in, reads the session and the shared lists', async () => {
    const { acme, sales } = sids;
    await send('sp-admin', 'GET', '/Users/me');
    await send('acct-admin', 'GET', '/Users/me');
    await send('admin', 'GET', '/ServiceProviders');
    await send('sp-admin', 'GET', '/ServiceProviders');
    await send('admin', 'GET', '/PasswordSettings');
    await send('admin', 'GET', '/SystemInformation');
    await send('admin', 'GET', '/TtsCache');
    await send('admin', 'GET', '/Sbcs');
    await send('admin', 'GET', '/PredefinedCarriers');
    for (const who of ['admin', 'sp-admin', 'acct-admin', 'viewer']) {
      await send(who, 'GET', `/ServiceProviders/${acme}/Accounts`);
      await send(who, 'GET', `/ServiceProviders/${acme}/Applications`);
      await send(who, 'GET', `/ServiceProviders/${acme}/PhoneNumbers`);
      await send(who, 'GET', `/ServiceProviders/${acme}/VoipCarriers`);
      await send(who, 'GET', `/ServiceProviders/${acme}/VoipCarriers?page=1&page_size=25`);
    }
    for (const who of ['admin', 'sp-admin']) {
      await send(who, 'GET', `/ServiceProviders/${acme}/Limits`);
      await send(who, 'GET', `/ServiceProviders/${acme}/ApiKeys`);
    }
    for (const path of ['Accounts', 'Applications', 'Users', 'VoipCarriers', 'Lcrs', 'Clients']) {
      await send('sp-admin', 'GET', `/${path}`);
    }
    await send('acct-admin', 'GET', '/MicrosoftTeamsTenants');
    await send('acct-admin', 'GET', `/Accounts/${sales}/Applications?page=1&page_size=25&name=IVR`);
    await send('admin', 'POST', '/logout');
  });

  it('speech credentials and Google custom voices', async () => {
    const { acme, sales } = sids;
    const credential = (account: string | null) => ({
      vendor: 'deepgram',
      account_sid: account,
      service_provider_sid: acme,
      use_for_tts: 1,
      use_for_stt: 1,
      label: null,
      deepgram_stt_uri: null,
      deepgram_tts_uri: null,
      deepgram_stt_use_tls: 0,
      model_id: null,
      service_key: null,
      access_key_id: null,
      secret_access_key: null,
      role_arn: null,
      api_key: 'reference-deepgram-key',
      riva_server_uri: null,
    });
    for (const [who, base, account] of [
      ['sp-admin', `/ServiceProviders/${acme}`, null],
      ['acct-admin', `/Accounts/${sales}`, sales],
    ] as const) {
      await send(who, 'GET', `${base}/SpeechCredentials`);
      await send(
        who,
        'GET',
        `${base}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=google`,
      );
      const created = await send(who, 'POST', `${base}/SpeechCredentials`, credential(account));
      if (created.status !== 201) continue;
      const sid = sidIn(created);
      await send(who, 'GET', `${base}/SpeechCredentials/${sid}`);
      await send(who, 'GET', `${base}/SpeechCredentials/${sid}/test`);
      // The form never sends a stored secret back.
      const update: Record<string, unknown> = { ...credential(account) };
      delete update.api_key;
      await send(who, 'PUT', `${base}/SpeechCredentials/${sid}`, update);
      await send(who, 'DELETE', `${base}/SpeechCredentials/${sid}`);
    }
    const google = (
      (await send('acct-admin', 'GET', `/Accounts/${sales}/SpeechCredentials`)).json as {
        speech_credential_sid: string;
        vendor: string;
      }[]
    ).find((c) => c.vendor === 'google')!.speech_credential_sid;
    await send('acct-admin', 'GET', `/GoogleCustomVoices?speech_credential_sid=${google}`);
    await send(
      'acct-admin',
      'GET',
      `/GoogleCustomVoices?account_sid=${sales}&label=custom%20voices`,
    );
    const voice = await send('acct-admin', 'POST', '/GoogleCustomVoices', {
      speech_credential_sid: google,
      name: 'Reference voice',
      reported_usage: 'REALTIME',
      model: 'projects/reference/locations/us/models/voice',
      use_voice_cloning_key: 0,
    });
    if (voice.status === 201) {
      const sid = sidIn(voice);
      await send('acct-admin', 'PUT', `/GoogleCustomVoices/${sid}`, {
        name: 'Reference voice 2',
        reported_usage: 'REALTIME',
        model: 'projects/reference/locations/us/models/voice',
        use_voice_cloning_key: 0,
      });
      await send('acct-admin', 'DELETE', `/GoogleCustomVoices/${sid}`);
    }
  });

  it('outbound call routing', async () => {
    // Blue Harbor has no routing table yet (a provider may have one).
    const { harbor: acme } = sids;
    const carrier = sidOf(ref.server, 'voip_carriers', 'Blue Harbor PSTN');
    const lcr = {
      name: 'Reference routes',
      is_active: false,
      account_sid: null,
      service_provider_sid: acme,
      default_carrier_set_entry_sid: null,
    };
    const created = await send('harbor-admin', 'POST', '/Lcrs', lcr);
    if (created.status !== 201) return;
    const lcrSid = sidIn(created);
    const routes = [
      {
        lcr_sid: lcrSid,
        regex: '^1',
        description: 'US',
        priority: 0,
        lcr_carrier_set_entries: [{ voip_carrier_sid: carrier, priority: 0 }],
      },
      {
        lcr_sid: lcrSid,
        regex: '.*',
        description: 'System Default Route',
        priority: 9999,
        lcr_carrier_set_entries: [{ lcr_route_sid: '', voip_carrier_sid: carrier, priority: 0 }],
      },
    ];
    await send('harbor-admin', 'POST', `/Lcrs/${lcrSid}/Routes`, routes);
    await send('harbor-admin', 'GET', `/Lcrs/${lcrSid}`);
    const read = (await send('harbor-admin', 'GET', `/LcrRoutes?lcr_sid=${lcrSid}`)).json as {
      lcr_route_sid: string;
    }[];
    await send('harbor-admin', 'GET', `/LcrRoutes/${read[0]!.lcr_route_sid}`);
    await send(
      'harbor-admin',
      'GET',
      `/LcrCarrierSetEntries?lcr_route_sid=${read[0]!.lcr_route_sid}`,
    );
    await send('harbor-admin', 'PUT', `/Lcrs/${lcrSid}`, { ...lcr, is_active: true });
    await send(
      'harbor-admin',
      'PUT',
      `/Lcrs/${lcrSid}/Routes`,
      read.map((r, i) => ({ ...r, priority: i })),
    );
    await send('harbor-admin', 'DELETE', `/LcrRoutes/${read[0]!.lcr_route_sid}`);
    await send('harbor-admin', 'DELETE', `/Lcrs/${lcrSid}`);
  });

  it('settings: provider, limits, API keys, system information, password policy, TTS cache', async () => {
    const { acme } = sids;
    await send('sp-admin', 'PUT', `/ServiceProviders/${acme}`, {
      name: 'Acme Voice',
      ms_teams_fqdn: null,
    });
    await send('admin', 'POST', `/ServiceProviders/${acme}/Limits`, {
      category: 'voice_call_session',
      quantity: 400,
    });
    await send('admin', 'DELETE', `/ServiceProviders/${acme}/Limits?category=voice_call_session`);
    const key = await send('sp-admin', 'POST', '/ApiKeys', { service_provider_sid: acme });
    if (key.status === 201) await send('sp-admin', 'DELETE', `/ApiKeys/${sidIn(key)}`);
    await send('admin', 'POST', '/SystemInformation', {
      domain_name: 'voice-platform.example',
      sip_domain_name: 'sip.voice-platform.example',
      monitoring_domain_name: null,
      private_network_cidr: null,
      log_level: 'info',
    });
    await send('admin', 'POST', '/PasswordSettings', {
      min_password_length: 8,
      require_digit: 1,
      require_special_character: 1,
    });
    await send('admin', 'DELETE', '/TtsCache');
    const provider = await send('admin', 'POST', '/ServiceProviders', {
      name: 'Reference provider',
    });
    if (provider.status === 201)
      await send('admin', 'DELETE', `/ServiceProviders/${sidIn(provider)}`);
  });

  it("recent calls, a call's SIP trace, capture, trace, log and recording, and alerts", async () => {
    const { acme, sales } = sids;
    const page = (
      await send(
        'acct-admin',
        'GET',
        `/Accounts/${sales}/RecentCalls?page=1&count=25&days=7&answered=true&direction=inbound`,
      )
    ).json as {
      data: {
        sip_callid: string;
        call_sid: string;
        trace_id: string;
        duration: number;
        recording_url?: string;
      }[];
    };
    await send('sp-admin', 'GET', `/ServiceProviders/${acme}/RecentCalls?page=1&count=25&days=30`);
    // The shortest such call: which calls the last 7 days hold depends on the hour, and the
    // whole recording of an hour-long one takes seconds to make.
    const withAll = page.data
      .filter((c) => !/^0+$/.test(c.trace_id) && c.recording_url)
      .sort((a, b) => a.duration - b.duration)[0]!;
    await send('acct-admin', 'GET', `/Accounts/${sales}/RecentCalls/${withAll.sip_callid}`);
    await send(
      'acct-admin',
      'GET',
      `/Accounts/${sales}/RecentCalls/${withAll.sip_callid}/invite/pcap`,
    );
    await send('sp-admin', 'GET', `/ServiceProviders/${acme}/RecentCalls/${withAll.sip_callid}`);
    await send(
      'sp-admin',
      'GET',
      `/ServiceProviders/${acme}/RecentCalls/${withAll.sip_callid}/invite/pcap`,
    );
    await send('acct-admin', 'GET', `/Accounts/${sales}/RecentCalls/trace/${withAll.trace_id}`);
    await send('acct-admin', 'GET', `/Accounts/${sales}/RecentCalls/${withAll.call_sid}/logs`);
    const recording = withAll.recording_url!.replace(/^.*?\/Accounts\//, '/Accounts/');
    await send('acct-admin', 'GET', recording);
    await send('acct-admin', 'DELETE', recording);
    await send('acct-admin', 'GET', `/Accounts/${sales}/Alerts?page=1&count=25&days=7`);
    await send('sp-admin', 'GET', `/ServiceProviders/${acme}/Alerts?page=1&count=25&days=7`);
  });

  it('the list pages, with the queries they build', async () => {
    const { acme, sales } = sids;
    const day = 24 * 3600_000;
    const today = new Date(new Date().setUTCHours(0, 0, 0, 0));
    const yesterday = `start=${new Date(today.getTime() - day).toISOString()}&end=${new Date(today.getTime() - 1).toISOString()}`;
    await send(
      'sp-admin',
      'GET',
      `/PhoneNumbers?page=1&page_size=25&account_sid=${sales}&filter=508&service_provider_sid=${acme}`,
    );
    await send(
      'acct-admin',
      'GET',
      `/PhoneNumbers?page=1&page_size=25&service_provider_sid=${acme}`,
    );
    await send(
      'sp-admin',
      'GET',
      `/ServiceProviders/${acme}/VoipCarriers?page=1&page_size=25&name=Acme&account_sid=${sales}`,
    );
    // The application form lists every carrier an account may use in one page.
    await send(
      'acct-admin',
      'GET',
      `/ServiceProviders/${acme}/VoipCarriers?page=1&page_size=10000&account_sid=${sales}`,
    );
    await send('acct-admin', 'GET', `/Accounts/${sales}/Applications?page=2&page_size=10&name=a`);
    for (const range of [`start=${today.toISOString()}`, yesterday, 'days=7']) {
      await send(
        'acct-admin',
        'GET',
        `/Accounts/${sales}/RecentCalls?page=1&count=25&${range}&answered=false&direction=outbound&filter=1508`,
      );
      await send('acct-admin', 'GET', `/Accounts/${sales}/Alerts?page=1&count=25&${range}`);
      await send('sp-admin', 'GET', `/ServiceProviders/${acme}/Alerts?page=1&count=50&${range}`);
    }
    await send(
      'acct-admin',
      'GET',
      `/GoogleCustomVoices?label=custom voices&account_sid=${sales}&service_provider_sid=${acme}`,
    );
    await send(
      'sp-admin',
      'GET',
      `/GoogleCustomVoices?account_sid=${sales}&service_provider_sid=${acme}`,
    );
  });

  it('the hosted pages of a self-registered user', async () => {
    const grace = 'grace@hopper.example';
    await send(grace, 'GET', '/Users/me');
    await send(grace, 'GET', '/Availability?type=subdomain&value=reference-client');
    await send(grace, 'GET', '/Prices');
    await send(grace, 'GET', '/StripeCustomerId');
    // A trial without a subscription: 404 with no body, as on a real server.
    for (const path of ['/Subscriptions', '/Invoices']) {
      const none = await ref.get(grace, path);
      expect([none.status, none.text]).toEqual([404, '']);
    }
    await send(grace, 'POST', '/change-password', {
      old_password: 'Demo-pass-1',
      new_password: 'Reference-pass-2!',
    });
    await send('anyone', 'POST', '/forgot-password', { email: grace });
  });

  it('registration by e-mail, activation, a subdomain, and a password reset link', async () => {
    const voiceCloud = 'c10d0000-0000-4000-8000-000000000001';
    const registered = await send('anyone', 'POST', '/register', {
      service_provider_sid: voiceCloud,
      provider: 'local',
      email: 'reference@client.example',
      password: 'Reference-pass-1!',
      email_activation_code: '482913',
    });
    const { jwt, user_sid, account_sid } = registered.json as Record<string, string>;
    await send(jwt!, 'PUT', '/ActivationCode/482913', { user_sid, type: 'email' });
    await send(jwt!, 'GET', '/Availability?type=subdomain&value=reference');
    await send(jwt!, 'POST', `/Accounts/${account_sid}/SipRealms/reference.voice.example`);
    await send('anyone', 'POST', '/forgot-password', { email: 'reference@client.example' });
    const outbox = (await ref.control('GET', '/_sandbox/outbox')).json as { reset_id: string }[];
    const link = outbox
      .map((mail) => mail.reset_id)
      .filter(Boolean)
      .pop();
    await send('anyone', 'POST', '/signin', { link });
  });

  it("a Google custom voice's cloning key, uploaded as a form", async () => {
    const { sales } = sids;
    const google = (
      (await send('acct-admin', 'GET', `/Accounts/${sales}/SpeechCredentials`)).json as {
        speech_credential_sid: string;
        vendor: string;
      }[]
    ).find((c) => c.vendor === 'google')!.speech_credential_sid;
    await send(
      'acct-admin',
      'GET',
      `/Accounts/${sales}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=google&label=custom voices&create_new=true`,
    );
    const voice = await send('acct-admin', 'POST', '/GoogleCustomVoices', {
      speech_credential_sid: google,
      name: 'Cloned voice',
      reported_usage: 'REALTIME',
      use_voice_cloning_key: 1,
    });
    const form = new FormData();
    form.append(
      'file',
      new Blob(['{"voice_cloning_key": "reference"}'], { type: 'application/json' }),
      'key.json',
    );
    const upload = await ref.upload(
      'acct-admin',
      `/GoogleCustomVoices/${sidIn(voice)}/VoiceCloningKey`,
      form,
    );
    expect(upload.status).toBe(204);
  });

  it('refuses none of them', () => {
    ref.expectFailuresToBe([]);
  });
});
