import { get as httpGet, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BENCH_CALL_SIDS } from './calls/call-generator.ts';
import { call, login, startSandbox } from './test-support.ts';

describe('Sandbox.close', () => {
  it('ends at once while a client reads a recording slowly, closing its connection', async () => {
    const server = await startSandbox();
    const { token, account_sid } = await login(server, 'acct-admin');
    const list = await call(
      server,
      'GET',
      `/Accounts/${account_sid}/RecentCalls?page=1&count=1&filter=${BENCH_CALL_SIDS.longRecording}`,
      { token },
    );
    const url = `${server.url}/api/v1${(list.json as { data: { recording_url: string }[] }).data[0]!.recording_url}`;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpGet(url, { headers: { Authorization: `Bearer ${token}` } }, (res) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          res.pause();
          resolve(res);
        });
        res.on('error', () => undefined);
      });
      req.on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));

    // The client reads nothing more until close() has ended: a close that waited for it would
    // never end, and the test would fail at its time limit.
    await server.close();
    // The client gets what was in flight, then the end of a connection cut short.
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    response.resume();
    await new Promise((resolve) => response.once('close', resolve));
    expect(received).toBeLessThan(Number(response.headers['content-length']));
  }, 15_000);
});
