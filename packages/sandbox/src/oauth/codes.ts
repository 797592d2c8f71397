import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { findIdentity, type OAuthIdentity, type OAuthProvider } from './identities.ts';

/** A code is good for one exchange within this time. */
export const CODE_TTL_MS = 10 * 60 * 1000;

interface CodeRow {
  code: string;
  provider: string;
  login: string;
  client_id: string;
  redirect_uri: string;
  expires_at: number;
}

/** A new authorization code (20 hex digits) for the identity, its client and redirect URI. */
export function issueCode(
  ctx: SandboxContext,
  identity: OAuthIdentity,
  client: { client_id: string; redirect_uri: string },
): string {
  const code = randomBytes(10).toString('hex');
  ctx.db.prepare('DELETE FROM oauth_codes WHERE expires_at <= ?').run(ctx.now());
  ctx.db
    .prepare(
      `INSERT INTO oauth_codes (code, provider, login, client_id, redirect_uri, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      code,
      identity.provider,
      identity.login,
      client.client_id,
      client.redirect_uri,
      ctx.now() + CODE_TTL_MS,
    );
  return code;
}

export interface CodeExchange {
  provider: OAuthProvider;
  code: string;
  client_id: string;
  redirect_uri: string;
}

/**
 * The identity behind a code, as the provider's token endpoint would give it. Any attempt uses
 * the code up; a wrong one is 403 with the reason.
 */
export function exchangeCode(ctx: SandboxContext, exchange: CodeExchange): OAuthIdentity {
  const row = ctx.db.prepare('SELECT * FROM oauth_codes WHERE code = ?').get(exchange.code) as
    CodeRow | undefined;
  if (row) ctx.db.prepare('DELETE FROM oauth_codes WHERE code = ?').run(row.code);
  const identity =
    row && row.provider === exchange.provider && row.expires_at > ctx.now()
      ? findIdentity(exchange.provider, row.login)
      : undefined;
  if (!row || !identity) throw forbidden('code is expired or invalid');
  if (row.client_id !== exchange.client_id) {
    throw forbidden('oauth2_client_id is not the client the code was issued to');
  }
  if (row.redirect_uri !== exchange.redirect_uri) {
    throw forbidden('oauth2_redirect_uri is not the redirect_uri the code was issued for');
  }
  return identity;
}
