import { inject } from 'vitest';

/** The component tests' sandbox (started by globalSetup.ts), and its control routes. The test
 *  files of this package run one at a time, each test from the demo data. */
export function testSandbox() {
  const url = inject('sandboxUrl');
  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${url}/_sandbox/${path}`, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
  return {
    url,
    apiBase: `${url}/api/v1`,
    reset: () => control('POST', 'reset'),
    fault: (fault: Record<string, unknown>) => control('POST', 'faults', fault),
    clearFaults: () => control('DELETE', 'faults'),
  };
}
