import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import {
  assertAdmin,
  canModifyServiceProvider,
  canSeeServiceProvider,
  serviceProviderListFilter,
} from '../../auth/scope.ts';
import type { Db } from '../../db/database.ts';
import {
  findServiceProvider,
  embeddedWebhook,
  isTaken,
  listBySid,
  saveWebhook,
  type ListedTable,
} from '../../db/queries.ts';
import { serviceProviderContents } from '../../db/references.ts';
import type { ServiceProviderRow } from '../../db/rows.ts';
import {
  badRequest,
  duplicateEntry,
  forbidden,
  notFound,
  unprocessable,
} from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { HOST_NAME, readBody, type BodyOf } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';

/** The table GET /ServiceProviders lists, by sid as a real server does. */
const PROVIDERS: ListedTable = {
  name: 'service_providers',
  alias: 'sp',
  sid: 'service_provider_sid',
};

const FIELDS = {
  name: { type: 'string', max: 64, nonEmpty: true, isName: true },
  description: { type: 'string', max: 255, nullable: true },
  root_domain: { type: 'string', max: 128, nullable: true },
  ms_teams_fqdn: { type: 'string', max: 255, nullable: true, pattern: HOST_NAME },
  registration_hook: { type: 'webhook', nullable: true },
} as const;

/** A client may send back the sid it read; it must be the one in the path. */
const UPDATE_FIELDS = { ...FIELDS, service_provider_sid: { type: 'sid' } } as const;

type Fields = BodyOf<typeof FIELDS>;

export function toServiceProvider(db: Db, row: ServiceProviderRow): Record<string, unknown> {
  return {
    service_provider_sid: row.service_provider_sid,
    name: row.name,
    description: row.description,
    root_domain: row.root_domain,
    ms_teams_fqdn: row.ms_teams_fqdn,
    registration_hook: embeddedWebhook(db, row.registration_hook_sid),
  };
}

/** GET, POST /ServiceProviders; GET, PUT, DELETE /ServiceProviders/{sid}. */
export function serviceProviderRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/ServiceProviders', async (request) => {
    const filter = serviceProviderListFilter(callerOf(request));
    const rows = listBySid<ServiceProviderRow>(db, PROVIDERS, filter);
    return rows.map((row) => toServiceProvider(db, row));
  });

  api.get('/ServiceProviders/:sid', async (request) => {
    const sid = parseSid((request.params as { sid: string }).sid);
    if (!canSeeServiceProvider(callerOf(request), sid)) throw forbidden();
    const row = findServiceProvider(db, sid);
    if (!row) throw notFound();
    return toServiceProvider(db, row);
  });

  api.post('/ServiceProviders', async (request, reply) => {
    assertAdmin(callerOf(request), 'only admin users can add a service provider');
    const body = readBody(request.body, FIELDS);
    if (body.name === undefined) throw badRequest('name is required');
    const fields = normalise(body);
    const sid = randomUUID();
    db.transaction(() => {
      assertUnique(db, sid, fields);
      db.prepare(
        `INSERT INTO service_providers (service_provider_sid, name, description, root_domain, ms_teams_fqdn, registration_hook_sid)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        sid,
        fields.name,
        fields.description ?? null,
        fields.root_domain ?? null,
        fields.ms_teams_fqdn ?? null,
        fields.registration_hook ? saveWebhook(db, null, fields.registration_hook) : null,
      );
    })();
    return reply.code(201).send({ sid });
  });

  api.put('/ServiceProviders/:sid', async (request, reply) => {
    const sid = parseSid((request.params as { sid: string }).sid);
    if (!canModifyServiceProvider(callerOf(request), sid)) {
      throw forbidden('insufficient permissions to update service provider');
    }
    const row = findServiceProvider(db, sid);
    if (!row) throw notFound();
    const { service_provider_sid: bodySid, ...body } = readBody(request.body, UPDATE_FIELDS);
    if (bodySid !== undefined && bodySid !== sid)
      throw badRequest('service_provider_sid may not be changed');
    if (Object.keys(body).length === 0 && bodySid === undefined)
      throw badRequest('no updates requested');
    const fields = normalise(body);
    db.transaction(() => {
      assertUnique(db, sid, fields);
      // As on a real server, an update without registration_hook clears it.
      const hookSid = saveWebhook(db, row.registration_hook_sid, fields.registration_hook ?? null);
      db.prepare(
        `UPDATE service_providers SET name = ?, description = ?, root_domain = ?, ms_teams_fqdn = ?,
           registration_hook_sid = ? WHERE service_provider_sid = ?`,
      ).run(
        fields.name ?? row.name,
        fields.description === undefined ? row.description : fields.description,
        fields.root_domain === undefined ? row.root_domain : fields.root_domain,
        fields.ms_teams_fqdn === undefined ? row.ms_teams_fqdn : fields.ms_teams_fqdn,
        hookSid,
        sid,
      );
    })();
    return reply.code(204).send();
  });

  api.delete('/ServiceProviders/:sid', async (request, reply) => {
    assertAdmin(callerOf(request), 'only admin users can delete a service provider');
    const sid = parseSid((request.params as { sid: string }).sid);
    const row = findServiceProvider(db, sid);
    if (!row) throw notFound();
    const contents = serviceProviderContents(db, sid);
    if (contents.length > 0) {
      throw unprocessable(
        `cannot delete service provider "${row.name}": it still has ${contents.join(', ')}; delete them first`,
      );
    }
    db.transaction(() => {
      // The provider's own users, API keys and limits go with it; nothing else can refer to them.
      db.prepare(
        `DELETE FROM sessions WHERE user_sid IN
           (SELECT user_sid FROM users WHERE service_provider_sid = ? AND account_sid IS NULL)`,
      ).run(sid);
      db.prepare('DELETE FROM users WHERE service_provider_sid = ? AND account_sid IS NULL').run(
        sid,
      );
      for (const table of ['api_keys', 'limits']) {
        db.prepare(
          `DELETE FROM ${table} WHERE service_provider_sid = ? AND account_sid IS NULL`,
        ).run(sid);
      }
      saveWebhook(db, row.registration_hook_sid, null);
      db.prepare('DELETE FROM service_providers WHERE service_provider_sid = ?').run(sid);
    })();
    return reply.code(204).send();
  });
}

/** Empty optional strings mean "none", as the console clears a field by emptying it. */
function normalise(fields: Fields): Fields {
  const out: Fields = { ...fields };
  for (const key of ['description', 'root_domain', 'ms_teams_fqdn'] as const) {
    if (out[key] === '') out[key] = null;
  }
  return out;
}

/** Names and root domains are unique, compared without case as MySQL does. */
function assertUnique(db: Db, sid: string, fields: Fields): void {
  for (const key of ['name', 'root_domain'] as const) {
    const value = fields[key];
    if (value === undefined || value === null) continue;
    if (
      isTaken(db, 'service_providers', key, value, { column: 'service_provider_sid', own: sid })
    ) {
      throw duplicateEntry(value, key);
    }
  }
}
