import type { Request } from './client.ts';
import { path } from './path.ts';
import type { Created, ServiceProvider } from './types.ts';

export type ServiceProviderInput = Partial<Omit<ServiceProvider, 'service_provider_sid'>>;

export const serviceProvidersApi = (request: Request) => ({
  list: () => request<ServiceProvider[]>('GET', 'ServiceProviders', { shape: 'list' }),
  get: (sid: string) => request<ServiceProvider>('GET', path('ServiceProviders', sid)),
  create: (body: ServiceProviderInput & { name: string }) =>
    request<Created>('POST', 'ServiceProviders', { json: body }),
  update: (sid: string, body: ServiceProviderInput) =>
    request<void>('PUT', path('ServiceProviders', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('ServiceProviders', sid)),
});
