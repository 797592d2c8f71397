import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { badRequest, unprocessable } from '../http/errors.ts';
import { isPlainObject } from '../http/validate.ts';
import { callerOf } from './caller.ts';

export const APP_ENV_TIMEOUT_MS = 5000;
const MAX_BYTES = 1024 * 1024;

/**
 * GET /AppEnv?url=<webhook>: the environment variables the webhook publishes, fetched with an
 * HTTP OPTIONS request. A bad URL is 400; a webhook that cannot give a definition is 422.
 */
export function appEnvRoutes(api: FastifyInstance, _ctx: SandboxContext): void {
  api.get('/AppEnv', async (request) => {
    callerOf(request);
    const url = readWebhookUrl((request.query as { url?: unknown }).url);
    return fetchDefinition(url);
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
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest(`url must be an http or https URL, not ${url.protocol}`);
  }
  return url;
}

async function fetchDefinition(url: URL): Promise<Record<string, unknown>> {
  const shown = `${url.origin}${url.pathname}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'OPTIONS',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(APP_ENV_TIMEOUT_MS),
    });
  } catch (error) {
    const err = error as Error & { cause?: { code?: string; message?: string } };
    if (err.name === 'TimeoutError') {
      throw unprocessable(`${shown} did not answer within ${APP_ENV_TIMEOUT_MS / 1000} seconds`);
    }
    throw unprocessable(
      `cannot reach ${shown}: ${err.cause?.code ?? err.cause?.message ?? err.message}`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unprocessable(`${shown} answered OPTIONS with HTTP ${response.status}`);
  }
  const text = await readCapped(response, shown);
  let definition: unknown;
  try {
    definition = JSON.parse(text);
  } catch {
    throw unprocessable(`${shown} did not answer with JSON`);
  }
  if (!isPlainObject(definition) || !Object.values(definition).every(isPlainObject)) {
    throw unprocessable(
      `${shown} answered JSON that is not an environment definition (an object of variables)`,
    );
  }
  return definition;
}

async function readCapped(response: Response, shown: string): Promise<string> {
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
      throw unprocessable(`${shown} answered more than 1 MiB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
