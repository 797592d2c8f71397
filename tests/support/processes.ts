import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** Starts a server process and waits for the line that says where it listens. */
export function startProcess(args: string[], name: string, timeoutMs = 30_000): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start in time:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/[^\s)]+)/i.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stdout?.off('data', read);
      resolve({
        url,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
}

/** The sandbox with the demo data, in memory; by default with its control routes (the tests'
 *  faults and resets), or with the given options instead. */
export function startSandbox(options: string[] = ['--control']) {
  return startProcess(
    [
      '--import',
      'tsx',
      'packages/sandbox/src/cli.ts',
      '--port',
      '0',
      '--memory',
      '--seed',
      'demo',
      ...options,
    ],
    'sandbox',
  );
}

export function startHost(
  dist: string,
  apiTarget: string,
  features = 'forgotPassword=true',
  extraArgs: string[] = [],
) {
  return startProcess(
    [
      'examples/standalone/server/serve.mjs',
      '--port',
      '0',
      '--dist',
      dist,
      '--api-target',
      apiTarget,
      '--features',
      features,
      ...extraArgs,
    ],
    `host ${dist}`,
  );
}
