import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import {
  accountListFilter,
  canCreateAccountUnder,
  canModifyAccount,
  canSeeAccount,
  isAdmin,
  type Caller,
} from '../../auth/scope.ts';
import { insertRow, isoSeconds, updateRow, type Db } from '../../db/database.ts';
import {
  findAccount,
  findServiceProvider,
  findUser,
  isTaken,
  listAccounts,
  saveWebhook,
} from '../../db/queries.ts';
import { accountContents } from '../../db/references.ts';
import { deleteHostedAccount } from '../../hosted/delete-account.ts';
import type { AccountRow } from '../../db/rows.ts';
import { newWebhookSecret } from '../../db/secrets.ts';
import { keepStoredSecret, obscureCredential } from '../../http/bucket-secret.ts';
import { badRequest, duplicateEntry, forbidden, unprocessable } from '../../http/errors.ts';
import { assertUnchanged, readBody, type BodyOf } from '../../http/validate.ts';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_HOOKS,
  ACCOUNT_UPDATE_FIELDS,
  ADMIN_FIELDS,
  recordingColumns,
  storedCredential,
  toAccount,
} from './account-fields.ts';
import { callerOf } from '../caller.ts';
import { assertApplicationOf } from '../owner.ts';
import { rowOfPath } from '../path.ts';

/** service_provider_sid is checked by hand for the real server's message. */
const CREATE_FIELDS = {
  ...ACCOUNT_FIELDS,
  name: { ...ACCOUNT_FIELDS.name, required: true },
  service_provider_sid: { type: 'sid', nullable: true },
} as const;

const DELETE_FIELDS = { password: { type: 'string', max: 1024 } } as const;

type Update = BodyOf<typeof ACCOUNT_UPDATE_FIELDS>;

