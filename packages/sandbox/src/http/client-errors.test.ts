import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { demoSandbox } from '../test-support.ts';

const demo = demoSandbox({ resetEachTest: false, signIn: false });

/** Sends raw bytes and reads the whole answer, until the sandbox closes the connection. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(demo.server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body });
    });
    socket.write(request);
    setTimeout(() => socket.end(), 1000).unref();
  });
}

describe('HTTP-layer errors', () => {
  it('a malformed chunked body is 400 {msg}', async () => {
    const res = await raw(
      'POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n{"username":"admin"}\r\n0\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ msg: expect.stringMatching(/malformed HTTP request/) });
  });

  it('headers too large are 431 {msg}', async () => {
    const res = await raw(
      `GET /api/v1/Users HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ msg: 'request headers are too large' });
  });

  it('a request line that is not HTTP is 400 {msg}', async () => {
    const res = await raw('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ msg: expect.stringMatching(/malformed HTTP request/) });
  });

  it('the sandbox serves on afterwards', async () => {
    const res = await fetch(`${demo.server.url}/health`);
    expect(res.status).toBe(200);
  });
});
