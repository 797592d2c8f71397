import type { Request } from './client.ts';
import { path } from './path.ts';
import type { Created, Flag, Page } from './types.ts';

export interface PhoneNumber {
  phone_number_sid: string;
  number: string;
  account_sid: string | null;
  application_sid: string | null;
  voip_carrier_sid: string | null;
}

export interface TeamsTenant {
  ms_teams_tenant_sid: string;
  tenant_fqdn: string;
  account_sid: string | null;
  application_sid: string | null;
  service_provider_sid: string | null;
}

/** What the number and tenant screens read of a carrier: whom it serves and whether it is on. */
export interface CarrierChoice {
  voip_carrier_sid: string;
  name: string;
  is_active: Flag;
  account_sid: string | null;
  service_provider_sid: string;
}

export interface PhoneNumberInput {
  number: string;
  voip_carrier_sid: string;
  account_sid: string | null;
  application_sid: string | null;
}

/** A number's routing: the only part a PUT changes. */
export type PhoneNumberRouting = Pick<PhoneNumberInput, 'account_sid' | 'application_sid'>;

export interface TeamsTenantInput {
  tenant_fqdn: string;
  account_sid: string;
  application_sid: string | null;
}

export const phoneNumbersApi = (request: Request) => ({
  page: (query: {
    page: number;
    page_size: number;
    account_sid?: string;
    service_provider_sid?: string;
    filter?: string;
  }) => request<Page<PhoneNumber>>('GET', 'PhoneNumbers', { shape: 'page', searchParams: query }),
  get: (sid: string) => request<PhoneNumber>('GET', path('PhoneNumbers', sid)),
  create: (body: PhoneNumberInput) => request<Created>('POST', 'PhoneNumbers', { json: body }),
  route: (sid: string, body: Partial<PhoneNumberRouting>) =>
    request<void>('PUT', path('PhoneNumbers', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('PhoneNumbers', sid)),
  /** Every carrier the user may see (the form offers the active ones that fit the account). */
  carriers: () => request<CarrierChoice[]>('GET', 'VoipCarriers', { shape: 'list' }),
});

export const teamsTenantsApi = (request: Request) => ({
  list: () => request<TeamsTenant[]>('GET', 'MicrosoftTeamsTenants', { shape: 'list' }),
  get: (sid: string) => request<TeamsTenant>('GET', path('MicrosoftTeamsTenants', sid)),
  create: (body: TeamsTenantInput & { service_provider_sid: string | null }) =>
    request<Created>('POST', 'MicrosoftTeamsTenants', { json: body }),
  update: (sid: string, body: Partial<TeamsTenantInput>) =>
    request<void>('PUT', path('MicrosoftTeamsTenants', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('MicrosoftTeamsTenants', sid)),
});
