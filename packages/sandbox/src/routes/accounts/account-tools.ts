import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { assertCanWrite } from '../../auth/scope.ts';
import { newWebhookSecret } from '../../db/secrets.ts';
import { bucketProblem, readBucketCredential } from '../../http/bucket-credential.ts';
import { keepStoredSecret } from '../../http/bucket-secret.ts';
import { badRequest } from '../../http/errors.ts';
import { storedCredential } from './account-fields.ts';
import { accountOfPath } from './accounts.ts';
import { callerOf } from '../caller.ts';

/** A bucket of this name "does not exist", so a console can show a failed test. */
export const MISSING_BUCKET = 'no-such-bucket';

/** GET /Accounts/{sid}/WebhookSecret, POST /Accounts/{sid}/BucketCredentialTest. */
export function accountToolRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/Accounts/:sid/WebhookSecret', async (request) => {
    const account = accountOfPath(db, request);
    const regenerate = (request.query as { regenerate?: unknown }).regenerate;
    if (regenerate === undefined || regenerate === 'false') {
      return { webhook_secret: account.webhook_secret };
    }
    if (regenerate !== 'true') throw badRequest('regenerate must be true or false');
    // A GET that writes: view-only users may read the secret but not replace it.
    assertCanWrite(callerOf(request));
    const secret = newWebhookSecret();
    db.prepare('UPDATE accounts SET webhook_secret = ? WHERE account_sid = ?').run(
      secret,
      account.account_sid,
    );
    return { webhook_secret: secret };
  });

  /**
   * Cloud storage is out of reach, so this checks what it can (required fields, formats) and
   * treats a bucket named MISSING_BUCKET as missing.
   */
  api.post('/Accounts/:sid/BucketCredentialTest', async (request) => {
    const account = accountOfPath(db, request);
    // An obscured secret (the single read's) tests the stored credential, as a real server does.
    const given = readBucketCredential('', request.body);
    const credential = keepStoredSecret(given, storedCredential(account)) ?? given;
    const problem = bucketProblem(credential);
    if (problem) return { status: 'fail', reason: problem };
    if (credential.name === MISSING_BUCKET) {
      return { status: 'fail', reason: 'The specified bucket does not exist' };
    }
    return { status: 'ok' };
  });
}
