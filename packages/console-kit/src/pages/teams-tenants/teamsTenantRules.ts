import { isApiError } from '../../api/errors.ts';
import type { TeamsTenant, TeamsTenantInput } from '../../api/numbersAndTenants.ts';
import type { ServiceProvider } from '../../api/types.ts';
import type { ValidationMessages } from '../../lib/validation.ts';

export interface TeamsTenantValues {
  domain: string;
  accountSid: string;
  applicationSid: string;
}

export type TeamsTenantErrors = ValidationMessages<'domain' | 'account'>;

const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function teamsTenantValues(
  stored: TeamsTenant | undefined,
  accountSid: string,
): TeamsTenantValues {
  return {
    domain: stored?.tenant_fqdn ?? '',
    accountSid: stored ? (stored.account_sid ?? '') : accountSid,
    applicationSid: stored?.application_sid ?? '',
  };
}

export function validateTeamsTenant(values: TeamsTenantValues) {
  const errors: TeamsTenantErrors = {};
  const domain = values.domain.trim();
  if (!domain) errors.domain = 'teamsTenants.domainRequired';
  else if (!DOMAIN.test(domain)) errors.domain = 'teamsTenants.domainInvalid';
  if (!values.accountSid) errors.account = 'teamsTenants.accountRequired';
  return errors;
}

/** Another account has other applications: the chosen one is cleared. */
export const withAccount = (values: TeamsTenantValues, accountSid: string): TeamsTenantValues => ({
  ...values,
  accountSid,
  applicationSid: '',
});

export const teamsTenantPayload = (values: TeamsTenantValues): TeamsTenantInput => ({
  tenant_fqdn: values.domain.trim(),
  account_sid: values.accountSid,
  application_sid: values.applicationSid || null,
});

/** The server's answer to a domain another tenant has. */
export const isDuplicateDomain = (error: unknown) =>
  isApiError(error) && error.status === 422 && /tenant_fqdn/.test(error.serverMessage ?? '');

/** The Teams screens need the provider's Teams domain: the spec's message when it has none. */
export function teamsGuard(provider: ServiceProvider | null): { name: string } | null {
  if (!provider || provider.ms_teams_fqdn) return null;
  return { name: provider.name };
}

/** Tenants whose domain holds the text typed, without case. */
export function filterTenants(tenants: readonly TeamsTenant[], text: string) {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...tenants];
  return tenants.filter((tenant) => tenant.tenant_fqdn.toLowerCase().includes(wanted));
}
