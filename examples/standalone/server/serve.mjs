// Serves a built console host and its runtime configuration, and proxies the API to a jambonz API
// server (or the sandbox), so the browser talks to one origin and makes no CORS preflight per call.
//
//   node serve.mjs [--port 8080] [--host 127.0.0.1] [--dist DIR] [--api-target URL]
//                  [--api-base /api/v1] [--features "forgotPassword=true,leastCostRouting=false"]
//                  [--theme light|dark|system] [--hosted '{"serviceProviderSid":"…","oauth":{…}}']
//                  [--payments '{"publishableKey":"pk_test_…"}']
//                  [--connect-src "https://api.example.com"] [--frame-ancestors "https://portal.example"]
// Each option may also come from the environment: CONSOLE_PORT, CONSOLE_HOST, CONSOLE_DIST,
// CONSOLE_API_TARGET, CONSOLE_API_BASE, CONSOLE_FEATURES, CONSOLE_THEME, CONSOLE_HOSTED,
// CONSOLE_PAYMENTS, CONSOLE_CONNECT_SRC, CONSOLE_FRAME_ANCESTORS. --payments (JSON) is the card
// payment provider's publishable key.
// --hosted (JSON) is the hosted variant's configuration: the service provider that takes
// registrations and the OAuth clients (`{github: {clientId, authorizeUrl}, google: {…}}`).
// --connect-src: further origins the console may call (space-separated; an API server on another
// origin than the host). --frame-ancestors: the portals that may frame the console (default
// 'self'). The server itself is host.mjs; build output is precompressed by precompress.mjs.
import { realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHostServer } from './host.mjs';

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

/** "a b" into ['a', 'b']; nothing into undefined (the default applies). */
function sourceList(text) {
  const sources = (text ?? '').split(/\s+/).filter(Boolean);
  return sources.length ? sources : undefined;
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

// Through a symbolic link too (a release folder linked into place): Node resolves this file's.
if (process.argv[1] && realpathSync(resolve(process.argv[1])) === fileURLToPath(import.meta.url)) {
  const env = process.env;
  let args;
  try {
    args = readArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const here = dirname(fileURLToPath(import.meta.url));
  const port = Number(args.port ?? env.CONSOLE_PORT ?? 8080);
  const host = args.host ?? env.CONSOLE_HOST ?? '127.0.0.1';
  let started;
  try {
    started = await startHostServer({
      port,
      host,
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
      connectSrc: sourceList(args['connect-src'] ?? env.CONSOLE_CONNECT_SRC),
      frameAncestors: sourceList(args['frame-ancestors'] ?? env.CONSOLE_FRAME_ANCESTORS),
    });
  } catch (error) {
    // One line, not a stack trace: what is wrong and what to change.
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} on ${host} is already in use: stop what holds it, or choose another with --port or CONSOLE_PORT.`
        : `Cannot start: ${error.message}`,
    );
    process.exit(1);
  }
  const { url, server } = started;
  console.log(`Console listening on ${url}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
