/** The stand-in OAuth provider's clients and people (see the README's identity table). */

export type OAuthProvider = 'github' | 'google';

export interface OAuthClient {
  label: string;
  client_id: string;
}

export const OAUTH_CLIENTS: Record<OAuthProvider, OAuthClient> = {
  github: { label: 'GitHub', client_id: 'sandbox-github-client' },
  google: { label: 'Google', client_id: 'sandbox-google-client' },
};

export interface OAuthIdentity {
  provider: OAuthProvider;
  /** The provider's user id: the user's provider_userid. */
  login: string;
  name: string;
  email: string;
}

export const OAUTH_IDENTITIES: readonly OAuthIdentity[] = [
  {
    provider: 'github',
    login: 'ada-lovelace',
    name: 'Ada Lovelace',
    email: 'ada@lovelace.example',
  },
  {
    provider: 'github',
    login: 'new-octocat',
    name: 'New Octocat',
    email: 'octocat@newcomer.example',
  },
  {
    provider: 'github',
    login: 'grace-hopper',
    name: 'Grace Hopper',
    email: 'grace@hopper.example',
  },
  {
    provider: 'google',
    login: 'margaret-hamilton',
    name: 'Margaret Hamilton',
    email: 'margaret@hamilton.example',
  },
  {
    provider: 'google',
    login: 'new-visitor',
    name: 'New Visitor',
    email: 'visitor@newcomer.example',
  },
];

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return value === 'github' || value === 'google';
}

export function findIdentity(provider: OAuthProvider, login: string): OAuthIdentity | undefined {
  return OAUTH_IDENTITIES.find((i) => i.provider === provider && i.login === login);
}
