import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { assertNoControlCharacters, isPlainObject } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';

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
    // Any failure of the lookup is the webhook giving no definition: 204, never a 500.
    const definition = await fetchDefinition(url).catch(() => null);
    if (definition === null) return reply.code(204).send();
    if (!isEnvDefinition(definition)) throw badRequest('Invalid appenv schema');
    return definition;
  });
}

function readWebhookUrl(value: unknown): URL {
  if (value === undefined || value === '') throw badRequest('url is required');
  if (typeof value !== 'string' || value.length > 2048) throw badRequest('url is not a valid URL');
  assertNoControlCharacters('url', value);
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

/**
 * The parsed answer, or null when the webhook gives none. One deadline covers the whole exchange,
 * headers and body: when it passes, the request is aborted, the body's reader cancelled and the
 * answer is null at once, whatever the webhook is still sending (a body trickled a byte at a
 * time keeps no read pending past it, and no error of the aborted request is left unhandled).
 */
async function fetchDefinition(url: URL): Promise<unknown> {
  const controller = new AbortController();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('the webhook did not answer in time'));
      resolve(null);
    }, APP_ENV_TIMEOUT_MS);
  });
  const exchange = (async (): Promise<unknown> => {
    const response = await fetch(httpUrl(url), {
      method: 'OPTIONS',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    reader = response.body?.getReader();
    if (!response.ok || !reader) return null;
    return JSON.parse(await readCapped(reader));
  })().catch(() => null); // unreachable, aborted, too large or not JSON
  try {
    return await Promise.race([exchange, deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort();
    // Whatever is left of the body is not wanted; a failure to cancel is no concern of the caller.
    reader?.cancel().catch(() => undefined);
  }
}

async function readCapped(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) throw new Error('more than 1 MiB');
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
