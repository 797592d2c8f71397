import type { Request } from './client.ts';
import { path } from './path.ts';
import type { AppEnvDefinition, Application, Created, Page } from './types.ts';

export type ApplicationInput = Partial<Omit<Application, 'application_sid'>>;

export const applicationsApi = (request: Request) => ({
  /** Every application the user may see, unpaged: a provider user's, its accounts'; an admin's,
   *  every provider's; an account user's, its own. */
  list: () => request<Application[]>('GET', 'Applications', { shape: 'list' }),
  /** One page of an account's applications, filtered by name on the server. */
  page: (accountSid: string, query: { page: number; page_size: number; name?: string }) =>
    request<Page<Application>>('GET', path('Accounts', accountSid, 'Applications'), {
      shape: 'page',
      searchParams: query,
    }),
  get: (sid: string) => request<Application>('GET', path('Applications', sid)),
  create: (body: ApplicationInput) => request<Created>('POST', 'Applications', { json: body }),
  update: (sid: string, body: ApplicationInput) =>
    request<void>('PUT', path('Applications', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('Applications', sid)),
  /** The environment variables the webhook at this URL says it takes; null when it gives none
   *  (a real server answers 204 with no body when the webhook cannot be reached or fails). */
  environment: async (url: string) =>
    (await request<AppEnvDefinition | undefined>('GET', 'AppEnv', { searchParams: { url } })) ??
    null,
});
