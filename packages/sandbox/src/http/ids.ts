import { badRequest } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isSid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A sid from the path: a malformed one is 400 `{"msg":"Bad request"}` as on the real server. */
export function parseSid(value: unknown): string {
  if (!isSid(value)) throw badRequest('Bad request');
  return value.toLowerCase();
}
