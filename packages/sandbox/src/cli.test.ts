import { spawn, type ChildProcess } from 'node:child_process';
import { get as httpGet, type ClientRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from './db/seed.ts';
import { BENCH_CALL_SIDS } from './calls/call-generator.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const FIRST_LINE = /^Sandbox listening on (http:\/\/127\.0\.0\.1:(\d+)) \(API at \1\/api\/v1\)$/;

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Runs the CLI the way the package's start script does (node --import tsx src/cli.ts, cwd
 *  packages/sandbox): signals reach the CLI itself. (The tsx command would put a process between
 *  that relays them, and exits 143 when the CLI does not confirm one within 30 ms, as on a busy
 *  machine.) */
function runCli(args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: PACKAGE_DIR,
    stdio: 'pipe',
  });
  running.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close' comes after the output streams have ended: all the output is in by then.
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** Signs a user in and changes its password, as the console's first sign-in does. */
async function changeOwnPassword(base: string, username: string, from: string, to: string) {
  const headers = { 'Content-Type': 'application/json' };
  const signIn = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password: from }),
  });
  const { token, user_sid } = (await signIn.json()) as { token: string; user_sid: string };
  const change = await fetch(`${base}/api/v1/Users/${user_sid}`, {
    method: 'PUT',
    headers: { ...headers, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ old_password: from, new_password: to }),
  });
  expect(change.status).toBe(204);
}

async function firstLine(run: Run): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const newline = run.stdout().indexOf('\n');
    if (newline >= 0) return run.stdout().slice(0, newline);
    if (run.child.exitCode !== null) throw new Error(`CLI exited: ${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the CLI printed nothing');
}

describe('CLI', () => {
  it('starts on a free port, serves the API, prints the demo sign-ins and stops on SIGTERM', async () => {
    const run = runCli(['--port', '0', '--memory', '--seed', 'demo']);
    const line = await firstLine(run);
    const match = FIRST_LINE.exec(line);
    expect(match, line).not.toBeNull();
    const base = match![1]!;
    expect(Number(match![2])).toBeGreaterThan(0);

    const res = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { scope: string }).scope).toBe('admin');
    for (const user of DEMO_USERS) {
      expect(run.stdout()).toContain(user.username);
      expect(run.stdout()).toContain(user.password);
    }
    expect(run.stdout()).toContain('ada@lovelace.example (github ada-lovelace)');
    expect(run.stdout()).toContain(`OAuth stand-in at ${base}/_oauth`);
    // The demo's three-hour recording has its waveform made from 2 s after start.
    const warm = "Warmed up: the long recordings' waveforms are made.";
    expect(run.stdout()).not.toContain(warm);
    await expect.poll(run.stdout, { timeout: 20_000 }).toContain(warm);

    run.child.kill('SIGTERM');
    expect(await run.exit).toEqual({ code: 0, signal: null });
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  }, 30_000);

  it('stops cleanly on SIGINT and serves control routes with --control', async () => {
    const run = runCli(['--port=0', '--memory', '--control', '--token-ttl', '120']);
    const base = FIRST_LINE.exec(await firstLine(run))![1]!;
    expect(run.stdout()).not.toContain('Demo sign-ins');
    expect((await fetch(`${base}/_sandbox/reset`, { method: 'POST' })).status).toBe(204);
    run.child.kill('SIGINT');
    expect((await run.exit).code).toBe(0);
  }, 30_000);

  it('keeps an existing file database as it is and says which sign-ins still hold', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
    const file = join(dir, 'db', 'sandbox.db');
    try {
      const first = runCli(['--port', '0', '--db', file, '--seed', 'demo']);
      const base = FIRST_LINE.exec(await firstLine(first))![1]!;
      await changeOwnPassword(base, 'admin', 'admin', 'Chosen-pass-9');
      first.child.kill('SIGTERM');
      expect((await first.exit).code).toBe(0);
      const second = runCli(['--port', '0', '--db', file, '--seed', 'demo']);
      expect(await firstLine(second)).toMatch(FIRST_LINE);
      second.child.kill('SIGTERM');
      expect((await second.exit).code).toBe(0);
      const out = second.stdout();
      expect(out).toContain(
        'Demo sign-ins (username, password, scope), as they stand in the database kept from an earlier run:',
      );
      expect(out).toMatch(
        /^ {2}admin +\(changed\) +admin +platform admin; password changed since the seed$/m,
      );
      expect(out).not.toContain('must change the password');
      expect(out).toMatch(
        /^ {2}sp-admin +Demo-pass-1 +service_provider +service provider admin of Acme Voice$/m,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('exits 2 with a clear message for bad arguments', async () => {
    const cases: [string[], string][] = [
      [['--port', 'abc'], '--port must be a whole number from 0 to 65535, not abc'],
      [['--port', '70000'], '--port must be a whole number'],
      [['--bogus'], 'unknown argument: --bogus'],
      [['--db', 'x.db', '--memory'], '--db and --memory cannot be used together'],
      [['--seed', 'lots'], '--seed must be demo, anchor or none, not lots'],
      [['--port'], '--port needs a value'],
    ];
    const runs = cases.map(([args]) => runCli(args));
    const exits = await Promise.all(runs.map((run) => run.exit));
    cases.forEach(([args, message], i) => {
      const run = runs[i]!;
      expect(exits[i]!.code, args.join(' ')).toBe(2);
      expect(run.stderr()).toContain(message);
      expect(run.stderr()).toContain('Usage:');
      expect(run.stdout()).toBe('');
    });
  }, 30_000);
});

describe('CLI stopping during a slow download', () => {
  it('exits 0 within 2 s of SIGTERM while a client reads a recording slowly', async () => {
    const run = runCli(['--port', '0', '--memory', '--seed', 'demo']);
    const base = FIRST_LINE.exec(await firstLine(run))![1]!;
    const signIn = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'acct-admin', password: 'Demo-pass-1' }),
    });
    const { token, account_sid } = (await signIn.json()) as { token: string; account_sid: string };
    const headers = { Authorization: `Bearer ${token}` };
    const list = await fetch(
      `${base}/api/v1/Accounts/${account_sid}/RecentCalls?page=1&count=1&filter=${BENCH_CALL_SIDS.longRecording}`,
      { headers },
    );
    const { data } = (await list.json()) as { data: { recording_url: string }[] };
    const recording = new URL(`${base}/api/v1${data[0]!.recording_url}`);

    // A client that takes the first bytes and then reads no more: the sandbox is left writing.
    const firstBytes = await new Promise<ClientRequest>((resolve, reject) => {
      const req = httpGet(recording, { headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`recording: ${res.statusCode}`));
        res.once('data', () => {
          res.pause();
          resolve(req);
        });
      });
      req.on('error', reject);
    });
    firstBytes.on('error', () => undefined); // the sandbox closes the connection
    // Let the sandbox fill the socket's buffers: from then on it waits for the reader.
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Exit code 0: close() ended with the reader still paused (the guard that exits when it
    // does not end exits with 1).
    run.child.kill('SIGTERM');
    expect(await run.exit).toEqual({ code: 0, signal: null });
    firstBytes.destroy();
  }, 30_000);
});
