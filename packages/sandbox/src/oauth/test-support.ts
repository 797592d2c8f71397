import type { TestServer } from '../test-support.ts';
import { OAUTH_CLIENTS, type OAuthProvider } from './identities.ts';

export const CONSOLE_ORIGIN = 'http://localhost:5173';

export const callbackOf = (provider: OAuthProvider) =>
  `${CONSOLE_ORIGIN}/oauth-callback/${provider}`;

/** Submits the stand-in's page without following the redirect. */
export async function authorize(
  server: TestServer,
  provider: string,
  form: Record<string, string>,
): Promise<Response> {
  return fetch(`${server.url}/_oauth/${provider}/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

/** The fields of a /register or /signin body for a fresh code of the identity. */
export async function oauthFields(
  server: TestServer,
  provider: OAuthProvider,
  login: string,
): Promise<Record<string, string>> {
  const client_id = OAUTH_CLIENTS[provider].client_id;
  const redirect_uri = callbackOf(provider);
  const res = await authorize(server, provider, {
    client_id,
    redirect_uri,
    state: 'st-1',
    identity: login,
  });
  if (res.status !== 302) throw new Error(`authorize ${login}: ${res.status} ${await res.text()}`);
  const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
  return {
    provider,
    oauth2_code: code,
    oauth2_state: 'st-1',
    oauth2_client_id: client_id,
    oauth2_redirect_uri: redirect_uri,
  };
}
