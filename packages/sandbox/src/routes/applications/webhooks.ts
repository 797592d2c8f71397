import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { isAdmin } from '../../auth/scope.ts';
import { findWebhook, saveWebhook } from '../../db/queries.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';

/**
 * POST /Webhooks and GET /Webhooks/{sid}: a webhook on its own. Hooks are normally written inside
 * their owner (an account, an application); a real server stores one posted here unattached. Its
 * webhooks have no owner to check, so only an admin reads one: an account user gets 403
 * `insufficient privileges`, a provider user 403 `insufficient permissions` (a real 0.9.6 server
 * answers that user 500, from a query on the webhook's missing account).
 */
export function webhookRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.post('/Webhooks', async (request, reply) => {
    const { webhook } = readBody(
      { webhook: request.body },
      { webhook: { type: 'webhook', required: true } },
    );
    return reply.code(201).send({ sid: saveWebhook(db, null, webhook) });
  });

  api.get('/Webhooks/:sid', async (request) => {
    const webhook = findWebhook(db, parseSid((request.params as { sid: string }).sid));
    if (!webhook) throw notFound();
    const caller = callerOf(request);
    if (caller.scope === 'account') throw forbidden('insufficient privileges');
    if (!isAdmin(caller)) throw forbidden();
    return webhook;
  });
}
