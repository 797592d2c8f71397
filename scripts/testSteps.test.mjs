import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { duration, failureReport, runStep, runSteps } from './testSteps.mjs';

const root = mkdtempSync(join(tmpdir(), 'test-steps-'));
const logDir = join(root, 'test-results/logs');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A step running a line of JavaScript. */
const node = (title, code, needs) => ({
  title,
  command: process.execPath,
  args: ['-e', code],
  cwd: root,
  needs,
});

/** What a run printed, its durations made constant. */
function printer() {
  const lines = [];
  const print = (text) => lines.push(...text.replace(/\d+\.\d s/g, 'N s').split('\n'));
  return { lines, print };
}

describe('a step of npm test', () => {
  it('prints a line as it starts and one as it ends, and keeps its output in a log', async () => {
    const { lines, print } = printer();
    const code = "console.log('out'); console.error('err')";
    const result = await runStep(node('Lint', code), { logDir, print });
    expect(lines).toEqual(['Lint…', 'Lint: ok in N s']);
    expect(result).toMatchObject({ title: 'Lint', ok: true, output: 'out\nerr\n' });
    expect(readFileSync(join(logDir, 'lint.log'), 'utf8')).toBe('out\nerr\n');
  });

  it('fails on a non-zero exit, a signal, or a command that is not there', async () => {
    const { print } = printer();
    const exit = await runStep(node('Exit', 'process.exit(3)'), { logDir, print });
    const killed = await runStep(node('Killed', "process.kill(process.pid, 'SIGKILL')"), {
      logDir,
      print,
    });
    const missing = await runStep(
      { title: 'Missing', command: 'no-such-command-here', args: [], cwd: root },
      { logDir, print },
    );
    expect([exit.ok, killed.ok, missing.ok]).toEqual([false, false, false]);
    expect(missing.output).toContain('ENOENT');
  });

  it('says it is still running, for CI logs that would otherwise stay silent', async () => {
    const { lines, print } = printer();
    await runStep(node('Slow', 'setTimeout(() => {}, 250)'), { logDir, print, heartbeatMs: 100 });
    expect(lines).toContain('  Slow: running for N s');
  });
});

describe('a duration', () => {
  it('reads in seconds, then in minutes and whole seconds', () => {
    expect([1234, 59_949, 61_000, 1_799_600, 1_800_400].map(duration)).toEqual([
      '1.2 s',
      '59.9 s',
      '1 min 1 s',
      '30 min 0 s',
      '30 min 0 s',
    ]);
  });
});

describe('the failures at the end', () => {
  const output = Array.from({ length: 250 }, (_, i) => `line ${i + 1}`).join('\n');
  const result = { title: 'Build', output, log: join(logDir, 'build.log') };

  it('shows all of a failed step in CI, whose log is all there is', () => {
    const lines = failureReport(result, { ci: true, root }).split('\n');
    expect(lines[0]).toBe('── Build failed (its whole output: test-results/logs/build.log) ──');
    expect(lines.slice(1)).toEqual(output.split('\n'));
  });

  it('shows the end of a long one elsewhere, and where the rest is', () => {
    const lines = failureReport(result, { ci: false, root }).split('\n');
    expect(lines[1]).toBe('… 50 lines before these');
    expect(lines[2]).toBe('line 51');
    expect(lines.at(-1)).toBe('line 250');
  });
});

describe('npm test as a whole', () => {
  it('runs every step, skips those needing one that failed, ends with the failures and a table', async () => {
    const { lines, print } = printer();
    const { ok, results } = await runSteps(
      [
        node('Type check', "console.log('quiet when it passes')"),
        node('Build', "console.error('src/a.ts: error'); process.exit(1)"),
        node('Bundle sizes', '', 'Build'),
        node('Unit tests', "console.log('1 passed')"),
      ],
      { logDir, root, ci: true, print },
    );
    expect(ok).toBe(false);
    expect(results.map((r) => r.ok)).toEqual([true, false, false, true]);
    expect(lines).toEqual([
      '[1/4] Type check…',
      '[1/4] Type check: ok in N s',
      '[2/4] Build…',
      '[2/4] Build: FAILED in N s',
      '[3/4] Bundle sizes: skipped (Build failed)',
      '[4/4] Unit tests…',
      '[4/4] Unit tests: ok in N s',
      '',
      '── Build failed (its whole output: test-results/logs/build.log) ──',
      'src/a.ts: error',
      '',
      'Type check    ok      N s',
      'Build         FAILED  N s',
      'Bundle sizes  skipped',
      'Unit tests    ok      N s',
    ]);
  });

  it('passes when every step does', async () => {
    const { print } = printer();
    const steps = [node('One', ''), node('Two', '', 'One')];
    expect((await runSteps(steps, { logDir, root, ci: false, print })).ok).toBe(true);
  });
});
