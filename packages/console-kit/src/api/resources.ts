import type { ApiClient } from './client.ts';
import type {
  Created,
  CurrentUser,
  LinkSignIn,
  Lcr,
  LoginResponse,
  PasswordSettings,
  ServiceProvider,
} from './types.ts';

const id = (sid: string) => encodeURIComponent(sid);

/** The REST calls of the console, one group per resource. */
export function createApi(client: ApiClient) {
  const { request } = client;
  return {
    auth: {
      login: (username: string, password: string) =>
        request<LoginResponse>('POST', 'login', { json: { username, password }, session: false }),
      logout: (token: string) => request<void>('POST', 'logout', { token, session: false }),
      forgotPassword: (email: string) =>
        request<void>('POST', 'forgot-password', { json: { email }, session: false }),
      signInWithResetLink: (link: string) =>
        request<LinkSignIn>('POST', 'signin', { json: { link }, session: false }),
      changePasswordWithResetLink: (token: string, link: string, newPassword: string) =>
        request<void>('POST', 'change-password', {
          json: { old_password: link, new_password: newPassword },
          token,
          session: false,
        }),
    },
    users: {
      me: (token?: string) =>
        request<CurrentUser>('GET', 'Users/me', token ? { token, session: false } : {}),
      changePassword: (token: string, userSid: string, oldPassword: string, newPassword: string) =>
        request<void>('PUT', `Users/${id(userSid)}`, {
          json: { old_password: oldPassword, new_password: newPassword },
          token,
          session: false,
        }),
    },
    passwordSettings: {
      get: (token?: string) =>
        request<PasswordSettings>(
          'GET',
          'PasswordSettings',
          token ? { token, session: false } : {},
        ),
    },
    serviceProviders: {
      list: () => request<ServiceProvider[]>('GET', 'ServiceProviders'),
      get: (sid: string) => request<ServiceProvider>('GET', `ServiceProviders/${id(sid)}`),
      create: (body: { name: string; ms_teams_fqdn?: string | null }) =>
        request<Created>('POST', 'ServiceProviders', { json: body }),
      update: (sid: string, body: Partial<Omit<ServiceProvider, 'service_provider_sid'>>) =>
        request<void>('PUT', `ServiceProviders/${id(sid)}`, { json: body }),
      remove: (sid: string) => request<void>('DELETE', `ServiceProviders/${id(sid)}`),
    },
    lcrs: {
      list: () => request<Lcr[]>('GET', 'Lcrs'),
    },
  };
}

export type Api = ReturnType<typeof createApi>;
