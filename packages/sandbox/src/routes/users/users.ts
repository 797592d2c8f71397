import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { changePassword, PASSWORD_RULE } from '../../auth/password-change.ts';
import { hashPassword, passwordPolicyError } from '../../auth/passwords.ts';
import {
  assertCanWrite,
  canManageOwner,
  canModifyUser,
  canSeeUser,
  requireUserCaller,
  scopeOf,
  userListFilter,
  type Caller,
  type Owner,
} from '../../auth/scope.ts';
import { isUniqueViolation, updateRow, type Db } from '../../db/database.ts';
import { findUser, getPasswordSettings } from '../../db/queries.ts';
import type { UserRow } from '../../db/rows.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { EMAIL, readBody, type BodyOf } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { ownerFromBody, ownerSids } from '../owner.ts';
import { assertRealServerEdit } from './user-edit-rules.ts';
import { myDetails, toListItem, toUserDetail, userRef, type UserListRow } from './user-shapes.ts';

const FIELDS = {
  name: { type: 'string', max: 255, nonEmpty: true, isName: true, trim: true },
  email: { type: 'string', max: 255, nonEmpty: true, pattern: EMAIL },
  force_change: { type: 'boolean' },
  is_active: { type: 'boolean' },
  is_view_only: { type: 'boolean' },
  service_provider_sid: { type: 'sid', nullable: true },
  account_sid: { type: 'sid', nullable: true },
} as const;

const CREATE_FIELDS = {
  ...FIELDS,
  name: { ...FIELDS.name, required: true },
  email: { ...FIELDS.email, required: true },
  initial_password: { ...PASSWORD_RULE, required: true },
} as const;

/** The full edit; null initial_password leaves the password alone; old/new change one's own. */
const UPDATE_FIELDS = {
  ...FIELDS,
  initial_password: { ...PASSWORD_RULE, nullable: true },
  old_password: PASSWORD_RULE,
  new_password: PASSWORD_RULE,
  user_sid: { type: 'sid' },
} as const;

type Edit = Omit<BodyOf<typeof UPDATE_FIELDS>, 'old_password' | 'new_password' | 'user_sid'>;

