// `npm start`: checks that its ports are free, builds the console when a source changed since the
// last build (buildInputs.mjs), starts the sandbox with demo data and both hosts, and prints where
// they are and how to sign in. Ctrl-C, or SIGTERM to npm or to this script, stops everything.
//   CONSOLE_PORT (8080), SANDBOX_PORT (8081), PORTAL_PORT (8082), CONSOLE_HOST (127.0.0.1; 0.0.0.0
//   to reach it from other machines), SANDBOX_DB (a file; default the
//   sandbox's own .data/sandbox.db), CONSOLE_FEATURES (default "forgotPassword=true"). With
//   hostedSystem=true among the features, the console is the hosted variant of the sandbox's Voice
//   Cloud provider, signing in through the sandbox's stand-in OAuth provider (CONSOLE_HOSTED, a
//   JSON object, configures it otherwise).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './buildInputs.mjs';
import { busyPortsLine } from './ports.mjs';

const began = Date.now();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const consolePort = env.CONSOLE_PORT ?? '8080';
const sandboxPort = env.SANDBOX_PORT ?? '8081';
const portalPort = env.PORTAL_PORT ?? '8082';
const features = env.CONSOLE_FEATURES ?? 'forgotPassword=true';
const host = env.CONSOLE_HOST ?? '127.0.0.1';
/** How long the servers have to stop before they are killed. */
const STOP_GRACE_MS = 3000;
const children = new Set();
let stopping = false;

/** Stops every child (each in a process group of its own: a build's whole tree), then exits. */
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const signal = (name) => {
    for (const child of children) {
      try {
        process.kill(-child.pid, name);
      } catch {
        // Already gone.
      }
    }
  };
  const exits = [...children].map(
    (child) =>
      new Promise((resolve) =>
        (child.exitCode ?? child.signalCode) === null ? child.once('exit', resolve) : resolve(),
      ),
  );
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), STOP_GRACE_MS).unref();
  await Promise.all(exits);
  process.exit(code);
}
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, () => stopAll(0));

/** Runs a child in its own process group, so that stopping it stops what it started too. */
function spawnChild(command, args, stdio) {
  const child = spawn(command, args, { cwd: root, stdio, detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function start(args, name) {
  const child = spawnChild(process.execPath, args, ['ignore', 'pipe', 'inherit']);
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`${name} stopped (exit code ${code}).`);
    stopAll(code || 1);
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

/** `npm run build`, its output shown only when it fails. */
async function build(why) {
  const began = Date.now();
  console.log(`Building console-kit and the hosts (${why})…`);
  const child = spawnChild('npm', ['run', '--silent', 'build'], ['ignore', 'pipe', 'pipe']);
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
  const code = await new Promise((resolve) => child.once('exit', (status) => resolve(status)));
  // Stopped by a signal: nothing more is started while stopAll ends the process.
  if (stopping) await new Promise(() => {});
  if (code !== 0) {
    process.stderr.write(output);
    console.error(`The build failed (exit code ${code}); nothing was started.`);
    process.exit(1);
  }
  console.log(`Built in ${Math.round((Date.now() - began) / 1000)} s.`);
}

const busy = await busyPortsLine([
  { name: 'console', port: consolePort, host, variable: 'CONSOLE_PORT' },
  { name: 'sandbox', port: sandboxPort, host: '127.0.0.1', variable: 'SANDBOX_PORT' },
  { name: 'portal', port: portalPort, host, variable: 'PORTAL_PORT' },
]);
if (busy) {
  console.error(busy);
  process.exit(1);
}
const state = buildState(root);
if (state === 'current') console.log('The build is up to date with the sources: not building.');
else await build(state === 'missing' ? 'not built yet' : 'a source changed since the last build');

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

// The sandbox's sign-ins as it read them from its database (after a restart: which still hold).
const sandboxLines = sandbox.output.split('\n');
const signIns = sandboxLines.filter((line) => /^(Demo sign-ins| {2}\S)/.test(line)).join('\n');
const database = sandboxLines.find((line) => line.startsWith('Database: '));
console.log(`
Console:  ${standalone.url}
Portal:   ${portal.url}/voice   (the console inside a third-party portal)
API:      ${api}   (the sandbox: its routes at that address)

${signIns}
${database ? `${database}   (delete it to start again from the demo data)\n` : ''}
Ctrl-C stops everything. Started in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
