import { describe, expect, it } from 'vitest';
import { demoSandbox } from '../test-support.ts';
import { authorize, callbackOf } from './test-support.ts';

const demo = demoSandbox({ signIn: false });

const GITHUB = {
  client_id: 'sandbox-github-client',
  redirect_uri: callbackOf('github'),
  state: 'abc 123',
};

async function page(provider: string, query: Record<string, string>) {
  const res = await fetch(
    `${demo.server.url}/_oauth/${provider}/authorize?${new URLSearchParams(query).toString()}`,
  );
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('GET /_oauth/{provider}/authorize', () => {
  it('shows a button per identity of the provider and Cancel, keeping the request', async () => {
    const res = await page('github', { ...GITHUB, scope: 'user:email' });
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/html');
    expect(res.text).toContain('<title>Sign in with GitHub (sandbox)</title>');
    const buttons = [...res.text.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual([
      'Continue as Ada Lovelace (ada-lovelace)',
      'Continue as New Octocat (new-octocat)',
      'Continue as Grace Hopper (grace-hopper)',
      'Cancel',
    ]);
    expect(res.text).toContain('name="state" value="abc 123"');
    const google = await page('google', {
      client_id: 'sandbox-google-client',
      redirect_uri: callbackOf('google'),
      state: 's',
    });
    expect(google.text).toContain('Continue as Margaret Hamilton (margaret-hamilton)');
    expect(google.text).toContain('Continue as New Visitor (new-visitor)');
    expect(google.text).not.toContain('ada-lovelace');
  });

  it.each([
    [{ ...GITHUB, client_id: 'sandbox-google-client' }, 'unknown client_id'],
    [{ ...GITHUB, client_id: '' }, 'unknown client_id'],
    [
      { ...GITHUB, redirect_uri: 'http://localhost:5173/oauth-callback/google' },
      'redirect_uri must be an http or https URL whose path ends with /oauth-callback/github',
    ],
    [
      { ...GITHUB, redirect_uri: 'javascript:alert(1)//oauth-callback/github' },
      'redirect_uri must be an http or https URL whose path ends with /oauth-callback/github',
    ],
    [{ ...GITHUB, state: '' }, 'state is required'],
  ])('answers 400 HTML for %j', async (query, message) => {
    const res = await page('github', query);
    expect(res.status).toBe(400);
    expect(res.type).toContain('text/html');
    expect(res.text).toContain(`<p>${message}</p>`);
  });

  it('answers 404 for another provider', async () => {
    expect((await page('facebook', GITHUB)).status).toBe(404);
  });
});

describe('POST /_oauth/{provider}/authorize', () => {
  it('redirects back with a code of 20 hex digits and the state', async () => {
    const res = await authorize(demo.server, 'github', { ...GITHUB, identity: 'ada-lovelace' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(GITHUB.redirect_uri);
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{20}$/);
    expect(back.searchParams.get('state')).toBe('abc 123');
    const row = demo.server.sandbox.db
      .prepare('SELECT provider, login, client_id, redirect_uri FROM oauth_codes WHERE code = ?')
      .get(back.searchParams.get('code'));
    expect(row).toEqual({
      provider: 'github',
      login: 'ada-lovelace',
      client_id: GITHUB.client_id,
      redirect_uri: GITHUB.redirect_uri,
    });
  });

  it('takes a JSON body too and keeps the query of the redirect URI', async () => {
    const res = await fetch(`${demo.server.url}/_oauth/google/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: 'sandbox-google-client',
        redirect_uri: 'https://console.example/app/oauth-callback/google?x=1',
        state: 'q',
        identity: 'new-visitor',
      }),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{20}$/);
  });

  it('answers access_denied for Cancel and issues no code', async () => {
    const res = await authorize(demo.server, 'github', { ...GITHUB, cancel: '1' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `${GITHUB.redirect_uri}?error=access_denied&state=abc+123`,
    );
    expect(demo.server.sandbox.db.prepare('SELECT COUNT(*) FROM oauth_codes').pluck().get()).toBe(
      0,
    );
  });

  it('refuses an unknown identity or one of the other provider, and a bad request', async () => {
    for (const identity of ['nobody', 'margaret-hamilton', '']) {
      const res = await authorize(demo.server, 'github', { ...GITHUB, identity });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('<p>unknown identity</p>');
    }
    const bad = await authorize(demo.server, 'github', { ...GITHUB, state: '', identity: 'x' });
    expect([bad.status, (await bad.text()).includes('state is required')]).toEqual([400, true]);
    expect((await authorize(demo.server, 'twitter', GITHUB)).status).toBe(404);
  });
});
