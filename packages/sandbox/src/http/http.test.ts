import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startSandbox, tokenOf, type TestServer } from '../test-support.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startSandbox();
  admin = await tokenOf(server, 'sp-admin');
});
afterAll(async () => {
  await server.close();
});

describe('HTTP behaviour', () => {
  it('serves the API under /api/v1 and /v1', async () => {
    for (const base of ['/api/v1', '/v1']) {
      const res = await call(server, 'GET', '/ServiceProviders', { token: admin, base });
      expect(res.status).toBe(200);
      const trailing = await call(server, 'GET', '/ServiceProviders/', { token: admin, base });
      expect(trailing.status).toBe(200);
    }
  });

  it('opens CORS like the real server and answers preflights with 204', async () => {
    const res = await call(server, 'GET', '/ServiceProviders', {
      token: admin,
      headers: { Origin: 'http://elsewhere.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${server.url}/api/v1/ServiceProviders/x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://elsewhere.example',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
      expect(preflight.headers.get('access-control-allow-methods')).toContain(method);
    }
    // Error answers carry CORS too, so the browser can read them.
    const denied = await call(server, 'GET', '/Users/me');
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("answers an unknown route with express's HTML page", async () => {
    const res = await call(server, 'GET', '/NoSuchThing', { token: admin, base: '/v1' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('<pre>Cannot GET /v1/NoSuchThing</pre>');
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
    const apiKeys = await call(server, 'GET', '/ApiKeys', { token: admin });
    expect(apiKeys.text).toContain('<pre>Cannot GET /api/v1/ApiKeys</pre>');
    const escaped = await call(server, 'DELETE', '/<script>', { token: admin });
    expect(escaped.text).not.toContain('<script>');
  });

  it('answers /health', async () => {
    const res = await call(server, 'GET', '/health', { base: '' });
    expect([res.status, res.json]).toEqual([200, { status: 'ok' }]);
  });
});
