// The steps of `npm test`, run one after another with their output kept in a log file each: a line
// as a step starts and one as it ends, with its duration; the output of those that failed at the
// end (all of it in CI, whose log is all there is; else its end and where the rest is).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** How much of a failed step's output is shown outside CI. */
const SHOWN_LINES = 200;

/** 12.3 s, or 29 min 59 s (never 60 s: rounded before it is split). */
export function duration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
const fileName = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.log`;

/**
 * Runs `step` ({title, command, args, cwd, env}) to its end; resolves to {title, ok, ms, output,
 * log}. While it runs, a line every `heartbeatMs` says it still does (CI stays informed).
 */
export function runStep(step, { logDir, print, label = step.title, heartbeatMs = 60_000 }) {
  mkdirSync(logDir, { recursive: true });
  const log = join(logDir, fileName(step.title));
  const file = createWriteStream(log);
  const began = Date.now();
  print(`${label}…`);
  const heartbeat = setInterval(
    () => print(`  ${step.title}: running for ${duration(Date.now() - began)}`),
    heartbeatMs,
  );
  return new Promise((resolve) => {
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      file.write(chunk);
    };
    let ended = false;
    const end = (ok) => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      const ms = Date.now() - began;
      print(`${label}: ${ok ? 'ok' : 'FAILED'} in ${duration(ms)}`);
      // Once the log is all written: a reader of it may come next.
      file.end(() => resolve({ title: step.title, ok, ms, output, log }));
    };
    const child = spawn(step.command, step.args, {
      cwd: step.cwd,
      env: step.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (error) => {
      keep(`${error.message}\n`);
      end(false);
    });
    child.once('close', (code) => end(code === 0));
  });
}

/** What to show of a failed step: all of its output in CI, else its last lines. */
export function failureReport(result, { ci, root }) {
  const lines = result.output.replace(/\n$/, '').split('\n');
  const log = relative(root, result.log);
  const cut = !ci && lines.length > SHOWN_LINES;
  return [
    `── ${result.title} failed (its whole output: ${log}) ──`,
    ...(cut ? [`… ${lines.length - SHOWN_LINES} lines before these`] : []),
    ...(cut ? lines.slice(-SHOWN_LINES) : lines),
  ].join('\n');
}

/**
 * Runs `steps` in order; a step with `needs` (another step's title) is skipped when that one
 * failed. Prints the failures' output, then a line per step. Resolves to {ok, results}.
 */
export async function runSteps(steps, { logDir, root, ci, print = console.log }) {
  const results = [];
  for (const [i, step] of steps.entries()) {
    const label = `[${i + 1}/${steps.length}] ${step.title}`;
    const needed = results.find((result) => result.title === step.needs);
    if (needed && !needed.ok) {
      print(`${label}: skipped (${step.needs} failed)`);
      results.push({ title: step.title, ok: false, skipped: true });
    } else {
      results.push(await runStep(step, { logDir, print, label }));
    }
  }
  const failed = results.filter((result) => !result.ok && !result.skipped);
  for (const result of failed) print(`\n${failureReport(result, { ci, root })}`);
  const width = Math.max(...steps.map((step) => step.title.length));
  print('');
  for (const result of results) {
    const state = result.skipped ? 'skipped' : result.ok ? 'ok' : 'FAILED';
    print(
      `${result.title.padEnd(width)}  ${state.padEnd(7)} ${result.skipped ? '' : duration(result.ms)}`.trimEnd(),
    );
  }
  return { ok: results.every((result) => result.ok), results };
}
