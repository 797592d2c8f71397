import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import './http/fastify-types.ts';
import type { SandboxContext } from './context.ts';
import { controlRoutes, installFaultHook } from './control/routes.ts';
import { FaultRegistry } from './control/faults.ts';
import { demoWebhookRoutes } from './demo/webhooks.ts';
import { PAYMENTS_BASE, paymentRoutes } from './hosted/payment-routes.ts';
import { oauthRoutes } from './oauth/routes.ts';
import { hasUsers, jwtSecret, openDatabase, type Db } from './db/database.ts';
import { SEEDS, type SeedKind } from './db/seeds.ts';
import { seedCalls } from './db/calls-seed.ts';
import { DEMO_CALL_COUNT } from './db/seed-data.ts';
import { ANCHOR_CALLS } from './db/anchor-seed.ts';
import { API_BASES } from './http/api-base.ts';
import {
  handleClientError,
  installCors,
  installErrorHandler,
  installJsonParser,
  sendRouteNotFound,
} from './http/server-hooks.ts';
import { apiRoutes } from './routes/index.ts';
import { DEFAULT_TRACE_FORMAT } from './calls/trace.ts';
import { parseConsoleUrl } from './console-url.ts';

export interface SandboxOptions {
  /** A database file path, or ':memory:' (the default). */
  db?: string;
  /**
   * When the database has no users: 'demo' seeds the demo tenant tree, 'anchor' the demo grown to
   * a real deployment's size (see anchor-seed.ts). Default 'none'.
   */
  seed?: SeedKind | 'none';
  /** Serve the /_sandbox control routes for end-to-end tests. */
  control?: boolean;
  /** Lifetime of issued tokens; default 3600. */
  tokenTtlSeconds?: number;
  /** Clock in ms, for tests. */
  now?: () => number;
  /**
   * How many recent calls to generate (with one alert per 50): for the demo seed (default a
   * few hundred; ANCHOR_CALLS for the anchor), or, when given, replacing the calls of an
   * existing database's accounts.
   */
  calls?: number;
  /**
   * The console's URL, from which mailed links are built (`{consoleUrl}/reset-password/{id}`).
   * Default: the sandbox's own address once it listens (`http://127.0.0.1:PORT`).
   */
  consoleUrl?: string;
}

export interface Sandbox {
  app: FastifyInstance;
  /** The embedded database, for tests and tools. */
  db: Db;
  /** Whether the seed was written at start (false when the database already had users). */
  seeded: boolean;
  /** Starts listening; resolves to the base URL, e.g. http://127.0.0.1:PORT. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
  /** Resolves once the sandbox, listening, has done the work it does a while after it starts
   *  (the long recordings' waveforms, one step per turn of the event loop). */
  warmedUp(): Promise<void>;
}

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const ttl = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl < 1)
    throw new Error('tokenTtlSeconds must be a positive integer');
  const consoleUrl =
    options.consoleUrl === undefined ? undefined : parseConsoleUrl(options.consoleUrl);
  const location = options.db ?? ':memory:';
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });

  const db = openDatabase(location);
  const now = options.now ?? Date.now;
  const seed = options.seed ?? 'none';
  const seeded = seed !== 'none' && !hasUsers(db);
  const calls = options.calls ?? (seed === 'anchor' ? ANCHOR_CALLS : DEMO_CALL_COUNT);
  if (!Number.isInteger(calls) || calls < 0) throw new Error('calls must be a whole number');
  if (seeded) SEEDS[seed](db, now(), calls);
  else if (options.calls !== undefined) seedCalls(db, { calls, now: now() });

  const ctx: SandboxContext = {
    db,
    now,
    secret: jwtSecret(db),
    settings: { tokenTtlSeconds: ttl, traceFormat: DEFAULT_TRACE_FORMAT },
    defaultTokenTtlSeconds: ttl,
    seed: seed === 'none' ? 'demo' : seed,
    demoCalls: calls,
    faults: new FaultRegistry(),
    // Until the sandbox listens (app.inject), the loopback address without a port.
    consoleUrl: consoleUrl ?? 'http://127.0.0.1',
    warmedUp: Promise.resolve(),
  };
  const app = buildApp(ctx, options.control === true);

  let closed = false;
  return {
    app,
    db,
    seeded,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address() as AddressInfo;
      const url = `http://${displayHost(host)}:${address.port}`;
      if (consoleUrl === undefined) ctx.consoleUrl = url;
      return url;
    },
    warmedUp: () => ctx.warmedUp,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      db.close();
    },
  };
}

function buildApp(ctx: SandboxContext, control: boolean): FastifyInstance {
  const app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Closing destroys every connection, busy ones too (a slow download of a three-hour
    // recording), so that close() and SIGTERM end at once rather than when the client is done.
    forceCloseConnections: true,
    // Malformed URLs and the like: a clear 400 rather than fastify's own shape.
    frameworkErrors: sendFrameworkError,
    // Requests Node cannot parse: {msg} with a 4xx (431 for headers too large), not fastify's shape.
    clientErrorHandler: handleClientError,
  });
  app.decorateRequest('caller', null);
  installCors(app);
  if (control) installFaultHook(app, ctx);
  installJsonParser(app);
  installErrorHandler(app);
  app.setNotFoundHandler(sendRouteNotFound);

  app.get('/health', async () => ({ status: 'ok' }));
  demoWebhookRoutes(app);
  app.register(paymentRoutes(ctx), { prefix: PAYMENTS_BASE });
  oauthRoutes(app, ctx);
  for (const prefix of API_BASES) app.register(apiRoutes(ctx), { prefix });
  if (control) controlRoutes(app, ctx);
  return app;
}

function displayHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.code(400).send({ msg: error.message });
}