/** GET, POST /Accounts; GET, PUT, DELETE /Accounts/{sid}. */
export function accountRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/Accounts', async (request) => {
    const filter = accountListFilter(callerOf(request));
    return listAccounts(db, filter).map((row) => toAccount(db, row));
  });

  // As a real server: the single read hides the bucket secret, the list above does not.
  api.get('/Accounts/:sid', async (request) => {
    const account = accountOfPath(db, request);
    return {
      ...toAccount(db, account),
      bucket_credential: obscureCredential(storedCredential(account)),
    };
  });

  api.post('/Accounts', async (request, reply) => {
    const caller = callerOf(request);
    const body = readBody(request.body, CREATE_FIELDS);
    const spSid = body.service_provider_sid;
    if (!spSid) throw badRequest('missing field service_provider_sid');
    if (!canCreateAccountUnder(caller, spSid)) throw forbidden();
    if (!findServiceProvider(db, spSid)) throw badRequest('unknown service_provider_sid');
    assertAdminFields(caller, body, { enable_debug_log: 0 });
    const sid = randomUUID();
    // There are no applications yet: any application sid is one of another account.
    assertOwnApplications(db, sid, body);
    const sipRealm = body.sip_realm || null;
    assertUniqueRealm(db, sid, sipRealm);
    const recording = recordingColumns(
      body.record_all_calls ?? 0,
      keepStoredSecret(body.bucket_credential ?? null, null),
    );
    db.transaction(() => {
      insertRow(db, 'accounts', {
        account_sid: sid,
        name: body.name,
        sip_realm: sipRealm,
        service_provider_sid: spSid,
        registration_hook_sid: saveWebhook(db, null, body.registration_hook ?? null),
        queue_event_hook_sid: saveWebhook(db, null, body.queue_event_hook ?? null),
        created_at: isoSeconds(ctx.now()),
        webhook_secret: newWebhookSecret(),
        enable_debug_log: body.enable_debug_log ?? 0,
        record_format: body.record_format ?? 'mp3',
        ...recording,
      });
    })();
    return reply.code(201).send({ sid });
  });

  api.put('/Accounts/:sid', async (request, reply) => {
    const caller = callerOf(request);
    const account = accountToUpdate(db, request);
    const body = readBody(request.body, ACCOUNT_UPDATE_FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    // The real server's rule: any realm from an account user, even its current one.
    if (caller.scope === 'account' && body.sip_realm) {
      throw badRequest('use POST /Accounts/:sid/sip_realm/:realm to set or change the sip realm');
    }
    assertReadOnly(db, account, body);
    assertAdminFields(caller, body, account);
    assertOwnApplications(db, account.account_sid, body);
    const changes: Record<string, unknown> = {};
    const plain = ['name', 'record_format', 'device_calling_application_sid', 'siprec_hook_sid'];
    for (const key of [...plain, ...ADMIN_FIELDS] as const) {
      if (body[key as keyof Update] !== undefined) changes[key] = body[key as keyof Update];
    }
    if (body.sip_realm !== undefined) {
      changes.sip_realm = body.sip_realm || null;
      assertUniqueRealm(db, account.account_sid, changes.sip_realm as string | null);
    }
    if (body.record_all_calls !== undefined || body.bucket_credential !== undefined) {
      Object.assign(
        changes,
        recordingColumns(
          body.record_all_calls ?? account.record_all_calls,
          body.bucket_credential === undefined
            ? storedCredential(account)
            : keepStoredSecret(body.bucket_credential, storedCredential(account)),
        ),
      );
    }
    db.transaction(() => {
      for (const [field, column] of Object.entries(ACCOUNT_HOOKS)) {
        const hook = body[field as keyof typeof ACCOUNT_HOOKS];
        if (hook !== undefined) changes[column] = saveWebhook(db, account[column], hook);
      }
      updateRow(db, 'accounts', { column: 'account_sid', value: account.account_sid }, changes);
    })();
    return reply.code(204).send();
  });

  api.delete('/Accounts/:sid', async (request, reply) => {
    const caller = callerOf(request);
    const account = accountOfPath(db, request);
    const { password } = readBody(request.body ?? {}, DELETE_FIELDS);
    if (findServiceProvider(db, account.service_provider_sid)?.root_domain) {
      await assertHostedDeleteConfirmed(ctx, caller, account, password);
      deleteHostedAccount(db, account);
      return reply.code(204).send();
    }
    if (password !== undefined) await assertOwnPassword(ctx, caller, password);
    const contents = accountContents(db, account.account_sid);
    if (contents.length > 0) {
      throw unprocessable(
        `cannot delete account "${account.name}": it still has ${contents.join(', ')}; delete them first`,
      );
    }
    deleteAccount(db, account);
    return reply.code(204).send();
  });
}

/** The account of `/Accounts/{sid}` (and of the routes below it), in the caller's reach. */
export function accountOfPath(db: Db, request: FastifyRequest): AccountRow {
  const canReach = request.method === 'GET' ? canSeeAccount : canModifyAccount;
  return rowOfPath(request, (sid) => findAccount(db, sid), canReach);
}

/** The account a PUT changes: another tenant's is refused as a real server refuses it. */
const accountToUpdate = (db: Db, request: FastifyRequest): AccountRow =>
  rowOfPath(
    request,
    (sid) => findAccount(db, sid),
    canModifyAccount,
    () => forbidden('insufficient privileges'),
  );

function assertReadOnly(db: Db, account: AccountRow, body: Update): void {
  assertUnchanged(body, account, ['account_sid', 'service_provider_sid']);
  if (body.webhook_secret !== undefined && body.webhook_secret !== account.webhook_secret) {
    throw badRequest(
      'webhook_secret is read-only: regenerate it with GET /Accounts/{sid}/WebhookSecret?regenerate=true',
    );
  }
  if (body.root_domain !== undefined) {
    const rootDomain = findServiceProvider(db, account.service_provider_sid)?.root_domain ?? null;
    if ((body.root_domain || null) !== rootDomain) {
      throw badRequest("root_domain is the service provider's and may not be changed here");
    }
  }
}

