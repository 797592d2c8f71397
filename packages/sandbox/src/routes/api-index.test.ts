import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startSandbox, type TestServer } from '../test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startSandbox();
});
afterAll(async () => {
  await server.close();
});

interface ApiIndex {
  base: string;
  signIn: string;
  routes: Record<string, string>;
}

describe('the API base itself', () => {
  it('answers a browser without a token with a JSON index of the routes', async () => {
    for (const [base, path] of [
      ['/api/v1', ''],
      ['/api/v1', '/'],
      ['/v1', ''],
    ] as const) {
      const res = await call(server, 'GET', path, { base });
      expect(res.status, `${base}${path}`).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const index = res.json as ApiIndex;
      expect(index.base).toBe(base);
      expect(index.signIn).toContain('POST {base}/login');
      expect(index.routes['/login']).toBe('POST');
      expect(index.routes['/Accounts']).toBe('GET POST');
      expect(index.routes['/Accounts/:sid']).toBe('GET PUT DELETE');
    }
  });

  it('lists only the API: neither itself, the control routes nor the OAuth stand-in', async () => {
    const { routes } = (await call(server, 'GET', '')).json as ApiIndex;
    const paths = Object.keys(routes);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
    expect(paths.filter((path) => !path.startsWith('/') || path === '/')).toEqual([]);
    expect(paths.filter((path) => /_sandbox|_oauth|api\/v1/.test(path))).toEqual([]);
  });

  it('is no more than a GET: other methods are unknown routes, as on a real server', async () => {
    const res = await call(server, 'POST', '', { body: {} });
    expect(res.status).toBe(404);
    expect(res.text).toContain('<pre>Cannot POST /api/v1</pre>');
  });
});
