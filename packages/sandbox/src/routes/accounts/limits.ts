import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { assertAdmin } from '../../auth/scope.ts';
import { insertRow } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import { isPlainObject, readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { OWNER_KINDS, ownedBy, ownerOfPath, ownerSids, type OwnerKind } from '../owner.ts';

/** The categories of the real server's account_limits and service_provider_limits tables. */
export const LIMIT_CATEGORIES = [
  'api_rate',
  'voice_call_session',
  'device',
  'voice_call_minutes',
  'voice_call_session_license',
  'voice_call_minutes_license',
] as const;
type Category = (typeof LIMIT_CATEGORIES)[number];

/** quantity 0 means unlimited; removing a limit is a DELETE. */
const FIELDS = {
  category: { type: 'enum', values: LIMIT_CATEGORIES, required: true },
  quantity: { type: 'integer', min: 0, max: 1_000_000_000, required: true },
} as const;

/** The columns a real server answers, per owner: its own sid, the owner's sid, the limit. */
const SHAPE: Record<OwnerKind, string> = {
  Accounts: 'limit_sid AS account_limits_sid, account_sid, category, quantity',
  ServiceProviders:
    'limit_sid AS service_provider_limits_sid, service_provider_sid, category, quantity',
};

/**
 * GET, POST, DELETE /ServiceProviders/{sid}/Limits and /Accounts/{sid}/Limits: one limit per
 * category, every category at once (both units, licenses too), as a real server stores them.
 */
export function limitRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  for (const kind of OWNER_KINDS) {
    const path = `/${kind}/:sid/Limits`;

    // ?category= filters (an unknown one matches nothing), as on a real server; by sid as its
    // query reads them (no ORDER BY: MySQL reads by primary key).
    api.get(path, async (request) => {
      const filter = ownedBy(ownerOfPath(db, kind, request));
      const category = (request.query as { category?: unknown }).category;
      const byCategory = typeof category === 'string' ? ' AND category = ?' : '';
      return db
        .prepare(
          `SELECT ${SHAPE[kind]} FROM limits WHERE ${filter.where}${byCategory} ORDER BY limit_sid`,
        )
        .all(...filter.params, ...(byCategory ? [category as string] : []));
    });

    // Creates the limit, or sets the quantity of the one of that category (its sid stays).
    api.post(path, async (request, reply) => {
      const owner = ownerOfPath(db, kind, request);
      const { category, quantity } = readBody(withoutSids(request.body), FIELDS);
      if (category === undefined || quantity === undefined)
        throw badRequest('category is required');
      const filter = ownedBy(owner);
      const existing = db
        .prepare(`SELECT limit_sid, quantity FROM limits WHERE ${filter.where} AND category = ?`)
        .get(...filter.params, category) as { limit_sid: string; quantity: number } | undefined;
      // Writing back a license limit unchanged is no change (the reference console does it).
      if (existing?.quantity !== quantity) assertMaySet(request, [category]);
      if (existing) {
        db.prepare('UPDATE limits SET quantity = ? WHERE limit_sid = ?').run(
          quantity,
          existing.limit_sid,
        );
        return reply.code(201).send({ sid: existing.limit_sid });
      }
      const sid = randomUUID();
      insertRow(db, 'limits', { limit_sid: sid, ...ownerSids(owner), category, quantity });
      return reply.code(201).send({ sid });
    });

    // ?category= removes that one; without it, every limit of the owner (as a real server does).
    api.delete(path, async (request, reply) => {
      const filter = ownedBy(ownerOfPath(db, kind, request));
      const category = (request.query as { category?: unknown }).category;
      if (category === undefined) {
        const held = db
          .prepare(`SELECT category FROM limits WHERE ${filter.where}`)
          .all(...filter.params) as { category: Category }[];
        assertMaySet(
          request,
          held.map((row) => row.category),
        );
        db.prepare(`DELETE FROM limits WHERE ${filter.where}`).run(...filter.params);
        return reply.code(204).send();
      }
      if (!LIMIT_CATEGORIES.includes(category as Category)) {
        throw badRequest(`category must be one of ${LIMIT_CATEGORIES.join(', ')}`);
      }
      assertMaySet(request, [category as Category]);
      db.prepare(`DELETE FROM limits WHERE ${filter.where} AND category = ?`).run(
        ...filter.params,
        category,
      );
      return reply.code(204).send();
    });
  }
}

const SID_KEYS = [
  'account_limits_sid',
  'account_sid',
  'service_provider_limits_sid',
  'service_provider_sid',
];

/** The body without the sids a limit is read with: a real server ignores them, and the reference
 *  console sends a limit back as it read it. Anything but a string or null there is still 400. */
function withoutSids(body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  const rest = { ...body };
  for (const key of SID_KEYS) {
    if (!(key in rest)) continue;
    if (rest[key] !== null && typeof rest[key] !== 'string')
      throw badRequest(`${key} must be a string`);
    delete rest[key];
  }
  return rest;
}

/** License limits are the platform's to grant (a rule of the spec, not of a real server). */
function assertMaySet(request: FastifyRequest, categories: readonly Category[]): void {
  if (categories.some((category) => category.endsWith('_license'))) {
    assertAdmin(callerOf(request), 'only admin users can set license limits');
  }
}