/** Debug logging and the hosted-plan fields are the platform admin's. */
function assertAdminFields(
  caller: Caller,
  body: Partial<Record<(typeof ADMIN_FIELDS)[number], unknown>>,
  current: Partial<Record<(typeof ADMIN_FIELDS)[number], unknown>>,
): void {
  if (isAdmin(caller)) return;
  for (const field of ADMIN_FIELDS) {
    if (body[field] !== undefined && !sameFlag(body[field], current[field])) {
      throw forbidden(`only admin users can change ${field}`);
    }
  }
}

/** A boolean sent back as true/false is the same as the 1/0 it was read as. */
function sameFlag(sent: unknown, stored: unknown): boolean {
  const flag = (v: unknown) => (typeof v === 'boolean' ? Number(v) : v);
  return flag(sent) === flag(stored);
}

function assertOwnApplications(
  db: Db,
  accountSid: string,
  body: { device_calling_application_sid?: string | null; siprec_hook_sid?: string | null },
): void {
  for (const key of ['device_calling_application_sid', 'siprec_hook_sid'] as const) {
    const sid = body[key];
    if (sid) assertApplicationOf(db, accountSid, key, sid, 'this account');
  }
}

/** SIP realms are unique, without case; the real server's message. */
function assertUniqueRealm(db: Db, accountSid: string, sipRealm: string | null): void {
  if (sipRealm === null) return;
  if (isTaken(db, 'accounts', 'sip_realm', sipRealm, { column: 'account_sid', own: accountSid })) {
    throw duplicateEntry(sipRealm, 'sip_realm');
  }
}

/** DELETE's optional confirmation: the signed-in user's own password (API keys have none). */
async function assertOwnPassword(
  ctx: SandboxContext,
  caller: Caller,
  password: string,
): Promise<void> {
  if (caller.kind !== 'user' || !caller.userSid) return;
  const user = findUser(ctx.db, caller.userSid);
  if (!user || !(await verifyPassword(user.hashed_password, password))) {
    throw forbidden('incorrect password');
  }
}

/**
 * A hosted account's own local user confirms its deletion with its password; an OAuth user has
 * none to give, and anyone else confirms as for any account.
 */
async function assertHostedDeleteConfirmed(
  ctx: SandboxContext,
  caller: Caller,
  account: AccountRow,
  password: string | undefined,
): Promise<void> {
  const user = caller.userSid ? findUser(ctx.db, caller.userSid) : undefined;
  const ownUser = user !== undefined && user.account_sid === account.account_sid;
  if (ownUser && user.provider !== 'local') return;
  if (ownUser && !password) throw badRequest('password is required to delete your account');
  if (password) await assertOwnPassword(ctx, caller, password);
}

/**
 * The account with what only it holds: its users and their sessions, limits, cache, hooks, and
 * its speech credentials with their custom voices.
 */
function deleteAccount(db: Db, account: AccountRow): void {
  const sid = account.account_sid;
  db.transaction(() => {
    db.prepare(
      'DELETE FROM sessions WHERE user_sid IN (SELECT user_sid FROM users WHERE account_sid = ?)',
    ).run(sid);
    db.prepare(
      'DELETE FROM password_resets WHERE user_sid IN (SELECT user_sid FROM users WHERE account_sid = ?)',
    ).run(sid);
    for (const table of ['users', 'limits', 'tts_cache', 'clients']) {
      db.prepare(`DELETE FROM ${table} WHERE account_sid = ?`).run(sid);
    }
    db.prepare(
      'DELETE FROM google_custom_voices WHERE speech_credential_sid IN (SELECT speech_credential_sid FROM speech_credentials WHERE account_sid = ?)',
    ).run(sid);
    db.prepare('DELETE FROM speech_credentials WHERE account_sid = ?').run(sid);
    for (const column of Object.values(ACCOUNT_HOOKS)) saveWebhook(db, account[column], null);
    db.prepare('DELETE FROM accounts WHERE account_sid = ?').run(sid);
  })();
}
