import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { isTaken, findServiceProvider, findUser } from '../../db/queries.ts';
import { badRequest, duplicateEntry, forbidden } from '../../http/errors.ts';
import { isPlainObject, readBody } from '../../http/validate.ts';
import { accountOfPath } from './accounts.ts';
import { callerOf } from '../caller.ts';

const ACTIVATION_FIELDS = {
  user_sid: { type: 'sid', required: true },
  type: {
    type: 'custom',
    required: true,
    read: (_key: string, value: unknown): 'email' => {
      if (value !== 'email') throw badRequest(`invalid activation type: ${String(value)}`);
      return value;
    },
  },
} as const;

/** A subdomain label of 3 to 63 letters, digits or inner hyphens, then a domain. */
const SIP_REALM =
  /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]\.([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** What Availability looks up: [table, column]. */
const AVAILABILITY: Record<string, [string, string]> = {
  subdomain: ['accounts', 'sip_realm'],
  email: ['users', 'email'],
  phone: ['users', 'phone'],
};

/**
 * Hosted sign-up steps after registration: PUT /ActivationCode/{code}, GET /Availability,
 * POST /Accounts/{sid}/SipRealms/{sip_realm}.
 */
export function hostedAccountRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.put('/ActivationCode/:code', async (request, reply) => {
    const caller = callerOf(request);
    const { user_sid } = readBody(request.body, ACTIVATION_FIELDS);
    if (caller.userSid !== user_sid) throw forbidden();
    const { code } = request.params as { code: string };
    const user = findUser(db, user_sid);
    if (!user || !user.email_activation_code || user.email_activation_code !== code) {
      throw badRequest('invalid user or activation code');
    }
    db.transaction(() => {
      db.prepare(
        'UPDATE users SET email_validated = 1, email_activation_code = NULL WHERE user_sid = ?',
      ).run(user.user_sid);
      // The first activation of a registration opens its account.
      if (!user.email_validated && user.account_sid) {
        db.prepare('UPDATE accounts SET is_active = 1 WHERE account_sid = ?').run(user.account_sid);
      }
    })();
    return reply.code(204).send();
  });

  api.get('/Availability', async (request) => {
    const query = isPlainObject(request.query) ? request.query : {};
    const { type, value } = query;
    const lookup = typeof type === 'string' ? AVAILABILITY[type] : undefined;
    if (!lookup) throw badRequest(`invalid type: ${typeof type === 'string' ? type : ''}`);
    if (typeof value !== 'string' || value.trim() === '') throw badRequest('value is required');
    const [table, column] = lookup;
    const taken = db
      .prepare(`SELECT 1 FROM ${table} WHERE ${column} = ? COLLATE NOCASE LIMIT 1`)
      .get(value.trim());
    return { available: taken === undefined };
  });

  api.post('/Accounts/:sid/SipRealms/:sip_realm', async (request, reply) => {
    const account = accountOfPath(db, request);
    const given = (request.params as { sip_realm: string }).sip_realm;
    const realm = given.toLowerCase();
    if (realm.length > 253 || !SIP_REALM.test(realm)) {
      throw badRequest(`invalid sip_realm: ${given}`);
    }
    const rootDomain = findServiceProvider(db, account.service_provider_sid)?.root_domain;
    if (rootDomain && realm.slice(realm.indexOf('.') + 1) !== rootDomain.toLowerCase()) {
      throw badRequest(`sip_realm must be a subdomain of ${rootDomain}`);
    }
    const own = { column: 'account_sid', own: account.account_sid };
    if (isTaken(db, 'accounts', 'sip_realm', realm, own)) throw duplicateEntry(realm, 'sip_realm');
    db.prepare('UPDATE accounts SET sip_realm = ? WHERE account_sid = ?').run(
      realm,
      account.account_sid,
    );
    return reply.code(204).send();
  });
}
