import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { assertAdmin } from '../auth/scope.ts';
import { insertRow } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { readBody } from '../http/validate.ts';
import { callerOf } from './caller.ts';
import { OWNER_KINDS, ownedBy, ownerOfPath, ownerSids } from './owner.ts';

export const LIMIT_CATEGORIES = [
  'voice_call_session',
  'voice_call_session_license',
  'voice_call_minutes',
  'voice_call_minutes_license',
] as const;
type Category = (typeof LIMIT_CATEGORIES)[number];

/** quantity 0 means unlimited; removing a limit is a DELETE. */
const FIELDS = {
  category: { type: 'enum', values: LIMIT_CATEGORIES, required: true },
  quantity: { type: 'integer', min: 0, max: 1_000_000_000, required: true },
} as const;

/** GET, POST, DELETE /ServiceProviders/{sid}/Limits and /Accounts/{sid}/Limits. */
export function limitRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  for (const kind of OWNER_KINDS) {
    const path = `/${kind}/:sid/Limits`;

    api.get(path, async (request) => {
      const filter = ownedBy(ownerOfPath(db, kind, request));
      return db
        .prepare(`SELECT category, quantity FROM limits WHERE ${filter.where} ORDER BY category`)
        .all(...filter.params);
    });

    // Creates the limit or replaces the quantity of the one of that category.
    api.post(path, async (request, reply) => {
      const owner = ownerOfPath(db, kind, request);
      const { category, quantity } = readBody(request.body, FIELDS);
      if (category === undefined || quantity === undefined)
        throw badRequest('category is required');
      assertMaySet(request, category);
      const filter = ownedBy(owner);
      const sid = randomUUID();
      db.transaction(() => {
        db.prepare(`DELETE FROM limits WHERE ${filter.where} AND category = ?`).run(
          ...filter.params,
          category,
        );
        insertRow(db, 'limits', { limit_sid: sid, ...ownerSids(owner), category, quantity });
      })();
      return reply.code(201).send({ sid });
    });

    api.delete(path, async (request, reply) => {
      const filter = ownedBy(ownerOfPath(db, kind, request));
      const category = (request.query as { category?: unknown }).category;
      if (!LIMIT_CATEGORIES.includes(category as Category)) {
        throw badRequest(`category must be one of ${LIMIT_CATEGORIES.join(', ')}`);
      }
      assertMaySet(request, category as Category);
      db.prepare(`DELETE FROM limits WHERE ${filter.where} AND category = ?`).run(
        ...filter.params,
        category,
      );
      return reply.code(204).send();
    });
  }
}

/** License limits are the platform's to grant. */
function assertMaySet(request: FastifyRequest, category: Category): void {
  if (category.endsWith('_license')) {
    assertAdmin(callerOf(request), 'only admin users can set license limits');
  }
}
