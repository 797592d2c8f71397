// `npm start`: builds the console, starts the sandbox with demo data and both hosts, and prints
// where they are and how to sign in. Ctrl-C stops everything.
//   CONSOLE_PORT (8080), SANDBOX_PORT (8081), PORTAL_PORT (8082), CONSOLE_HOST (127.0.0.1; 0.0.0.0
//   to reach it from other machines), SANDBOX_DB (a file; default the
//   sandbox's own .data/sandbox.db), CONSOLE_FEATURES (default "forgotPassword=true"). With
//   hostedSystem=true among the features, the console is the hosted variant of the sandbox's Voice
//   Cloud provider, signing in through the sandbox's stand-in OAuth provider (CONSOLE_HOSTED, a
//   JSON object, configures it otherwise).
import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const consolePort = env.CONSOLE_PORT ?? '8080';
const sandboxPort = env.SANDBOX_PORT ?? '8081';
const portalPort = env.PORTAL_PORT ?? '8082';
const features = env.CONSOLE_FEATURES ?? 'forgotPassword=true';
const host = env.CONSOLE_HOST ?? '127.0.0.1';
const children = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function start(args, name) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  child.once('exit', (code) => {
    console.error(`${name} stopped (exit code ${code}).`);
    stopAll(code ?? 1);
  });
  return new Promise((resolve) => {
    let output = '';
    child.stdout.on('data', function read(chunk) {
      output += chunk.toString();
      const url = /listening on (http:\/\/[^\s)]+)/i.exec(output)?.[1];
      if (url && !read.found) {
        read.found = true;
        // What a server prints right after it listens (the sandbox's demo sign-ins) comes too.
        setTimeout(() => {
          child.stdout.off('data', read);
          child.stdout.resume();
          resolve({ url, output });
        }, 300);
      }
    });
  });
}

console.log('Building console-kit and the hosts…');
execFileSync('npm', ['run', '--silent', 'build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const dbArgs = env.SANDBOX_DB ? ['--db', env.SANDBOX_DB] : [];
// Mailed links (password reset) point at the console, not at the sandbox.
const consoleHost = { '0.0.0.0': '127.0.0.1', '::': '::1' }[host] ?? host;
const consoleUrl = `http://${consoleHost.includes(':') ? `[${consoleHost}]` : consoleHost}:${consolePort}`;
const sandbox = await start(
  [
    '--import',
    'tsx',
    'packages/sandbox/src/cli.ts',
    '--port',
    sandboxPort,
    '--seed',
    'demo',
    '--console-url',
    consoleUrl,
    ...dbArgs,
  ],
  'The sandbox',
);
const api = `${sandbox.url}/api/v1`;
const hostArgs = (port, dist) => [
  'examples/standalone/server/serve.mjs',
  ...['--host', host, '--port', port, '--dist', dist, '--api-target', api, '--features', features],
];
const oauthClient = (provider) => ({
  clientId: `sandbox-${provider}-client`,
  authorizeUrl: `${sandbox.url}/_oauth/${provider}/authorize`,
});
const hosted = /hostedSystem=(true|1|yes|on)\b/i.test(features)
  ? (env.CONSOLE_HOSTED ??
    JSON.stringify({
      serviceProviderSid: 'c10d0000-0000-4000-8000-000000000001',
      oauth: { github: oauthClient('github'), google: oauthClient('google') },
    }))
  : null;
const standalone = await start(
  [...hostArgs(consolePort, 'examples/standalone/dist'), ...(hosted ? ['--hosted', hosted] : [])],
  'The console',
);
const portal = await start(hostArgs(portalPort, 'examples/embed-in-portal/dist'), 'The portal');

const signIns = sandbox.output
  .split('\n')
  .filter((line) => line.startsWith('  '))
  .join('\n');
console.log(`
Console:  ${standalone.url}
Portal:   ${portal.url}/voice   (the console inside a third-party portal)
API:      ${api}   (the sandbox)

Demo sign-ins (username, password, scope):
${signIns}

Ctrl-C stops everything.`);
