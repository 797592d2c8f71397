import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { AccountRow } from '../../db/rows.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { accountOfPath } from '../accounts/accounts.ts';

/**
 * What a real server knows of live traffic (calls in progress, queues, conferences, registered
 * devices) lives in its feature servers and redis; the sandbox runs none, so it answers as a real
 * server whose platform is idle: nothing in progress, nobody registered, and 480 for a request
 * that needs a feature server. Scope as on the account's other routes.
 */
export function liveCallRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const base = '/Accounts/:sid';
  const noFeatureServer = () =>
    new HttpError(480, { msg: 'no available feature servers at this time' });

  api.get(`${base}/Calls`, async (request) => {
    accountOfPath(db, request);
    return [];
  });
  api.post(`${base}/Calls`, async (request) => {
    accountOfPath(db, request);
    throw noFeatureServer();
  });
  api.post(`${base}/Messages`, async (request) => {
    accountOfPath(db, request);
    throw noFeatureServer();
  });
  // No call is in progress: each one named is unknown.
  for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
    api.route({
      method,
      url: `${base}/Calls/:callSid`,
      handler: async (request) => {
        accountOfPath(db, request);
        parseSid((request.params as { callSid: string }).callSid);
        throw notFound();
      },
    });
  }
  api.get(`${base}/Queues`, async (request) => {
    accountOfPath(db, request);
    return [];
  });
  api.get(`${base}/Conferences`, async (request) => {
    accountOfPath(db, request);
    return [];
  });
  api.get(`${base}/CallCount`, async (request) => {
    accountOfPath(db, request);
    return { outbound: 0, inbound: 0 };
  });

  api.get(`${base}/RegisteredSipUsers`, async (request) => {
    realmOf(accountOfPath(db, request));
    return [];
  });
  // A list of usernames asks for each one's registration; none is registered here.
  api.post(`${base}/RegisteredSipUsers`, async (request) => {
    realmOf(accountOfPath(db, request));
    const names = Array.isArray(request.body) ? request.body : [];
    return names.map((name: unknown) => ({
      name,
      ...UNREGISTERED,
      registered_status: 'inactive',
    }));
  });
  api.get(`${base}/RegisteredSipUsers/:client`, async (request) => {
    const account = accountOfPath(db, request);
    const name = (request.params as { client: string }).client;
    return {
      name,
      ...UNREGISTERED,
      ...clientFlags(db, account, name),
      registered_status: 'inactive',
      proxy: null,
    };
  });
}

const UNREGISTERED = { contact: null, expiryTime: 0, protocol: null };

/** Registrations are looked up by the account's realm (the real message when it has none). */
function realmOf(account: AccountRow): string {
  if (!account.sip_realm) throw badRequest('account does not have sip_realm configuration');
  return account.sip_realm;
}

/** The SIP client's calling permissions, 0 when the account has no client of that name. */
function clientFlags(db: Db, account: AccountRow, username: string): Record<string, number> {
  const row = db
    .prepare(
      `SELECT allow_direct_app_calling, allow_direct_queue_calling, allow_direct_user_calling
       FROM clients WHERE account_sid = ? AND username = ?`,
    )
    .get(account.account_sid, username) as Record<string, number> | undefined;
  return (
    row ?? {
      allow_direct_app_calling: 0,
      allow_direct_queue_calling: 0,
      allow_direct_user_calling: 0,
    }
  );
}
