import { inject } from 'vitest';
import { signIn } from '../testing.tsx';

/** This test worker's sandbox (globalSetup.ts starts one per worker), and its control routes.
 *  A worker runs one test file at a time, each test from the demo data. */
export function testSandbox() {
  const urls = inject('sandboxUrls');
  // Vitest numbers its workers from 1 to maxWorkers.
  const url = urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
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
    /** A demo account's sid, by its name (read as the view-only admin, who sees every provider's). */
    async accountSid(name: string): Promise<string> {
      const token = await signIn(`${url}/api/v1`, 'viewer', 'Demo-pass-1');
      const answer = await fetch(`${url}/api/v1/Accounts`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const accounts = (await answer.json()) as { account_sid: string; name: string }[];
      const found = accounts.find((account) => account.name === name);
      if (!found) throw new Error(`No demo account named ${name}`);
      return found.account_sid;
    },
  };
}
