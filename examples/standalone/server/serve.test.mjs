// The host server's command line: what it says when it cannot start.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVE = join(import.meta.dirname, 'serve.mjs');
const dist = mkdtempSync(join(tmpdir(), 'serve-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Runs serve.mjs to its end: a start that fails ends at once. */
function serve(args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [SERVE, ...args], { timeout: 10_000 }, (error, stdout, stderr) =>
      resolve({ code: error?.code ?? 0, stdout, stderr }),
    );
  });
}

describe('serve.mjs', () => {
  it('says in one line which port is taken, without a stack trace', async () => {
    const holder = createServer();
    await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address();
    try {
      const run = await serve(['--port', String(port), '--dist', dist]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `Port ${port} on 127.0.0.1 is already in use: stop what holds it, or choose another with --port or CONSOLE_PORT.\n`,
      );
    } finally {
      holder.close();
    }
  });

  it('says in one line that there is no build to serve', async () => {
    const run = await serve(['--port', '0', '--dist', join(dist, 'missing')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Cannot start: No built host in .*missing: run the build first\.\n$/,
    );
  });
});
