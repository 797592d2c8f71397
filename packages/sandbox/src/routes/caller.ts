import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/scope.ts';
import { unauthorized } from '../http/errors.ts';

/** The authenticated caller of a non-public route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
