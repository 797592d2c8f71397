/** The spec's outside sign-in providers: a code-hosting one and a general web-account one. */
export const OAUTH_PROVIDERS = ['github', 'google'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export function isOAuthProvider(name: string): name is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(name);
}

/** How the console sends a user to a provider: the host's OAuth client there. */
export interface OAuthClient {
  clientId: string;
  /** The provider's authorize endpoint. */
  authorizeUrl: string;
  /** The scopes asked for, space-separated (the provider's default when absent). */
  scope?: string;
}

/** The console path a provider sends the user back to. */
export const callbackPath = (provider: OAuthProvider) => `/oauth-callback/${provider}`;

/** The provider's authorize URL with client_id, redirect_uri, state and response_type=code. */
export function authorizeUrl(
  client: OAuthClient,
  request: { redirectUri: string; state: string },
): string {
  const url = new URL(client.authorizeUrl);
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('response_type', 'code');
  if (client.scope) url.searchParams.set('scope', client.scope);
  return url.toString();
}

/** An unguessable state for one trip to a provider (128 random bits as hex). */
export function newOAuthState(
  fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>,
): string {
  return Array.from(fill(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where a user signed in through a provider goes: a registration continues with its subdomain
 *  (when the account has no SIP realm yet), a page inside the console is returned to, and from
 *  any other public page (sign-in) the user lands as after any sign-in. */
export function oauthDestination(
  before: string | null,
  landing: string,
  hasSipRealm: boolean,
): string {
  if (before?.startsWith('/register'))
    return hasSipRealm ? landing : '/register/choose-a-subdomain';
  if (before?.startsWith('/internal/')) return before;
  return landing;
}
