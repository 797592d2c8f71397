import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_BASE } from '../demo/webhooks.ts';
import { badRequest, HttpError, sendHttpError } from './errors.ts';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth.ts';

/**
 * CORS open like the real server; a preflight is answered 204 at once, except on the demo
 * webhooks, whose OPTIONS answer is their environment definition.
 */
export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (request.method === 'OPTIONS' && !request.url.startsWith(`${DEMO_BASE}/`)) {
      reply.header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    }
  });
}

/**
 * JSON bodies: an empty body is no body (express accepts it), malformed JSON is 400 `{"msg"}`,
 * and so is JSON nested more than MAX_JSON_DEPTH levels deep.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (exceedsJsonDepth(text)) {
      return done(
        badRequest(`request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels`),
        undefined,
      );
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(badRequest(`malformed JSON in request body: ${(error as Error).message}`), undefined);
    }
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An unknown route: the HTML page express answers. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const what = escapeHtml(`Cannot ${request.method} ${request.url.split('?')[0] ?? ''}`);
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Error</title>
</head>
<body>
<pre>${what}</pre>
</body>
</html>
`;
  return reply.code(404).type('text/html; charset=utf-8').send(html);
}

const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request body does not match its Content-Length',
};

/** Every error becomes a clear answer; only a bug in the sandbox gives 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendHttpError(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = MESSAGES[error.code] ?? error.message;
      return reply.code(status === 404 ? 400 : status).send({ msg });
    }
    console.error(`sandbox: ${request.method} ${request.url} failed:`, error);
    return reply.code(500).send({ msg: 'internal error in the sandbox' });
  });
}

/** What Node's HTTP parser reports, by error code: [status, message]. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'the request took too long to arrive'],
};

/**
 * The server's 'clientError' (fastify's clientErrorHandler): a request Node cannot parse (a
 * malformed chunked body, headers too large, a request line that is not HTTP) is answered in
 * the contract's shape, `{msg}` with a 4xx, and the connection closed. Nothing is written when
 * the socket is gone or a response on it has begun.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, msg] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    `malformed HTTP request: ${error.message.replace(/[^\x20-\x7e]/g, ' ')}`,
  ];
  const body = JSON.stringify({ msg });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Access-Control-Allow-Origin: *',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
