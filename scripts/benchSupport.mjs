// What the benchmarks share: a fresh build when the sources are newer, the sandbox and the
// standalone host as child processes, the API, and Chromium.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ms = (value) => `${value.toFixed(1)} ms`;
export const verdict = (value, target) => (value < target ? 'ok' : `OVER the ${target} ms target`);
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The lowest and highest of some times, as 'low-high'. */
export const range = (values) => `${ms(Math.min(...values))}-${ms(Math.max(...values))}`;
/** A time difference with its sign, as '+12.0 ms' or '-4.0 ms'. */
export const signedMs = (value) => `${value > 0 ? '+' : ''}${ms(value)}`;

/** This build's times against another's, from loads alternated round by round, compared round
 *  by round (each pair loaded at the same moment of the machine, whose speed drifts over a run by
 *  more than most changes are worth): the median of this build's time less the other's in the
 *  same round, and in how many rounds this build was sooner. */
export function pairedComparison(these, others) {
  const differences = these.map((value, round) => value - others[round]);
  return {
    median: median(differences),
    sooner: differences.filter((difference) => difference < 0).length,
    rounds: differences.length,
  };
}

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the console and its hosts when the standalone build is older than console-kit's sources. */
export function buildIfNeeded() {
  const built = (() => {
    try {
      return statSync(join(root, 'examples/standalone/dist/index.html')).mtimeMs;
    } catch {
      return 0;
    }
  })();
  if (built > newest(join(root, 'packages/console-kit/src'))) return;
  console.log('Building the console…');
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const children = [];

/** Starts a node process of the repo; resolves to the URL it says it listens on, once its output
 *  also matches `until` when given. */
export function start(args, name, timeoutMs, until = null) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${output}`)),
      timeoutMs,
    );
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/[^\s)]+)/i.exec(output)?.[1];
      if (url && (!until || until.test(output))) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

export function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

/** Starts the standalone host serving the built console in `dist`, in front of the API. */
export function startHost(dist, apiBase) {
  return start(
    [
      'examples/standalone/server/serve.mjs',
      '--port',
      '0',
      '--dist',
      dist,
      '--api-target',
      apiBase,
    ],
    'The console host',
    30_000,
  );
}

/** Milliseconds between the console and its API (BENCH_API_DELAY_MS, 0 by default): a real server
 *  is a round trip away, the sandbox on the same machine. */
export const API_DELAY_MS = Number(process.env.BENCH_API_DELAY_MS ?? 0);

/** Starts the sandbox with these seed arguments, then the standalone host in front of it (with
 *  API_DELAY_MS between them, when set). */
export async function startSandboxAndHost(seedArgs, sandboxTimeoutMs) {
  const sandbox = await start(
    ['--import', 'tsx', 'packages/sandbox/src/cli.ts', '--port', '0', '--memory', ...seedArgs],
    'The sandbox',
    sandboxTimeoutMs,
    // Once it has made its long recordings' waveforms (from 2 s after start, in steps that would
    // land in the first loads' answers; a real server has no such work).
    /^Warmed up:/m,
  );
  const server = API_DELAY_MS
    ? await start(['scripts/apiDelay.mjs', sandbox, String(API_DELAY_MS)], 'The API delay', 10_000)
    : sandbox;
  const apiBase = `${server}/api/v1`;
  const host = await startHost('examples/standalone/dist', apiBase);
  return { apiBase, host };
}

export async function api(apiBase, path, token, init = {}) {
  const response = await fetch(`${apiBase}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A token of a demo user. */
export async function signIn(apiBase, username, password) {
  const { token } = await api(apiBase, '/login', null, {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  return token;
}

export function launchChromium() {
  return chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
}
