import type { Request } from './client.ts';
import { path } from './path.ts';
import type { ApiKey, Limit, LimitCategory, Owner } from './types.ts';

/** What a service provider or an account owns alike: API keys and limits. */
export const apiKeysApi = (request: Request) => ({
  list: (owner: Owner) =>
    request<ApiKey[]>('GET', path(owner.kind, owner.sid, 'ApiKeys'), { shape: 'list' }),
  create: (owner: Owner) =>
    request<{ sid: string; token: string }>('POST', 'ApiKeys', {
      json:
        owner.kind === 'Accounts'
          ? { account_sid: owner.sid }
          : { service_provider_sid: owner.sid },
    }),
  remove: (sid: string) => request<void>('DELETE', path('ApiKeys', sid)),
});

export const limitsApi = (request: Request) => ({
  list: (owner: Owner) =>
    request<Limit[]>('GET', path(owner.kind, owner.sid, 'Limits'), { shape: 'list' }),
  set: (owner: Owner, { category, quantity }: Limit) =>
    request<void>('POST', path(owner.kind, owner.sid, 'Limits'), { json: { category, quantity } }),
  remove: (owner: Owner, category: LimitCategory) =>
    request<void>('DELETE', path(owner.kind, owner.sid, 'Limits'), { searchParams: { category } }),
});
