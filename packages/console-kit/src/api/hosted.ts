import type { Request } from './client.ts';
import { path } from './path.ts';

/** What the server answers to a registration or an outside provider's sign-in. */
export interface HostedSignIn {
  jwt: string;
  user_sid: string;
  account_sid: string;
  root_domain: string | null;
  provider?: string;
  pristine?: boolean;
}

export interface LocalRegistration {
  service_provider_sid: string;
  email: string;
  password: string;
  email_activation_code: string;
}

export interface OAuthExchange {
  service_provider_sid: string;
  provider: string;
  oauth2_code: string;
  oauth2_state: string;
  oauth2_client_id: string;
  oauth2_redirect_uri: string;
  locationBeforeAuth: string;
}

// Calls of a registration in progress carry its token and stay outside any session.
const during = (token: string) => ({ token, session: false });

/** The hosted variant's calls: registration, e-mail activation, subdomains, outside sign-in. */
export const hostedApi = (request: Request) => ({
  registerLocal: (body: LocalRegistration) =>
    request<HostedSignIn>('POST', 'register', {
      json: { ...body, provider: 'local', inviteCode: '' },
      session: false,
    }),
  /** A new account from an outside provider's code (an identity with a user signs in instead). */
  registerWithProvider: (body: OAuthExchange) =>
    request<HostedSignIn>('POST', 'register', { json: body, session: false }),
  signInWithProvider: (body: OAuthExchange) =>
    request<HostedSignIn>('POST', 'signin', { json: body, session: false }),
  activate: (token: string, userSid: string, code: string) =>
    request<void>('PUT', path('ActivationCode', code), {
      json: { user_sid: userSid, type: 'email' },
      ...during(token),
    }),
  /** Whether no account uses this SIP realm yet (the full domain name). */
  subdomainAvailable: async (domain: string, token?: string) =>
    (
      await request<{ available: boolean }>('GET', 'Availability', {
        searchParams: { type: 'subdomain', value: domain },
        ...(token ? during(token) : {}),
      })
    ).available,
  setSipRealm: (accountSid: string, domain: string, token?: string) =>
    request<void>('POST', path('Accounts', accountSid, 'SipRealms', domain), {
      ...(token ? during(token) : {}),
    }),
  /** A hosted user deletes their own account (the password for a local user). */
  deleteOwnAccount: (accountSid: string, password: string | null) =>
    request<void>('DELETE', path('Accounts', accountSid), {
      json: password === null ? {} : { password },
    }),
});
