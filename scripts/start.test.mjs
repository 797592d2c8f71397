// `npm start` itself, run as the README runs it: what it says about a busy port, and that
// stopping npm stops everything it started. Linux only (reads /proc), like CI.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm start` on free ports (0: any) with a database of its own, unless `ports` say otherwise. */
function npmStart(ports = {}) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      CONSOLE_HOST: '127.0.0.1',
      CONSOLE_PORT: '0',
      SANDBOX_PORT: '0',
      PORTAL_PORT: '0',
      SANDBOX_DB: join(dir, 'sandbox.db'),
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

describe('npm start', () => {
  it('says in one line which port is busy, before building anything', async () => {
    const holder = createServer();
    await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = holder.address().port;
    try {
      const run = npmStart({ SANDBOX_PORT: String(port) });
      expect(await run.exit).toBe(1);
      expect(run.stderr).toBe(
        `Port ${port} on 127.0.0.1 (the sandbox, SANDBOX_PORT) is already in use: stop what holds it, or choose another with SANDBOX_PORT.\n`,
      );
      expect(run.stdout).not.toMatch(/build/i);
    } finally {
      holder.close();
    }
  }, 30_000);

  it('stops with everything it started when npm is sent SIGTERM: servers, or a build under way', async () => {
    const run = npmStart();
    await until(
      () => /Ctrl-C stops everything|Building/.test(run.stdout) || run.child.exitCode !== null,
      'the servers or the build',
    );
    expect(run.child.exitCode, run.stderr).toBeNull();
    if (run.stdout.includes('Building')) await new Promise((resolve) => setTimeout(resolve, 2000));
    const started = descendants(run.child.pid);
    expect(started.length).toBeGreaterThan(1);

    run.child.kill('SIGTERM');
    try {
      await run.exit;
      await until(() => !started.some(running), 'every process npm start started to end', 10_000);
    } finally {
      for (const pid of started.filter(running)) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);
});
