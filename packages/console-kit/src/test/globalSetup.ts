import type { TestProject } from 'vitest/node';
import { createSandbox } from '@console-kit/sandbox';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
  }
}

/** One sandbox API server for the component tests, in the test runner's own process (a server in
 *  the jsdom environment would see jsdom's globals instead of Node's). */
export default async function setup(project: TestProject) {
  const sandbox = createSandbox({ db: ':memory:', seed: 'demo', control: true });
  project.provide('sandboxUrl', await sandbox.listen(0));
  return () => sandbox.close();
}
