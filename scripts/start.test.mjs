// `npm start` itself, run as the README runs it: what it says about a busy port, and that
// stopping npm stops everything it started. Linux only (reads /proc), like CI.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsHash, recordBuild } from './buildInputs.mjs';

const realRoot = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in for the repository, so that no test builds in (or stops a build of) the real one:
 * the real start script, package.json, sandbox and host server, stand-in builds (a page each),
 * and a build that never ends. `built`: recorded as built from what is there.
 */
function repository(name, { built }) {
  const root = join(dir, name);
  const link = (path) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(join(realRoot, path), join(root, path));
  };
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const pkg = JSON.parse(readFileSync(join(realRoot, 'package.json'), 'utf8'));
  pkg.scripts.build = 'node -e "setInterval(() => {}, 1000)"';
  write('package.json', JSON.stringify(pkg));
  // Copied, not linked: the script finds the repository from where it lies.
  for (const script of ['start.mjs', 'buildInputs.mjs', 'ports.mjs']) {
    write(`scripts/${script}`, '');
    copyFileSync(join(realRoot, 'scripts', script), join(root, 'scripts', script));
  }
  ['node_modules', 'packages/sandbox', 'examples/standalone/server'].forEach(link);
  write('packages/console-kit/dist/index.js', '');
  for (const host of ['standalone', 'embed-in-portal']) {
    write(`examples/${host}/dist/index.html`, '<!doctype html><title>Console</title>');
  }
  if (built) recordBuild(root, inputsHash(root));
  return root;
}

/** `npm start` in `root` on free ports (0: any) with a database of its own, or on `ports`. */
function npmStart(root, ports = {}) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      CONSOLE_HOST: '127.0.0.1',
      CONSOLE_PORT: '0',
      SANDBOX_PORT: '0',
      PORTAL_PORT: '0',
      SANDBOX_DB: join(root, 'sandbox.db'),
      ...ports,
    },
  });
  const run = { child, stdout: '', stderr: '' };
  child.stdout.on('data', (d) => (run.stdout += d));
  child.stderr.on('data', (d) => (run.stderr += d));
  // 'exit', not 'close': a child left behind would hold the output open.
  run.exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return run;
}

async function until(condition, what, ms = 90_000) {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The process ids under `pid`, read from /proc. */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone while read.
    }
  }
  const found = [];
  for (const queue = [pid]; queue.length;) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** Alive and not a zombie waiting for its parent to read its exit. */
function running(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

const commandLine = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/**
 * Sends npm SIGTERM once `ready` shows and a process under it runs `command`, then expects every
 * process under it to end.
 */
async function expectStopsEverything(run, ready, command) {
  let started = [];
  await until(() => {
    started = descendants(run.child.pid);
    const up = ready.test(run.stdout) && started.some((pid) => commandLine(pid).includes(command));
    return up || run.child.exitCode !== null;
  }, `${ready} and ${command}`);
  expect(run.child.exitCode, run.stderr).toBeNull();
  run.child.kill('SIGTERM');
  try {
    await run.exit;
    await until(() => !started.some(running), 'every process npm start started to end', 10_000);
  } finally {
    for (const pid of started.filter(running)) process.kill(pid, 'SIGKILL');
  }
}

describe('npm start', () => {
  it('says in one line which port is busy, before building anything', async () => {
    const holder = createServer();
    await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = holder.address().port;
    try {
      const run = npmStart(repository('busy', { built: false }), { SANDBOX_PORT: String(port) });
      expect(await run.exit).toBe(1);
      expect(run.stderr).toBe(
        `Port ${port} on 127.0.0.1 (the sandbox, SANDBOX_PORT) is already in use: stop what holds it, or choose another with SANDBOX_PORT.\n`,
      );
      expect(run.stdout).not.toMatch(/build/i);
    } finally {
      holder.close();
    }
  }, 30_000);

  it('starts at once when nothing changed since the last build, and SIGTERM to npm stops it all', async () => {
    const run = npmStart(repository('built', { built: true }));
    await expectStopsEverything(run, /Ctrl-C stops everything/, 'serve.mjs');
    expect(run.stdout).toContain('The build is up to date with the sources: not building.');
    expect(run.stdout).toMatch(/^Console: +http:\/\/127\.0\.0\.1:\d+$/m);
    expect(run.stdout).toMatch(/^ {2}admin +admin +admin +platform admin; must change/m);
  }, 60_000);

  it('builds when there is no record of a build, and SIGTERM to npm stops the build', async () => {
    const run = npmStart(repository('unbuilt', { built: false }));
    await expectStopsEverything(
      run,
      /Building console-kit and the hosts \(a source changed/,
      'setInterval',
    );
  }, 60_000);
});
