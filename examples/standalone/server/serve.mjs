// Serves a built console host and its runtime configuration, and proxies the API to a jambonz API
// server (or the sandbox), so the browser talks to one origin and makes no CORS preflight per call.
//
//   node serve.mjs [--port 8080] [--host 127.0.0.1] [--dist DIR] [--api-target URL]
//                  [--api-base /api/v1] [--features "forgotPassword=true,leastCostRouting=false"]
//                  [--theme light|dark|system] [--hosted '{"serviceProviderSid":"…","oauth":{…}}']
//                  [--payments '{"publishableKey":"pk_test_…"}']
// Each option may also come from the environment: CONSOLE_PORT, CONSOLE_HOST, CONSOLE_DIST,
// CONSOLE_API_TARGET, CONSOLE_API_BASE, CONSOLE_FEATURES, CONSOLE_THEME, CONSOLE_HOSTED,
// CONSOLE_PAYMENTS. --payments (JSON) is the card payment provider's publishable key.
// --hosted (JSON) is the hosted variant's configuration: the service provider that takes
// registrations and the OAuth clients (`{github: {clientId, authorizeUrl}, google: {…}}`).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** "a=true,b=false" (or a JSON object) into an object of flags; the console reads the values. */
export function parseFeatureList(text) {
  if (!text) return {};
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return JSON.parse(trimmed);
  return Object.fromEntries(
    trimmed
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const [name, value = 'true'] = item.split('=');
        return [name.trim(), value.trim()];
      }),
  );
}

function proxy(target, req, res) {
  const base = new URL(target.endsWith('/') ? target : `${target}/`);
  const rest = req.url.replace(/^\/api\/v1\/?/, '');
  const url = new URL(rest, base);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = { ...req.headers, host: url.host };
  const upstream = send(url, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  // No answer from the API server is no answer to the browser either: it sees a network failure,
  // exactly as it would talking to the server directly.
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}

function serveFile(dist, req, res) {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = normalize(join(dist, path));
  const inside = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  const chosen = inside ? file : join(dist, 'index.html');
  const type = TYPES[extname(chosen)] ?? 'application/octet-stream';
  const cache =
    inside && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(200, { 'content-type': type, 'cache-control': cache });
  createReadStream(chosen).pipe(res);
}

/** Starts the host server; resolves to its URL. */
export function startHostServer({
  port = 8080,
  host = '127.0.0.1',
  dist,
  apiTarget,
  apiBase = '/api/v1',
  features = {},
  theme = 'light',
  hosted,
  payments,
}) {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built host in ${root}: run the build first.`);
  }
  const config = JSON.stringify({
    apiBase,
    features,
    theme,
    ...(hosted ? { hosted } : {}),
    ...(payments ? { payments } : {}),
  });
  const server = createServer((req, res) => {
    if (req.url === '/config.json') {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
      res.end(config);
    } else if (apiTarget && /^\/api\/v1(\/|\?|$)/.test(req.url)) {
      proxy(apiTarget, req, res);
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      serveFile(root, req, res);
    } else {
      res.writeHead(405).end();
    }
  });
  return new Promise((resolveUrl, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolveUrl({ url: `http://${host}:${address.port}`, server });
    });
  });
}

function readArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, '');
    if (!name || argv[i + 1] === undefined) throw new Error(`Missing value for ${argv[i]}`);
    args[name] = argv[i + 1];
  }
  return args;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = process.env;
  let args;
  try {
    args = readArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const here = dirname(fileURLToPath(import.meta.url));
  const { url, server } = await startHostServer({
    port: Number(args.port ?? env.CONSOLE_PORT ?? 8080),
    host: args.host ?? env.CONSOLE_HOST ?? '127.0.0.1',
    dist: args.dist ?? env.CONSOLE_DIST ?? join(here, '../dist'),
    apiTarget: args['api-target'] ?? env.CONSOLE_API_TARGET,
    apiBase: args['api-base'] ?? env.CONSOLE_API_BASE ?? '/api/v1',
    features: parseFeatureList(args.features ?? env.CONSOLE_FEATURES),
    theme: args.theme ?? env.CONSOLE_THEME ?? 'light',
    hosted:
      (args.hosted ?? env.CONSOLE_HOSTED)
        ? JSON.parse(args.hosted ?? env.CONSOLE_HOSTED)
        : undefined,
    payments:
      (args.payments ?? env.CONSOLE_PAYMENTS)
        ? JSON.parse(args.payments ?? env.CONSOLE_PAYMENTS)
        : undefined,
  });
  console.log(`Console listening on ${url}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
