import type { FastifyReply } from 'fastify';

/** A body as the real server sends it: a JSON object, plain text, or nothing at all. */
export type ErrorBody = Record<string, unknown> | string | null;

/** An answer other than success; thrown by handlers and hooks, written by the error handler. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(describe(status, body));
    this.status = status;
    this.body = body;
  }
}

function describe(status: number, body: ErrorBody): string {
  if (typeof body === 'string') return body;
  if (body && typeof body.msg === 'string') return body.msg;
  return `HTTP ${status}`;
}

export const badRequest = (msg: string): HttpError => new HttpError(400, { msg });
/** 400 with the plain-text body express's sendStatus gives (login with a missing field). */
export const badRequestPlain = (): HttpError => new HttpError(400, 'Bad Request');
export const unauthorized = (): HttpError => new HttpError(401, 'Unauthorized');
/** 403 with the plain-text body: wrong password, API key on a user-only route. */
export const forbiddenPlain = (): HttpError => new HttpError(403, 'Forbidden');
export const forbidden = (msg = 'insufficient permissions'): HttpError =>
  new HttpError(403, { msg });
/** 403 in the shape of the real server's admin-only routes (SystemInformation, TtsCache). */
export const forbiddenPrivileges = (): HttpError =>
  new HttpError(403, { status: 'fail', message: 'insufficient privileges' });
export const viewOnlyForbidden = (): HttpError => forbidden('User has view-only access');
/** Unknown id: 404 with an empty body. */
export const notFound = (): HttpError => new HttpError(404, null);
export const unprocessable = (msg: string): HttpError => new HttpError(422, { msg });
/** The raw database text a real server answers for a unique-key clash. */
export const duplicateEntry = (value: string, key: string): HttpError =>
  unprocessable(`Duplicate entry '${value}' for key '${key}'`);

export function sendHttpError(reply: FastifyReply, error: HttpError): FastifyReply {
  reply.code(error.status);
  if (error.body === null) return reply.send();
  if (typeof error.body === 'string') {
    return reply.type('text/plain; charset=utf-8').send(error.body);
  }
  return reply.send(error.body);
}
