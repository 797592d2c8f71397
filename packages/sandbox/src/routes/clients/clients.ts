import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import {
  accountOwnedListFilter,
  canModifyAccount,
  canSeeAccount,
  type Caller,
} from '../../auth/scope.ts';
import { insertRow, updateRow, type Db } from '../../db/database.ts';
import { findAccount, findClient, listBySid, type ListedTable } from '../../db/queries.ts';
import type { ClientRow } from '../../db/rows.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { assertUnchanged, readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { accountOfBody } from '../owner.ts';
import { rowOfPath } from '../path.ts';

/** The table GET /Clients lists, by sid as a real server does. */
const CLIENTS: ListedTable = { name: 'clients', alias: 'c', sid: 'client_sid' };

const FLAGS = {
  is_active: { type: 'boolean' },
  allow_direct_app_calling: { type: 'boolean' },
  allow_direct_queue_calling: { type: 'boolean' },
  allow_direct_user_calling: { type: 'boolean' },
} as const;

const CREATE_FIELDS = {
  ...FLAGS,
  account_sid: { type: 'sid' },
  username: { type: 'string', max: 255, nonEmpty: true, required: true, isName: true },
  password: { type: 'string', max: 255, nonEmpty: true, required: true },
} as const;

/** An edit changes the flags (and may set a new password); what it read back must not change. */
const UPDATE_FIELDS = {
  ...FLAGS,
  password: { type: 'string', max: 255, nonEmpty: true },
  client_sid: { type: 'sid' },
  account_sid: { type: 'sid' },
  username: { type: 'string', max: 255, isName: true },
} as const;

/** As the real server masks a client's password: its first character, then an X for each other. */
export const maskPassword = (password: string) =>
  password.slice(0, 1) + 'X'.repeat(password.length - 1);

const shown = (client: ClientRow): ClientRow => ({
  ...client,
  password: maskPassword(client.password),
});

/**
 * GET, POST /Clients; GET, PUT, DELETE /Clients/{sid}: the SIP clients (devices that register
 * against an account's SIP realm). A client belongs to an account and is in reach where it is.
 */
export function clientRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const reach =
    (
      check: (
        caller: Caller,
        account: { account_sid: string; service_provider_sid: string },
      ) => boolean,
    ) =>
    (caller: Caller, client: ClientRow) => {
      const account = findAccount(db, client.account_sid);
      return account !== undefined && check(caller, account);
    };

  api.get('/Clients', async (request) => {
    const filter = accountOwnedListFilter(callerOf(request), 'c');
    return listBySid<ClientRow>(db, CLIENTS, filter).map(shown);
  });

  // A real server answers a client out of the caller's reach as an unknown one: 404.
  api.get('/Clients/:sid', async (request) => {
    const client = rowOfPath(
      request,
      (sid) => findClient(db, sid),
      () => true,
    );
    if (!reach(canSeeAccount)(callerOf(request), client)) throw notFound();
    return shown(client);
  });

  api.post('/Clients', async (request, reply) => {
    const body = readBody(request.body, CREATE_FIELDS);
    const account = accountOfBody(db, callerOf(request), body.account_sid);
    assertUniqueUsername(db, account.account_sid, body.username);
    const sid = randomUUID();
    insertRow(db, 'clients', {
      client_sid: sid,
      account_sid: account.account_sid,
      username: body.username,
      password: body.password,
      is_active: body.is_active ?? 1,
      allow_direct_app_calling: body.allow_direct_app_calling ?? 1,
      allow_direct_queue_calling: body.allow_direct_queue_calling ?? 1,
      allow_direct_user_calling: body.allow_direct_user_calling ?? 1,
    });
    return reply.code(201).send({ sid });
  });

  api.put('/Clients/:sid', async (request, reply) => {
    const client = rowOfPath(request, (sid) => findClient(db, sid), reach(canModifyAccount));
    const body = readBody(request.body, UPDATE_FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    assertUnchanged(body, client, ['client_sid', 'account_sid', 'username']);
    // A password read back masked is not a new password.
    const password =
      body.password === undefined || body.password === maskPassword(client.password)
        ? client.password
        : body.password;
    updateRow(
      db,
      'clients',
      { column: 'client_sid', value: client.client_sid },
      {
        password,
        is_active: body.is_active ?? client.is_active,
        allow_direct_app_calling: body.allow_direct_app_calling ?? client.allow_direct_app_calling,
        allow_direct_queue_calling:
          body.allow_direct_queue_calling ?? client.allow_direct_queue_calling,
        allow_direct_user_calling:
          body.allow_direct_user_calling ?? client.allow_direct_user_calling,
      },
    );
    return reply.code(204).send();
  });

  api.delete('/Clients/:sid', async (request, reply) => {
    const client = rowOfPath(request, (sid) => findClient(db, sid), reach(canModifyAccount));
    db.prepare('DELETE FROM clients WHERE client_sid = ?').run(client.client_sid);
    return reply.code(204).send();
  });
}

/** A username is unique within its account, without case; in the real server's words. */
function assertUniqueUsername(db: Db, accountSid: string, username: string): void {
  const taken = db
    .prepare('SELECT 1 FROM clients WHERE account_sid = ? AND username = ? COLLATE NOCASE')
    .get(accountSid, username);
  if (taken) throw badRequest("the client's username already exists");
}