/** GET, POST /Users; GET /Users/me; GET, PUT, DELETE /Users/{sid}. */
export function userRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  // By sid, as a real server's (its query has no ORDER BY: MySQL reads users by primary key).
  api.get('/Users', async (request) => {
    const filter = userListFilter(callerOf(request));
    const rows = db
      .prepare(
        `SELECT u.user_sid, u.name, u.email, u.force_change, u.is_active, u.account_sid,
                a.name AS account_name,
                COALESCE(a.service_provider_sid, u.service_provider_sid) AS sp_sid, sp.name AS sp_name
         FROM users u
         LEFT JOIN accounts a ON a.account_sid = u.account_sid
         LEFT JOIN service_providers sp
           ON sp.service_provider_sid = COALESCE(a.service_provider_sid, u.service_provider_sid)
         WHERE ${filter.where}
         ORDER BY u.user_sid`,
      )
      .all(...filter.params) as UserListRow[];
    return rows.map(toListItem);
  });

  api.get('/Users/me', async (request) => {
    const caller = callerOf(request);
    requireUserCaller(caller);
    const user = findUser(db, caller.userSid);
    if (!user) throw notFound();
    return myDetails(db, user, ctx.now());
  });

  api.get('/Users/:sid', async (request) => {
    const user = userOfPath(db, request.params);
    if (!canSeeUser(callerOf(request), userRef(db, user))) throw forbidden();
    return toUserDetail(user);
  });

  api.post('/Users', async (request, reply) => {
    const caller = callerOf(request);
    const body = readBody(request.body, CREATE_FIELDS);
    const owner = ownerFromBody(db, body);
    assertMayManageUsersOf(caller, owner);
    const { name, email } = body;
    assertUniqueUser(db, '', name, email);
    const hashed = await newPasswordHash(ctx, body.initial_password);
    const sid = randomUUID();
    // The unique indexes decide between concurrent creates: the loser gets the same 422.
    uniqueUserWrite(() =>
      db
        .prepare(
          `INSERT INTO users (user_sid, name, email, hashed_password, account_sid, service_provider_sid,
         force_change, is_active, is_view_only, provider)
       VALUES (@sid, @name, @email, @hashed, @account_sid, @service_provider_sid,
         @force_change, @is_active, @is_view_only, 'local')`,
        )
        .run({
          sid,
          name,
          email,
          hashed,
          ...ownerSids(owner, true),
          force_change: body.force_change ?? 1,
          is_active: body.is_active ?? 1,
          is_view_only: body.is_view_only ?? 0,
        }),
    );
    return reply.code(201).send({ user_sid: sid });
  });

  // A view-only user may change its own password; every other edit needs write access.
  api.put('/Users/:sid', { config: { allowViewOnly: true } }, async (request, reply) => {
    const caller = callerOf(request);
    const user = userOfPath(db, request.params);
    const {
      user_sid: bodySid,
      old_password: oldPassword,
      new_password: newPassword,
      ...edit
    } = readBody(request.body, UPDATE_FIELDS);
    if (!canModifyUser(caller, userRef(db, user))) throw forbidden();
    if (bodySid !== undefined && bodySid !== user.user_sid) {
      throw badRequest('user_sid may not be changed');
    }
    const changesPassword = oldPassword !== undefined || newPassword !== undefined;
    const edits = Object.keys(edit).length > 0;
    assertRealServerEdit(db, caller, user, edit, changesPassword);

    // Everything is checked before anything is written.
    const applyEdit = edits ? await planEdit(ctx, caller, user, edit) : undefined;
    if (changesPassword) {
      requireUserCaller(caller);
      if (caller.userSid !== user.user_sid) {
        throw forbidden('only the user may change its own password');
      }
      await changePassword(ctx, user, { oldPassword, newPassword, acceptResetId: false });
    }
    applyEdit?.();
    return reply.code(204).send();
  });

  api.delete('/Users/:sid', async (request, reply) => {
    const user = userOfPath(db, request.params);
    if (!canModifyUser(callerOf(request), userRef(db, user))) throw forbidden();
    if (isLastAdmin(db, user)) throw unprocessable('cannot delete the last admin user');
    db.transaction(() => {
      db.prepare('DELETE FROM sessions WHERE user_sid = ?').run(user.user_sid);
      db.prepare('DELETE FROM password_resets WHERE user_sid = ?').run(user.user_sid);
      db.prepare('DELETE FROM login_attempts WHERE username = ?').run(user.name);
      db.prepare('DELETE FROM users WHERE user_sid = ?').run(user.user_sid);
    })();
    return reply.code(204).send();
  });
}

function userOfPath(db: Db, params: unknown): UserRow {
  const user = findUser(db, parseSid((params as { sid: string }).sid));
  if (!user) throw notFound();
  return user;
}

/** Whom the caller may create, or move a user to: the decision is canManageOwner's. */
function assertMayManageUsersOf(caller: Caller, owner: Owner): void {
  if (canManageOwner(caller, owner)) return;
  if (owner.kind === 'admin') throw forbidden('only admin users can manage admin users');
  if (caller.scope === 'account') {
    throw forbidden('an account user can only manage users of its own account');
  }
  throw forbidden('a service provider user can only manage users of its own service provider');
}

const USER_TAKEN = 'invalid username or email';

/**
 * Names and e-mail addresses are unique without regard to case, as in a real server's MySQL
 * (case-insensitive collation); the real server's message. The database's unique indexes enforce
 * it too (see uniqueUserWrite).
 */
