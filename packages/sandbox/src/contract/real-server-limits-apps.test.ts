import { describe, expect, it } from 'vitest';
import { actingClient, demoSandbox, sidOf } from '../test-support.ts';

/**
 * What a real 0.9.6 server answers for limits and /AppEnv (observed-v1-responses-2026-11-24.txt,
 * and the api-server's lib/routes/api/limits.js and appenv.js), checked against the sandbox.
 */
const demo = demoSandbox();
const { get, post, put, del } = actingClient(demo);

describe('limits, as a real server keeps them', () => {
  it('stores both units at once for an account, in the observed shape', async () => {
    const account = sidOf(demo.server, 'accounts', 'Acme Support');
    expect((await get('admin', `/Accounts/${account}/Limits`)).json).toEqual([]);
    const session = await post('admin', `/Accounts/${account}/Limits`, {
      category: 'voice_call_session',
      quantity: 20,
    });
    const minutes = await post('admin', `/Accounts/${account}/Limits`, {
      category: 'voice_call_minutes',
      quantity: 1000,
    });
    expect([session.status, minutes.status]).toEqual([201, 201]);
    const list = (await get('admin', `/Accounts/${account}/Limits`)).json as { category: string }[];
    expect(list.sort((a, b) => (a.category < b.category ? -1 : 1))).toEqual([
      {
        account_limits_sid: (minutes.json as { sid: string }).sid,
        account_sid: account,
        category: 'voice_call_minutes',
        quantity: 1000,
      },
      {
        account_limits_sid: (session.json as { sid: string }).sid,
        account_sid: account,
        category: 'voice_call_session',
        quantity: 20,
      },
    ]);
  });

  it("holds every category of the real tables for a provider, each under the provider's sid", async () => {
    const provider = sidOf(demo.server, 'service_providers', 'Blue Harbor Telecom');
    const categories = [
      'api_rate',
      'device',
      'voice_call_minutes',
      'voice_call_minutes_license',
      'voice_call_session',
      'voice_call_session_license',
    ];
    for (const [i, category] of categories.entries()) {
      const res = await post('admin', `/ServiceProviders/${provider}/Limits`, {
        category,
        quantity: i,
      });
      expect(res.status, category).toBe(201);
    }
    const list = (await get('admin', `/ServiceProviders/${provider}/Limits`)).json as Record<
      string,
      unknown
    >[];
    // By sid, as a real server lists them; by category here.
    list.sort((a, b) => (String(a.category) < String(b.category) ? -1 : 1));
    expect(list.map((l) => [l.category, l.quantity, l.service_provider_sid])).toEqual(
      categories.map((category, i) => [category, i, provider]),
    );
    expect(Object.keys(list[0]!)).toEqual([
      'service_provider_limits_sid',
      'service_provider_sid',
      'category',
      'quantity',
    ]);
    expect((await del('admin', `/ServiceProviders/${provider}/Limits`)).status).toBe(204);
    expect((await get('admin', `/ServiceProviders/${provider}/Limits`)).json).toEqual([]);
  });
});

describe('limits written back as the reference console does', () => {
  it('accepts a limit posted with the sids it was read with, and an unchanged license', async () => {
    const sales = sidOf(demo.server, 'accounts', 'Acme Sales');
    const [read] = (await get('sp-admin', `/Accounts/${sales}/Limits?category=voice_call_session`))
      .json as Record<string, unknown>[];
    const res = await post('sp-admin', `/Accounts/${sales}/Limits`, { ...read, quantity: 60 });
    expect([res.status, res.json]).toEqual([201, { sid: read!.account_limits_sid }]);
    const acme = sidOf(demo.server, 'service_providers', 'Acme Voice');
    const limits = (await get('sp-admin', `/ServiceProviders/${acme}/Limits`)).json as object[];
    for (const limit of limits) {
      const again = await post('sp-admin', `/ServiceProviders/${acme}/Limits`, limit);
      expect(again.status).toBe(201);
    }
    expect((await get('sp-admin', `/ServiceProviders/${acme}/Limits`)).json).toEqual(limits);
  });
});

describe('service provider update, as a real server does it', () => {
  it('clears the registration webhook when the update does not send it', async () => {
    const provider = sidOf(demo.server, 'service_providers', 'Acme Voice');
    const hook = {
      url: 'https://hooks.example.com/reg',
      method: 'POST',
      username: 'u',
      password: 'p',
    };
    await put('admin', `/ServiceProviders/${provider}`, { registration_hook: hook });
    const withHook = (await get('admin', `/ServiceProviders/${provider}`)).json;
    expect(withHook).toMatchObject({ registration_hook: hook });
    expect((await put('admin', `/ServiceProviders/${provider}`, { name: 'Acme' })).status).toBe(
      204,
    );
    const after = (await get('admin', `/ServiceProviders/${provider}`)).json;
    expect(after).toMatchObject({ name: 'Acme', registration_hook: null });
  });
});

describe('/AppEnv, as a real server answers it', () => {
  it.each([
    'https://unreachable.invalid/hook',
    'wss://unreachable.invalid/ws',
    'ws://127.0.0.1:9/ws',
  ])('answers 204 with no body for %s, which gives no definition', async (url) => {
    const res = await get('admin', `/AppEnv?url=${encodeURIComponent(url)}`);
    expect([res.status, res.text]).toEqual([204, '']);
  });

  it('answers 400 {msg} for a URL that is not one (a real server: 500 {})', async () => {
    const res = await get('admin', `/AppEnv?url=${encodeURIComponent('not a url')}`);
    expect([res.status, res.json]).toEqual([400, { msg: 'url is not a valid URL' }]);
  });
});
