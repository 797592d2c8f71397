import type { Request } from './client.ts';
import { path } from './path.ts';
import type { Account, BucketCredential, BucketTestResult, Created } from './types.ts';

export type AccountInput = Partial<Omit<Account, 'account_sid' | 'webhook_secret'>>;

export const accountsApi = (request: Request) => ({
  list: () => request<Account[]>('GET', 'Accounts', { shape: 'list' }),
  get: (sid: string) => request<Account>('GET', path('Accounts', sid)),
  create: (body: AccountInput & { name: string; service_provider_sid: string }) =>
    request<Created>('POST', 'Accounts', { json: body }),
  update: (sid: string, body: AccountInput) =>
    request<void>('PUT', path('Accounts', sid), { json: body }),
  remove: (sid: string, password?: string) =>
    request<void>('DELETE', path('Accounts', sid), { json: password ? { password } : {} }),
  regenerateWebhookSecret: (sid: string) =>
    request<{ webhook_secret: string }>('GET', path('Accounts', sid, 'WebhookSecret'), {
      searchParams: { regenerate: true },
    }),
  testBucket: (sid: string, credential: BucketCredential) =>
    request<BucketTestResult>('POST', path('Accounts', sid, 'BucketCredentialTest'), {
      json: credential,
    }),
  clearTtsCache: (sid: string) => request<void>('DELETE', path('Accounts', sid, 'TtsCache')),
});