function assertUniqueUser(db: Db, userSid: string, name: string, email: string): void {
  const clash = db
    .prepare(
      `SELECT 1 FROM users WHERE (name = ? COLLATE NOCASE OR email = ? COLLATE NOCASE)
         AND user_sid != ?`,
    )
    .get(name, email, userSid);
  if (clash) throw unprocessable(USER_TAKEN);
}

/** A write of a user's name or e-mail: a clash the unique indexes refuse is the same 422. */
function uniqueUserWrite<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable(USER_TAKEN);
    throw error;
  }
}

async function newPasswordHash(ctx: SandboxContext, password: string): Promise<string> {
  const policyError = passwordPolicyError(password, getPasswordSettings(ctx.db));
  if (policyError) throw badRequest(policyError);
  return hashPassword(password);
}

/**
 * Checks an edit of a user and returns the write that applies it. The write names only the fields
 * of the request and runs in one transaction on the user as it is then: the slow work (hashing an
 * initial password) happens before, so a change made meanwhile (an own password change, another
 * edit) is not overwritten with what was read before it.
 */
async function planEdit(
  ctx: SandboxContext,
  caller: Caller,
  user: UserRow,
  edit: Edit,
): Promise<() => void> {
  assertCanWrite(caller);
  const { db } = ctx;
  const changes: Record<string, unknown> = {};
  if (edit.service_provider_sid !== undefined || edit.account_sid !== undefined) {
    const accountSid = edit.account_sid === undefined ? user.account_sid : edit.account_sid;
    // Without a provider in the body, an account's own provider is taken.
    const spSid =
      edit.service_provider_sid !== undefined
        ? edit.service_provider_sid
        : accountSid
          ? null
          : user.service_provider_sid;
    const owner = ownerFromBody(db, { service_provider_sid: spSid, account_sid: accountSid });
    assertMayManageUsersOf(caller, owner);
    Object.assign(changes, ownerSids(owner, true));
  }
  for (const key of ['name', 'email', 'force_change', 'is_active', 'is_view_only'] as const) {
    if (edit[key] !== undefined) changes[key] = edit[key];
  }
  const checkUnique = (current: UserRow): void =>
    assertUniqueUser(
      db,
      current.user_sid,
      (changes.name as string | undefined) ?? current.name,
      (changes.email as string | undefined) ?? current.email,
    );
  const checkLastAdmin = (current: UserRow): void => {
    if (isLastAdmin(db, current) && !staysActiveAdmin({ ...current, ...changes } as AdminFlags)) {
      throw unprocessable('the last admin user must stay an active admin with write access');
    }
  };
  checkUnique(user);
  checkLastAdmin(user);
  if (typeof edit.initial_password === 'string') {
    changes.hashed_password = await newPasswordHash(ctx, edit.initial_password);
  }
  return db.transaction(() => {
    // Checked again on the row as it is now: another request may have changed it meanwhile.
    const current = findUser(db, user.user_sid);
    if (!current) throw notFound();
    checkUnique(current);
    checkLastAdmin(current);
    uniqueUserWrite(() =>
      updateRow(db, 'users', { column: 'user_sid', value: user.user_sid }, changes),
    );
  });
}

interface AdminFlags {
  service_provider_sid: string | null;
  account_sid: string | null;
  is_active: number;
  is_view_only: number;
}

function staysActiveAdmin(user: AdminFlags): boolean {
  return scopeOf(user) === 'admin' && user.is_active === 1 && user.is_view_only === 0;
}

/** Whether this is the only active admin with write access (deleting it would lock everyone out). */
function isLastAdmin(db: Db, user: UserRow): boolean {
  if (!staysActiveAdmin(user)) return false;
  const others = db
    .prepare(
      `SELECT COUNT(*) FROM users WHERE account_sid IS NULL AND service_provider_sid IS NULL
         AND is_active = 1 AND is_view_only = 0 AND user_sid != ?`,
    )
    .pluck()
    .get(user.user_sid) as number;
  return others === 0;
}
