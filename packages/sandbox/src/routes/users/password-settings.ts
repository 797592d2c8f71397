import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { isAdmin } from '../../auth/scope.ts';
import { getPasswordSettings } from '../../db/queries.ts';
import { badRequest, forbiddenPlain } from '../../http/errors.ts';
import { readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';

/** The accepted range for min_password_length (the console offers 8 to 20). */
export const MIN_PASSWORD_LENGTH_RANGE = { min: 6, max: 128 } as const;

const FIELDS = {
  min_password_length: { type: 'integer', ...MIN_PASSWORD_LENGTH_RANGE },
  require_digit: { type: 'boolean' },
  require_special_character: { type: 'boolean' },
} as const;

/** GET /PasswordSettings (anyone signed in), POST /PasswordSettings (admin). */
export function passwordSettingsRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/PasswordSettings', async (request) => {
    callerOf(request);
    return getPasswordSettings(ctx.db);
  });

  api.post('/PasswordSettings', async (request, reply) => {
    // A real server answers a non-admin with the plain-text 403 of express's sendStatus.
    if (!isAdmin(callerOf(request))) throw forbiddenPlain();
    const body = readBody(request.body, FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    const next = { ...getPasswordSettings(ctx.db), ...body };
    ctx.db
      .prepare(
        `UPDATE password_settings SET min_password_length = @min_password_length,
           require_digit = @require_digit, require_special_character = @require_special_character
         WHERE id = 1`,
      )
      .run(next);
    return reply.code(201).send({});
  });
}
