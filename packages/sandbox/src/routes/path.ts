import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/scope.ts';
import { forbidden, notFound, type HttpError } from '../http/errors.ts';
import { parseSid } from '../http/ids.ts';
import { callerOf } from './caller.ts';

/**
 * The row of `/{Resource}/{sid}`: a malformed sid 400 `Bad request`, an unknown one 404 with an
 * empty body, one out of the caller's reach 403 `insufficient permissions` (or what `refused` says).
 */
export function rowOfPath<Row>(
  request: FastifyRequest,
  find: (sid: string) => Row | undefined,
  canReach: (caller: Caller, row: Row) => boolean,
  refused: () => HttpError = forbidden,
): Row {
  const row = find(parseSid((request.params as { sid: string }).sid));
  if (!row) throw notFound();
  if (!canReach(callerOf(request), row)) throw refused();
  return row;
}
