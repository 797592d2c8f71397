import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { isPlainObject } from '../http/validate.ts';
import { callerOf } from './caller.ts';

export const APP_ENV_TIMEOUT_MS = 5000;
const MAX_BYTES = 1024 * 1024;
const PROTOCOLS = ['http:', 'https:', 'ws:', 'wss:'];

/**
 * GET /AppEnv?url=<webhook>: the environment variables the webhook publishes, fetched with an
 * HTTP OPTIONS request (a ws: or wss: URL over http: or https:), as a real server does: 200 with a
 * valid definition, 400 'Invalid appenv schema' for JSON that is not one, 204 when the webhook
 * gives none (unreachable, an error status, not JSON). A URL that is not one is 400 here (500 {}
 * on a real server).
 */
export function appEnvRoutes(api: FastifyInstance, _ctx: SandboxContext): void {
  api.get('/AppEnv', async (request, reply) => {
    callerOf(request);
    const url = readWebhookUrl((request.query as { url?: unknown }).url);
    const definition = await fetchDefinition(url);
    if (definition === null) return reply.code(204).send();
    if (!isEnvDefinition(definition)) throw badRequest('Invalid appenv schema');
    return definition;
  });
}

function readWebhookUrl(value: unknown): URL {
  if (value === undefined || value === '') throw badRequest('url is required');
  if (typeof value !== 'string' || value.length > 2048) throw badRequest('url is not a valid URL');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('url is not a valid URL');
  }
  if (!PROTOCOLS.includes(url.protocol)) {
    throw badRequest(`url must be an http, https, ws or wss URL, not ${url.protocol}`);
  }
  return url;
}

/** The URL fetched: a websocket URL's http equivalent. */
function httpUrl(url: URL): URL {
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return url;
  return new URL(
    `${url.protocol === 'ws:' ? 'http:' : 'https:'}${url.href.slice(url.protocol.length)}`,
  );
}

/** The parsed answer, or null when the webhook gives none. */
async function fetchDefinition(url: URL): Promise<unknown> {
  try {
    const response = await fetch(httpUrl(url), {
      method: 'OPTIONS',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(APP_ENV_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return JSON.parse(await readCapped(response));
  } catch {
    return null; // unreachable, too slow, too large or not JSON
  }
}

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw new Error('more than 1 MiB');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const SCALAR = ['string', 'number', 'boolean'];

/** The real server's definition schema: at least one variable, named [a-zA-Z0-9_]+, each with a
 *  type (string, number, boolean) and a description; the known keys typed; other keys allowed. */
export function isEnvDefinition(value: unknown): boolean {
  if (!isPlainObject(value) || Object.keys(value).length === 0) return false;
  return Object.entries(value).every(([name, spec]) => {
    if (!/^[a-zA-Z0-9_]+$/.test(name) || !isPlainObject(spec)) return false;
    const { type, description, required, obscure, enum: choices } = spec;
    return (
      SCALAR.includes(type as string) &&
      typeof description === 'string' &&
      (required === undefined || typeof required === 'boolean') &&
      (obscure === undefined || typeof obscure === 'boolean') &&
      (choices === undefined || Array.isArray(choices)) &&
      (!('default' in spec) || SCALAR.includes(typeof spec.default))
    );
  });
}
