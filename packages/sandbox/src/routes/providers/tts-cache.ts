import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { assertAdminPrivileges } from '../../auth/scope.ts';
import { accountOfPath } from '../accounts/accounts.ts';
import { callerOf } from '../caller.ts';

/**
 * The synthesized-speech cache, counted in entries per account (the real server keeps it in
 * redis): GET and DELETE /TtsCache (admin only), GET and DELETE /Accounts/{sid}/TtsCache.
 */
export function ttsCacheRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/TtsCache', async (request) => {
    assertAdminPrivileges(callerOf(request));
    const size = db.prepare('SELECT COALESCE(SUM(entries), 0) FROM tts_cache').pluck().get();
    return { size };
  });

  api.delete('/TtsCache', async (request, reply) => {
    assertAdminPrivileges(callerOf(request));
    db.prepare('DELETE FROM tts_cache').run();
    return reply.code(204).send();
  });

  // Everyone who reaches the account reads its size, as on a real server.
  api.get('/Accounts/:sid/TtsCache', async (request) => {
    const account = accountOfPath(db, request);
    const size = db
      .prepare('SELECT COALESCE(SUM(entries), 0) FROM tts_cache WHERE account_sid = ?')
      .pluck()
      .get(account.account_sid);
    return { size };
  });

  api.delete('/Accounts/:sid/TtsCache', async (request, reply) => {
    const account = accountOfPath(db, request);
    db.prepare('DELETE FROM tts_cache WHERE account_sid = ?').run(account.account_sid);
    return reply.code(204).send();
  });
}
