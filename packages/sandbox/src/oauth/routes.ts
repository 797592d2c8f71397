import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { isPlainObject } from '../http/validate.ts';
import { sendRouteNotFound } from '../http/server-hooks.ts';
import { issueCode } from './codes.ts';
import {
  findIdentity,
  isOAuthProvider,
  OAUTH_CLIENTS,
  OAUTH_IDENTITIES,
  type OAuthProvider,
} from './identities.ts';

export const OAUTH_BASE = '/_oauth';

/** A refusal of the stand-in: an HTML page naming the problem. */
class AuthorizeError extends Error {}

interface Authorize {
  client_id: string;
  redirect_uri: string;
  state: string;
}

/**
 * The OAuth provider stand-in: GET shows a page with a button per demo identity and Cancel;
 * POST (the page's form) redirects back to the console with a code, or access_denied.
 */
export function oauthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );

    scope.get(`${OAUTH_BASE}/:provider/authorize`, async (request, reply) => {
      const provider = providerOf(request);
      if (!provider) return sendRouteNotFound(request, reply);
      return answer(reply, provider, () => {
        const params = readAuthorize(provider, request.query);
        return reply.type('text/html; charset=utf-8').send(authorizePage(provider, params));
      });
    });

    scope.post(`${OAUTH_BASE}/:provider/authorize`, async (request, reply) => {
      const provider = providerOf(request);
      if (!provider) return sendRouteNotFound(request, reply);
      return answer(reply, provider, () => {
        const body = isPlainObject(request.body) ? request.body : {};
        const params = readAuthorize(provider, body);
        const back = new URL(params.redirect_uri);
        if (body.cancel !== undefined) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const identity =
            typeof body.identity === 'string' ? findIdentity(provider, body.identity) : undefined;
          if (!identity) throw new AuthorizeError('unknown identity');
          back.searchParams.set('code', issueCode(ctx, identity, params));
        }
        back.searchParams.set('state', params.state);
        return reply.redirect(back.toString(), 302);
      });
    });
  });
}

function providerOf(request: FastifyRequest): OAuthProvider | null {
  const { provider } = request.params as { provider?: string };
  return isOAuthProvider(provider) ? provider : null;
}

function answer(reply: FastifyReply, provider: OAuthProvider, run: () => FastifyReply) {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof AuthorizeError)) throw error;
    return reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(
        page(
          `${OAUTH_CLIENTS[provider].label} sign-in (sandbox)`,
          `<p>${escapeHtml(error.message)}</p>`,
        ),
      );
  }
}

function readAuthorize(provider: OAuthProvider, input: unknown): Authorize {
  const fields = isPlainObject(input) ? input : {};
  const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : '');
  const client_id = text('client_id');
  const redirect_uri = text('redirect_uri');
  const state = text('state');
  if (client_id !== OAUTH_CLIENTS[provider].client_id)
    throw new AuthorizeError('unknown client_id');
  if (!isCallback(redirect_uri, provider)) {
    throw new AuthorizeError(
      `redirect_uri must be an http or https URL whose path ends with /oauth-callback/${provider}`,
    );
  }
  if (state === '') throw new AuthorizeError('state is required');
  return { client_id, redirect_uri, state };
}

function isCallback(uri: string, provider: OAuthProvider): boolean {
  try {
    const url = new URL(uri);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname.endsWith(`/oauth-callback/${provider}`)
    );
  } catch {
    return false;
  }
}

function authorizePage(provider: OAuthProvider, params: Authorize): string {
  const { label } = OAUTH_CLIENTS[provider];
  const hidden = (Object.keys(params) as (keyof Authorize)[])
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(params[key])}">`)
    .join('\n');
  const buttons = OAUTH_IDENTITIES.filter((i) => i.provider === provider)
    .map(
      (i) =>
        `<p><button type="submit" name="identity" value="${escapeHtml(i.login)}">Continue as ${escapeHtml(i.name)} (${escapeHtml(i.login)})</button></p>`,
    )
    .join('\n');
  const body = `<p>Choose who signs in. This page stands in for ${label}; nothing leaves this machine.</p>
<form method="post">
${hidden}
${buttons}
<p><button type="submit" name="cancel" value="1">Cancel</button></p>
</form>`;
  return page(`Sign in with ${label} (sandbox)`, body);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;min-width:100%}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
