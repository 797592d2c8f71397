import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { applicationListFilter, canSeeAccount } from '../../auth/scope.ts';
import { insertRow, isoSeconds, updateRow, type Db } from '../../db/database.ts';
import {
  findAccount,
  findApplication,
  listBySid,
  pageOf,
  saveWebhook,
  type ListedTable,
} from '../../db/queries.ts';
import { applicationUses } from '../../db/references.ts';
import type { ApplicationRow } from '../../db/rows.ts';
import { badRequest, duplicateEntry, unprocessable } from '../../http/errors.ts';
import { readPaging, readQueryText } from '../../http/paging.ts';
import { assertUnchanged, readBody, type BodyOf, type WebhookInput } from '../../http/validate.ts';
import { accountOfPath } from '../accounts/accounts.ts';
import { APPLICATION_FIELDS, APPLICATION_HOOKS, toApplication } from './application-fields.ts';
import { callerOf } from '../caller.ts';
import { accountOfBody } from '../owner.ts';
import { rowOfPath } from '../path.ts';

/** The table GET /Applications lists, by sid as a real server does. */
const APPLICATIONS: ListedTable = { name: 'applications', alias: 'app', sid: 'application_sid' };

const CREATE_FIELDS = {
  ...APPLICATION_FIELDS,
  name: { ...APPLICATION_FIELDS.name, required: true },
  call_hook: { ...APPLICATION_FIELDS.call_hook, required: true },
  call_status_hook: { ...APPLICATION_FIELDS.call_status_hook, required: true },
} as const;

/** A client may send back the sids it read; they must be the ones stored. */
const UPDATE_FIELDS = { ...APPLICATION_FIELDS, application_sid: { type: 'sid' } } as const;

type Fields = BodyOf<typeof APPLICATION_FIELDS>;

/** GET, POST /Applications; GET, PUT, DELETE /Applications/{sid}; GET /Accounts/{sid}/Applications. */
export function applicationRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/Applications', async (request) => {
    const filter = applicationListFilter(callerOf(request));
    const rows = listBySid<ApplicationRow>(db, APPLICATIONS, filter);
    return rows.map((row) => toApplication(db, row));
  });

  api.get('/Accounts/:sid/Applications', async (request) => {
    const account = accountOfPath(db, request);
    const paging = readPaging(request.query);
    const name = readQueryText(request.query, 'name');
    const where = `account_sid = ?${name === null ? '' : ' AND instr(lower(name), lower(?)) > 0'}`;
    const params = name === null ? [account.account_sid] : [account.account_sid, name];
    const page = pageOf<ApplicationRow>(
      db,
      { from: `applications WHERE ${where}`, params, orderBy: 'name COLLATE NOCASE, name' },
      paging,
    );
    return { ...page, data: page.data.map((row) => toApplication(db, row)) };
  });

  api.get('/Applications/:sid', async (request) =>
    toApplication(db, applicationOfPath(db, request)),
  );

  api.post('/Applications', async (request, reply) => {
    const { account_sid: bodyAccount, ...fields } = readBody(request.body, CREATE_FIELDS);
    const accountSid = accountOfBody(db, callerOf(request), bodyAccount).account_sid;
    assertUniqueName(db, accountSid, fields.name, '');
    const sid = randomUUID();
    db.transaction(() => {
      const { hooks, columns } = split(fields);
      const hookSids: Record<string, string | null> = {};
      for (const [field, column] of Object.entries(APPLICATION_HOOKS)) {
        hookSids[column] = saveWebhook(db, null, hooks[field as HookField] ?? null);
      }
      insertRow(db, 'applications', {
        application_sid: sid,
        account_sid: accountSid,
        created_at: isoSeconds(ctx.now()),
        ...columns,
        ...hookSids,
      });
    })();
    return reply.code(201).send({ sid });
  });

  api.put('/Applications/:sid', async (request, reply) => {
    const app = applicationOfPath(db, request);
    const { application_sid, account_sid, ...fields } = readBody(request.body, UPDATE_FIELDS);
    const sids = { application_sid, account_sid };
    if (Object.keys(fields).length === 0 && !Object.values(sids).some((v) => v !== undefined)) {
      throw badRequest('no updates requested');
    }
    assertUnchanged(sids, app, ['application_sid', 'account_sid']);
    if (fields.name !== undefined)
      assertUniqueName(db, app.account_sid, fields.name, app.application_sid);
    db.transaction(() => {
      const { hooks, columns } = split(fields);
      for (const [field, column] of Object.entries(APPLICATION_HOOKS)) {
        const hook = hooks[field as HookField];
        if (hook !== undefined) columns[column] = saveWebhook(db, app[column], hook);
      }
      updateRow(
        db,
        'applications',
        { column: 'application_sid', value: app.application_sid },
        columns,
      );
    })();
    return reply.code(204).send();
  });

  api.delete('/Applications/:sid', async (request, reply) => {
    const app = applicationOfPath(db, request);
    const uses = applicationUses(db, app.application_sid);
    if (uses.length > 0) {
      throw unprocessable(`cannot delete application "${app.name}": it is ${uses.join(', ')}`);
    }
    db.transaction(() => {
      for (const column of Object.values(APPLICATION_HOOKS)) saveWebhook(db, app[column], null);
      db.prepare('DELETE FROM applications WHERE application_sid = ?').run(app.application_sid);
    })();
    return reply.code(204).send();
  });
}

type HookField = keyof typeof APPLICATION_HOOKS;

/** The application of `/Applications/{sid}`, in reach through its account. */
function applicationOfPath(db: Db, request: FastifyRequest): ApplicationRow {
  return rowOfPath(
    request,
    (sid) => findApplication(db, sid),
    (caller, app) => {
      const account = findAccount(db, app.account_sid);
      return account !== undefined && canSeeAccount(caller, account);
    },
  );
}

/** Webhooks apart; the rest as columns (env_vars as JSON text). */
function split(fields: Omit<Fields, 'account_sid'>): {
  hooks: Partial<Record<HookField, WebhookInput | null>>;
  columns: Record<string, unknown>;
} {
  const { call_hook, call_status_hook, messaging_hook, env_vars, ...columns } = fields;
  const out: Record<string, unknown> = { ...columns };
  if (env_vars !== undefined) out.env_vars = env_vars === null ? null : JSON.stringify(env_vars);
  return { hooks: { call_hook, call_status_hook, messaging_hook }, columns: out };
}

/** Names are unique within an account, without case; the real server's message. */
function assertUniqueName(db: Db, accountSid: string, name: string, ownSid: string): void {
  const clash = db
    .prepare(
      `SELECT 1 FROM applications WHERE account_sid = ? AND name = ? COLLATE NOCASE
         AND application_sid != ?`,
    )
    .get(accountSid, name, ownSid);
  if (clash) throw duplicateEntry(`${accountSid}-${name}`, 'applications_idx_name');
}
