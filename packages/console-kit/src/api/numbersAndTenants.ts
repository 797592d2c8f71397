import type { Request } from './client.ts';
import type { Page } from './types.ts';

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

export const phoneNumbersApi = (request: Request) => ({
  page: (query: { page: number; page_size: number; account_sid?: string; filter?: string }) =>
    request<Page<PhoneNumber>>('GET', 'PhoneNumbers', { searchParams: query }),
});

export const teamsTenantsApi = (request: Request) => ({
  list: () => request<TeamsTenant[]>('GET', 'MicrosoftTeamsTenants'),
});
