import type { Request } from './client.ts';
import type { CurrentUser, LinkSignIn, LoginResponse } from './types.ts';
import { path } from './path.ts';

export const authApi = (request: Request) => ({
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
  /** The signed-in user (or, with a token, the user of a sign-in still in progress). */
  me: (token?: string) =>
    request<CurrentUser>('GET', 'Users/me', token ? { token, session: false } : {}),
  /** The forced change of a first sign-in, before the session starts. */
  changeOwnPassword: (token: string, userSid: string, oldPassword: string, newPassword: string) =>
    request<void>('PUT', path('Users', userSid), {
      json: { old_password: oldPassword, new_password: newPassword },
      token,
      session: false,
    }),
});
