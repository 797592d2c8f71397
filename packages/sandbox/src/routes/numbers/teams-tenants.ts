import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { accountListFilter, canModifyAccount, canSeeAccount } from '../../auth/scope.ts';
import { insertRow, updateRow, type Db } from '../../db/database.ts';
import { findTeamsTenant, isTaken, listBySid, type ListedTable } from '../../db/queries.ts';
import type { TeamsTenantRow } from '../../db/rows.ts';
import { badRequest, duplicateEntry } from '../../http/errors.ts';
import { assertUnchanged, HOST_NAME, readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { accountOfBody, applicationAfter, assertApplicationOf } from '../owner.ts';
import { rowOfPath } from '../path.ts';

/** The table GET /MicrosoftTeamsTenants lists, by sid as a real server does. */
const TENANTS: ListedTable = { name: 'ms_teams_tenants', alias: 't', sid: 'ms_teams_tenant_sid' };

const FIELDS = {
  tenant_fqdn: { type: 'string', max: 255, nonEmpty: true, pattern: HOST_NAME },
  account_sid: { type: 'sid' },
  application_sid: { type: 'sid', nullable: true },
} as const;

/** The provider follows from the account; a body may name it, and it must be the account's. */
const CREATE_FIELDS = {
  ...FIELDS,
  tenant_fqdn: { ...FIELDS.tenant_fqdn, required: true },
  service_provider_sid: { type: 'sid', nullable: true },
} as const;

/** A client may send back the sids it read; they must be the ones stored. */
const UPDATE_FIELDS = {
  ...FIELDS,
  ms_teams_tenant_sid: { type: 'sid' },
  service_provider_sid: { type: 'sid' },
} as const;

const APPLICATION_OWNER = "the tenant's account";

/**
 * GET, POST /MicrosoftTeamsTenants; GET, PUT, DELETE /MicrosoftTeamsTenants/{sid}. A tenant
 * belongs to an account (and its provider), so it is in reach wherever its account is.
 */
export function teamsTenantRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/MicrosoftTeamsTenants', async (request) => {
    const filter = accountListFilter(callerOf(request), 't');
    return listBySid<TeamsTenantRow>(db, TENANTS, filter);
  });

  api.get('/MicrosoftTeamsTenants/:sid', async (request) =>
    rowOfPath(request, (sid) => findTeamsTenant(db, sid), canSeeAccount),
  );

  api.post('/MicrosoftTeamsTenants', async (request, reply) => {
    const body = readBody(request.body, CREATE_FIELDS);
    const account = accountOfBody(db, callerOf(request), body.account_sid);
    if (body.service_provider_sid && body.service_provider_sid !== account.service_provider_sid) {
      throw badRequest('account_sid is not an account of service_provider_sid');
    }
    const applicationSid = body.application_sid ?? null;
    if (applicationSid) {
      assertApplicationOf(
        db,
        account.account_sid,
        'application_sid',
        applicationSid,
        APPLICATION_OWNER,
      );
    }
    assertUniqueFqdn(db, body.tenant_fqdn, '');
    const sid = randomUUID();
    insertRow(db, 'ms_teams_tenants', {
      ms_teams_tenant_sid: sid,
      service_provider_sid: account.service_provider_sid,
      account_sid: account.account_sid,
      application_sid: applicationSid,
      tenant_fqdn: body.tenant_fqdn,
    });
    return reply.code(201).send({ sid });
  });

  api.put('/MicrosoftTeamsTenants/:sid', async (request, reply) => {
    const caller = callerOf(request);
    const tenant = rowOfPath(request, (sid) => findTeamsTenant(db, sid), canModifyAccount);
    const body = readBody(request.body, UPDATE_FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    assertUnchanged(body, tenant, ['ms_teams_tenant_sid', 'service_provider_sid']);
    let accountSid = tenant.account_sid;
    if (body.account_sid !== undefined && body.account_sid !== tenant.account_sid) {
      const account = accountOfBody(db, caller, body.account_sid);
      if (account.service_provider_sid !== tenant.service_provider_sid) {
        throw badRequest("account_sid is not an account of the tenant's service provider");
      }
      accountSid = account.account_sid;
    }
    const applicationSid = applicationAfter(tenant, body.application_sid, accountSid);
    if (applicationSid) {
      assertApplicationOf(db, accountSid, 'application_sid', applicationSid, APPLICATION_OWNER);
    }
    if (body.tenant_fqdn !== undefined) {
      assertUniqueFqdn(db, body.tenant_fqdn, tenant.ms_teams_tenant_sid);
    }
    updateRow(
      db,
      'ms_teams_tenants',
      { column: 'ms_teams_tenant_sid', value: tenant.ms_teams_tenant_sid },
      {
        account_sid: accountSid,
        application_sid: applicationSid,
        tenant_fqdn: body.tenant_fqdn ?? tenant.tenant_fqdn,
      },
    );
    return reply.code(204).send();
  });

  api.delete('/MicrosoftTeamsTenants/:sid', async (request, reply) => {
    const tenant = rowOfPath(request, (sid) => findTeamsTenant(db, sid), canModifyAccount);
    db.prepare('DELETE FROM ms_teams_tenants WHERE ms_teams_tenant_sid = ?').run(
      tenant.ms_teams_tenant_sid,
    );
    return reply.code(204).send();
  });
}

/** A tenant's domain is unique on the platform, without case; in the real server's words. */
function assertUniqueFqdn(db: Db, tenantFqdn: string, ownSid: string): void {
  const own = { column: 'ms_teams_tenant_sid', own: ownSid };
  if (isTaken(db, 'ms_teams_tenants', 'tenant_fqdn', tenantFqdn, own)) {
    throw duplicateEntry(tenantFqdn, 'tenant_fqdn');
  }
}
