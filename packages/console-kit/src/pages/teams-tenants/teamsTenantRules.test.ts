import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { TeamsTenant } from '../../api/numbersAndTenants.ts';
import {
  filterTenants,
  isDuplicateDomain,
  teamsGuard,
  teamsTenantPayload,
  teamsTenantValues,
  validateTeamsTenant,
  withAccount,
} from './teamsTenantRules.ts';

const tenant = (sid: string, fqdn: string): TeamsTenant => ({
  ms_teams_tenant_sid: sid,
  tenant_fqdn: fqdn,
  account_sid: 'a1',
  application_sid: 'app1',
  service_provider_sid: 'sp1',
});

const valid = { domain: 'contoso.onmicrosoft.com', accountSid: 'a1', applicationSid: '' };

describe('Microsoft Teams tenant rules', () => {
  it('asks for a domain name', () => {
    expect(validateTeamsTenant({ ...valid, domain: ' ' })).toEqual({
      domain: 'teamsTenants.domainRequired',
    });
  });

  it('takes a domain name only', () => {
    expect(validateTeamsTenant({ ...valid, domain: 'not a domain' }).domain).toBe(
      'teamsTenants.domainInvalid',
    );
    expect(validateTeamsTenant({ ...valid, domain: 'localhost' }).domain).toBe(
      'teamsTenants.domainInvalid',
    );
    expect(validateTeamsTenant(valid)).toEqual({});
  });

  it('asks for an account', () => {
    expect(validateTeamsTenant({ ...valid, accountSid: '' })).toEqual({
      account: 'teamsTenants.accountRequired',
    });
  });

  it('recognises the duplicate answer of the server', () => {
    const duplicate = new ApiError(
      'http',
      422,
      'x',
      "Duplicate entry 'a.example.com' for key 'tenant_fqdn'",
    );
    expect(isDuplicateDomain(duplicate)).toBe(true);
    expect(isDuplicateDomain(new ApiError('http', 400, 'x', 'tenant_fqdn is bad'))).toBe(false);
  });

  it('needs the provider’s Teams domain, naming the provider otherwise', () => {
    const provider = { service_provider_sid: 'sp1', name: 'Acme Voice' };
    expect(teamsGuard({ ...provider, ms_teams_fqdn: null })).toEqual({ name: 'Acme Voice' });
    expect(teamsGuard({ ...provider, ms_teams_fqdn: 'teams.acme.example' })).toBeNull();
    expect(teamsGuard(null)).toBeNull();
  });

  it('reads a stored tenant, clears the application with the account, and sends the payload', () => {
    const stored = tenant('t1', 'a.example.com');
    const values = teamsTenantValues(stored, '');
    expect(values).toEqual({ domain: 'a.example.com', accountSid: 'a1', applicationSid: 'app1' });
    expect(teamsTenantValues(undefined, 'a9').accountSid).toBe('a9');
    expect(withAccount(values, 'a2')).toEqual({ ...values, accountSid: 'a2', applicationSid: '' });
    expect(teamsTenantPayload({ ...valid, domain: ' b.example.com ' })).toEqual({
      tenant_fqdn: 'b.example.com',
      account_sid: 'a1',
      application_sid: null,
    });
  });

  it('filters tenants by domain without case', () => {
    const list = [tenant('t1', 'sales.example.com'), tenant('t2', 'support.example.com')];
    expect(filterTenants(list, 'SALES').map((t) => t.ms_teams_tenant_sid)).toEqual(['t1']);
    expect(filterTenants(list, ' ')).toHaveLength(2);
  });
});
