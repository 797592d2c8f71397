import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { createSandbox } from '@console-kit/sandbox';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrls: string[];
  }
}

/** One sandbox API server per test worker (a worker runs one file at a time, so a file's resets
 *  and faults touch no other file's data), in the test runner's own process: a server in the
 *  jsdom environment would see jsdom's globals instead of Node's. */
export default async function setup(project: TestProject) {
  const workers =
    Number(project.config.maxWorkers || project.vitest.config.maxWorkers) || availableParallelism();
  const sandboxes = Array.from({ length: workers }, () =>
    createSandbox({ db: ':memory:', seed: 'demo', control: true }),
  );
  project.provide('sandboxUrls', await Promise.all(sandboxes.map((sandbox) => sandbox.listen(0))));
  return () => Promise.all(sandboxes.map((sandbox) => sandbox.close()));
}
