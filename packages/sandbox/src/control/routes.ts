import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { clearData } from '../db/seed.ts';
import { SEEDS } from '../db/seeds.ts';
import { apiPath } from '../http/api-base.ts';
import { badRequest } from '../http/errors.ts';
import { readBody, requireObject } from '../http/validate.ts';
import type { FaultSpec } from './faults.ts';
import { DEFAULT_TRACE_FORMAT, TRACE_FORMATS } from '../calls/trace.ts';

export const CONTROL_BASE = '/_sandbox';
const MAX_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Injected faults: the next matching API requests get the fault's answer, or a dropped socket.
 * Runs after CORS so a browser can read a faulty answer.
 */
export function installFaultHook(app: FastifyInstance, ctx: SandboxContext): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = apiPath(request.url);
    if (path === null || request.method === 'OPTIONS') return;
    const fault = ctx.faults.take(request.method, path);
    if (!fault) return;
    if (fault.delay > 0) await new Promise((done) => setTimeout(done, fault.delay).unref());
    if (fault.mode === 'pass') return;
    if (fault.mode === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    reply.code(fault.status);
    if (fault.body === undefined || fault.body === null) return reply.send();
    if (typeof fault.body === 'string') {
      return reply.type(fault.contentType ?? 'text/plain; charset=utf-8').send(fault.body);
    }
    return reply
      .type(fault.contentType ?? 'application/json; charset=utf-8')
      .send(JSON.stringify(fault.body));
  });
}

/** Routes for end-to-end tests, outside the API base; only with `control: true`. */
export function controlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.post(`${CONTROL_BASE}/reset`, async (_request, reply) => {
    clearData(db);
    SEEDS[ctx.seed](db, ctx.now(), ctx.demoCalls);
    ctx.faults.clear();
    ctx.settings.tokenTtlSeconds = ctx.defaultTokenTtlSeconds;
    ctx.settings.traceFormat = DEFAULT_TRACE_FORMAT;
    return reply.code(204).send();
  });

  app.get(`${CONTROL_BASE}/outbox`, async () =>
    db
      .prepare(
        'SELECT id, "to", subject, text, reset_id, activation_code, created_at FROM outbox ORDER BY id',
      )
      .all(),
  );

  app.delete(`${CONTROL_BASE}/outbox`, async (_request, reply) => {
    db.prepare('DELETE FROM outbox').run();
    return reply.code(204).send();
  });

  app.post(`${CONTROL_BASE}/faults`, async (request, reply) => {
    const fault = ctx.faults.add(readFault(request.body));
    return reply.code(201).send({ id: fault.id });
  });

  app.get(`${CONTROL_BASE}/faults`, async () =>
    ctx.faults.list().map(({ source, ...f }) => ({ ...f, path: source })),
  );

  app.delete(`${CONTROL_BASE}/faults`, async (_request, reply) => {
    ctx.faults.clear();
    return reply.code(204).send();
  });

  app.post(`${CONTROL_BASE}/expire-sessions`, async (_request, reply) => {
    db.prepare('DELETE FROM sessions').run();
    return reply.code(204).send();
  });

  app.put(`${CONTROL_BASE}/settings`, async (request, reply) => {
    const body = readBody(request.body, {
      token_ttl_seconds: { type: 'integer', min: 1, max: MAX_TOKEN_TTL_SECONDS },
      trace_format: { type: 'enum', values: TRACE_FORMATS },
    });
    if (body.token_ttl_seconds === undefined && body.trace_format === undefined) {
      throw badRequest('token_ttl_seconds or trace_format is required');
    }
    if (body.token_ttl_seconds !== undefined) ctx.settings.tokenTtlSeconds = body.token_ttl_seconds;
    if (body.trace_format !== undefined) ctx.settings.traceFormat = body.trace_format;
    return reply.code(204).send();
  });
}

const FAULT_KEYS = new Set([
  'path',
  'method',
  'status',
  'body',
  'contentType',
  'times',
  'mode',
  'delay',
]);
const MAX_DELAY_MS = 120_000;
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

function readFault(input: unknown): FaultSpec {
  const body = requireObject(input);
  for (const key of Object.keys(body)) {
    if (!FAULT_KEYS.has(key)) throw badRequest(`unknown field: ${key}`);
  }
  const { path, method, status = 500, contentType, times = 1, mode = 'respond', delay = 0 } = body;
  if (typeof path !== 'string' || path === '' || path.length > 500) {
    throw badRequest('path is required: a regular expression for the path after the API base');
  }
  let pattern: RegExp;
  try {
    pattern = new RegExp(path);
  } catch (error) {
    throw badRequest(`path is not a valid regular expression: ${(error as Error).message}`);
  }
  if (method !== undefined && (typeof method !== 'string' || !METHODS.has(method.toUpperCase()))) {
    throw badRequest('method must be one of GET, POST, PUT, DELETE, PATCH');
  }
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    throw badRequest('status must be an integer between 200 and 599');
  }
  if (contentType !== undefined && (typeof contentType !== 'string' || contentType.length > 200)) {
    throw badRequest('contentType must be a string');
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 10000) {
    throw badRequest('times must be an integer between 1 and 10000');
  }
  if (mode !== 'respond' && mode !== 'drop' && mode !== 'pass') {
    throw badRequest("mode must be 'respond', 'drop' or 'pass'");
  }
  if (typeof delay !== 'number' || !Number.isInteger(delay) || delay < 0 || delay > MAX_DELAY_MS) {
    throw badRequest(`delay must be an integer of milliseconds between 0 and ${MAX_DELAY_MS}`);
  }
  return {
    path: pattern,
    source: path,
    method: typeof method === 'string' ? method.toUpperCase() : null,
    status,
    body: body.body,
    contentType: contentType ?? null,
    remaining: times,
    mode,
    delay,
  };
}
