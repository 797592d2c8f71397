import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { canManageOwner, isAdmin, type Owner } from '../../auth/scope.ts';
import { insertRow, isoSeconds, type Db } from '../../db/database.ts';
import { findAccount, findApiKey } from '../../db/queries.ts';
import type { ApiKeyRow } from '../../db/rows.ts';
import { newApiKeyToken } from '../../db/secrets.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { OWNER_KINDS, ownedBy, ownerFromBody, ownerOfPath, ownerSids } from '../owner.ts';

const TEN_YEARS = 10 * 365 * 24 * 3600;

/** Neither sid: an admin key. expiry_secs is documented upstream (the real server 500s on it). */
const CREATE_FIELDS = {
  account_sid: { type: 'sid', nullable: true },
  service_provider_sid: { type: 'sid', nullable: true },
  expiry_secs: { type: 'integer', min: 60, max: TEN_YEARS, nullable: true },
} as const;

/** The columns of a key as listed (observed order). */
const COLUMNS =
  'api_key_sid, token, account_sid, service_provider_sid, expires_at, last_used, created_at';

/** GET /ServiceProviders/{sid}/ApiKeys, GET /Accounts/{sid}/ApiKeys, POST /ApiKeys, DELETE /ApiKeys/{sid}. */
export function apiKeyRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  for (const kind of OWNER_KINDS) {
    api.get(`/${kind}/:sid/ApiKeys`, async (request) => {
      // A real server lists its provider's keys to an account user narrowed to the account's:
      // none, as a provider's keys belong to no account.
      const caller = callerOf(request);
      const { sid } = request.params as { sid: string };
      if (kind === 'ServiceProviders' && caller.scope === 'account') {
        if (parseSid(sid) === caller.serviceProviderSid) return [];
      }
      const filter = ownedBy(ownerOfPath(db, kind, request));
      // By sid, as a real server's (its query has no ORDER BY: MySQL reads by primary key).
      return db
        .prepare(`SELECT ${COLUMNS} FROM api_keys WHERE ${filter.where} ORDER BY api_key_sid`)
        .all(...filter.params);
    });
  }

  api.post('/ApiKeys', async (request, reply) => {
    const caller = callerOf(request);
    const body = readBody(request.body, CREATE_FIELDS);
    const owner = ownerFromBody(db, body);
    if (owner.kind === 'admin' && !isAdmin(caller)) {
      const who = caller.scope === 'account' ? 'account' : 'service provider';
      throw badRequest(`${who} token may not be used to create admin token`);
    }
    if (!canManageOwner(caller, owner)) throw forbidden();
    const sid = randomUUID();
    const token = newApiKeyToken();
    const now = ctx.now();
    insertRow(db, 'api_keys', {
      api_key_sid: sid,
      token,
      ...ownerSids(owner),
      expires_at: body.expiry_secs ? isoSeconds(now + body.expiry_secs * 1000) : null,
      created_at: isoSeconds(now),
    });
    return reply.code(201).send({ sid, token });
  });

  api.delete('/ApiKeys/:sid', async (request, reply) => {
    const key = findApiKey(db, parseSid((request.params as { sid: string }).sid));
    if (!key) throw notFound();
    if (!canManageOwner(callerOf(request), keyOwner(db, key))) throw forbidden();
    db.prepare('DELETE FROM api_keys WHERE api_key_sid = ?').run(key.api_key_sid);
    return reply.code(204).send();
  });
}

function keyOwner(db: Db, key: ApiKeyRow): Owner {
  if (key.account_sid) {
    const account = findAccount(db, key.account_sid);
    // A key of a vanished account is treated as admin level: only an admin may remove it.
    return account ? { kind: 'account', account } : { kind: 'admin' };
  }
  if (key.service_provider_sid) {
    return { kind: 'service_provider', service_provider_sid: key.service_provider_sid };
  }
  return { kind: 'admin' };
}
