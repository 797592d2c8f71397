// The host server under attack: bad URLs, escapes from the API base, abandoned downloads, and what
// it serves (compression, caching, security headers, the configuration inside the page).
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerEncoding, apiPath } from './api-proxy.mjs';
import { startHostServer } from './host.mjs';

const INDEX = '<!doctype html><html><head><title>Console</title></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// An API list as large as a real server's unpaged ones, in small.
const LIST = JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ account_sid: `sid-${i}`, name: `Account ${i}` })),
);

/** A built host in a temporary folder: the page and one hashed asset with its compressed copies. */
function fakeDist() {
  const dist = mkdtempSync(join(tmpdir(), 'host-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  return dist;
}

/** An HTTP server that records what reaches it; `slow` paths answer a body that never ends. */
async function recordingServer() {
  const seen = [];
  const closed = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url, authorization: req.headers.authorization ?? null });
    if (req.url?.includes('slow')) {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.write(Buffer.alloc(64 * 1024));
      const timer = setInterval(() => res.write(Buffer.alloc(1024)), 50);
      res.on('close', () => {
        clearInterval(timer);
        closed.push(req.url);
      });
      return;
    }
    if (req.url?.includes('/Accounts/')) {
      // 'sized' says its length, as a jambonz API server does; 'list' streams without one;
      // 'slow-sized' says its length and never ends.
      const sized = req.url.includes('sized');
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        ...(sized ? { 'content-length': Buffer.byteLength(LIST) * 2 } : {}),
      });
      if (req.url.includes('slow')) {
        res.write(LIST);
        res.on('close', () => closed.push(req.url));
        return;
      }
      res.end(sized ? LIST + LIST : LIST);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen, closed, url: `http://127.0.0.1:${server.address().port}` };
}

/** A raw request: the path goes out exactly as written (fetch would normalise it first). */
function raw(base, path, { method = 'GET', headers = {} } = {}) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let dist;
let api;
let other;
let host;
const stopped = [];

beforeAll(async () => {
  dist = fakeDist();
  api = await recordingServer();
  other = await recordingServer();
  host = await startHostServer({
    port: 0,
    dist,
    apiTarget: `${api.url}/api/v1`,
    features: { forgotPassword: true },
  });
});

afterEach(() => {
  api.seen.length = 0;
  other.seen.length = 0;
});

afterAll(async () => {
  for (const server of [host.server, api.server, other.server, ...stopped]) {
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(dist, { recursive: true, force: true });
});

describe('apiPath', () => {
  it('keeps what is under /api/v1, normalised, and refuses the rest', () => {
    expect(apiPath('/api/v1/Accounts?page=2')).toBe('/Accounts?page=2');
    expect(apiPath('/api/v1')).toBe('/');
    expect(apiPath('/api/v1///127.0.0.1:9/x')).toBe('/127.0.0.1:9/x');
    expect(apiPath('/api/v1/../../_sandbox/faults')).toBeNull();
    expect(apiPath('/api/v1/%2e%2e/%2e%2e/_sandbox/faults')).toBeNull();
    expect(apiPath('//evil.example/api/v1/x')).toBeNull();
    expect(apiPath('/api/v1x')).toBeNull();
  });
});

describe('the API proxy', () => {
  it('survives a URL that cannot be parsed', async () => {
    const answer = await raw(host.url, '/api/v1///[');
    expect(answer.status).toBeLessThan(500);
    expect((await raw(host.url, '/api/v1/Accounts')).status).toBe(200);
  });

  it('forwards only to the configured target, whatever the path names', async () => {
    const port = new URL(other.url).port;
    const answer = await raw(host.url, `/api/v1///127.0.0.1:${port}/x`, {
      headers: { authorization: 'Bearer secret' },
    });
    expect(answer.status).toBe(200);
    expect(other.seen).toEqual([]);
    expect(api.seen).toEqual([
      { url: `/api/v1/127.0.0.1:${port}/x`, authorization: 'Bearer secret' },
    ]);
  });

  it('never leaves the API base', async () => {
    for (const path of [
      '/api/v1/../../_sandbox/faults',
      '/api/v1/%2e%2e/%2e%2e/_sandbox/faults',
      '/api/v1/..%2f..%2f_sandbox/faults',
    ]) {
      const answer = await raw(host.url, path);
      if (answer.status === 200) {
        // Forwarded: then only under the target's base, encoded as sent.
        expect(api.seen.at(-1)?.url.startsWith('/api/v1/')).toBe(true);
      } else expect(answer.status).toBe(404);
    }
    expect(api.seen.filter((r) => r.url.startsWith('/_sandbox'))).toEqual([]);
    const scheme = await raw(host.url, `//127.0.0.1:${new URL(other.url).port}/api/v1/x`);
    expect(scheme.status).toBe(200);
    expect(scheme.headers['content-type']).toMatch(/text\/html/);
    expect(other.seen).toEqual([]);
  });

  it('compresses a large JSON answer as the browser accepts, and nothing else', async () => {
    for (const [path, whole] of [
      ['/api/v1/Accounts/list', LIST],
      ['/api/v1/Accounts/sized', LIST + LIST],
    ]) {
      const br = await raw(host.url, path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(br.body).toString()).toBe(whole);
      expect(br.body.length).toBeLessThan(whole.length / 4);
      const gzip = await raw(host.url, path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(whole);
      const plain = await raw(host.url, path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(whole);
    }
  });

  it('sends a compressed answer of known length whole, with its length; one of unknown length as it comes', async () => {
    const accept = { 'accept-encoding': 'br' };
    const sized = await raw(host.url, '/api/v1/Accounts/sized', { headers: accept });
    expect(sized.headers['content-length']).toBe(String(sized.body.length));
    expect(sized.headers['transfer-encoding']).toBeUndefined();
    const streamed = await raw(host.url, '/api/v1/Accounts/list', { headers: accept });
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
  });

  it('chooses an encoding only for text answers worth it', () => {
    const json = { 'content-type': 'application/json', 'content-length': '5000' };
    expect(answerEncoding('GET', 'gzip, br', 200, json)).toBe('br');
    expect(answerEncoding('GET', 'br;q=0, gzip', 200, json)).toBe('gzip');
    expect(answerEncoding('GET', 'identity', 200, json)).toBeNull();
    expect(answerEncoding('GET', undefined, 200, json)).toBeNull();
    expect(answerEncoding('HEAD', 'br', 200, json)).toBeNull();
    expect(answerEncoding('GET', 'br', 304, json)).toBeNull();
    expect(answerEncoding('GET', 'br', 200, { ...json, 'content-length': '200' })).toBeNull();
    expect(answerEncoding('GET', 'br', 200, { 'content-type': 'application/json' })).toBe('br');
    expect(answerEncoding('GET', 'br', 200, { 'content-type': 'text/csv' })).toBe('br');
    expect(answerEncoding('GET', 'br', 200, { 'content-type': 'audio/mpeg' })).toBeNull();
    expect(answerEncoding('GET', 'br', 200, { ...json, 'content-encoding': 'gzip' })).toBeNull();
    expect(
      answerEncoding('GET', 'br', 206, { ...json, 'content-range': 'bytes 0-9/5000' }),
    ).toBeNull();
  });

  it('ends the upstream request when the browser goes away', async () => {
    const { hostname, port } = new URL(host.url);
    await new Promise((resolve, reject) => {
      const req = request({ hostname, port, path: '/api/v1/Recordings/slow' }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      req.on('close', resolve);
      setTimeout(() => reject(new Error('no data')), 5000);
      req.end();
    });
    await expect.poll(() => api.closed, { timeout: 2000 }).toContain('/api/v1/Recordings/slow');
  });

  it('ends the upstream request when the browser goes away before a whole answer has come', async () => {
    const { hostname, port } = new URL(host.url);
    const path = '/api/v1/Accounts/slow-sized';
    const req = request({ hostname, port, path, headers: { 'accept-encoding': 'br' } });
    req.on('error', () => {});
    req.end();
    await expect.poll(() => api.seen.map((seen) => seen.url)).toContain(path);
    req.destroy();
    await expect.poll(() => api.closed, { timeout: 2000 }).toContain(path);
  });
});

describe('the console it serves', () => {
  it('sends hashed assets compressed and cached for good, the page fresh', async () => {
    const br = await raw(host.url, '/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    const gz = await raw(host.url, '/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const page = await raw(host.url, '/internal/accounts', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('answers a missing asset with 404, never with the page', async () => {
    const answer = await raw(host.url, '/assets/missing-123.js');
    expect(answer.status).toBe(404);
  });

  it('puts the configuration in the page, so the console starts without another request', async () => {
    const page = (await raw(host.url, '/')).body.toString();
    const json = /<script id="console-config" type="application\/json">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(json?.[1] ?? 'null')).toMatchObject({
      apiBase: '/api/v1',
      features: { forgotPassword: true },
    });
  });

  it("names the entry's imports and a route's own chunks in its page, so they load beside the entry", async () => {
    const built = fakeDist();
    const page = (name, imports = []) => ({
      file: `assets/${name}-h.js`,
      name,
      src: `console-kit/dist/${name}.js`,
      isDynamicEntry: true,
      imports,
    });
    const manifest = {
      'index.html': { file: 'assets/index-h.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-h.js', name: 'vendor' },
      '_Table.js': { file: 'assets/Table-h.js', name: 'Table', imports: ['_vendor.js'] },
      'CarrierListPage.js': page('CarrierListPage', ['_vendor.js', '_Table.js']),
      'Shell.js': page('Shell', ['_vendor.js']),
      'SignInPage.js': page('SignInPage'),
    };
    mkdirSync(join(built, '.vite'));
    writeFileSync(join(built, '.vite/manifest.json'), JSON.stringify(manifest));
    const preloading = await startHostServer({ port: 0, dist: built });
    stopped.push(preloading.server);
    const preloads = async (path) => {
      const html = (await raw(preloading.url, path)).body.toString();
      return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    };
    expect(await preloads('/internal/carriers')).toEqual([
      '/assets/vendor-h.js',
      '/assets/CarrierListPage-h.js',
      '/assets/Table-h.js',
      '/assets/Shell-h.js',
    ]);
    expect(await preloads('/')).toEqual(['/assets/vendor-h.js', '/assets/SignInPage-h.js']);
    // A page the build has no chunk for, and a path off the route table: the entry's alone.
    expect(await preloads('/internal/alerts')).toEqual([
      '/assets/vendor-h.js',
      '/assets/Shell-h.js',
    ]);
    expect(await preloads('/no/such/page')).toEqual(['/assets/vendor-h.js']);
    rmSync(built, { recursive: true, force: true });
  });

  it('puts the first-request script in the page before the console, allowed by its hash alone', async () => {
    const built = fakeDist();
    const module = '<script type="module" src="/assets/index-abc123.js"></script>';
    writeFileSync(join(built, 'index.html'), INDEX.replace('</head>', `${module}</head>`));
    writeFileSync(join(built, 'first-request.js'), 'globalThis.asked = "</script>";\n');
    const served = await startHostServer({ port: 0, dist: built });
    stopped.push(served.server);
    const answer = await raw(served.url, '/internal/clients');
    const page = answer.body.toString();
    // Its text cannot end the element early.
    const inline = /<script>(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    expect(inline).toBe('globalThis.asked = "<\\/script>";');
    const at = (text) => page.indexOf(text);
    expect(at('id="console-config"')).toBeLessThan(at('<script>'));
    expect(at('<script>')).toBeLessThan(at(module));
    const hash = createHash('sha256').update(inline).digest('base64');
    const scripts = /script-src ([^;]*)/.exec(answer.headers['content-security-policy'])?.[1];
    expect(scripts).toBe(`'self' 'sha256-${hash}'`);
    rmSync(built, { recursive: true, force: true });
  });

  it('sends the security headers: a CSP of what the console needs, no sniffing, no referrer', async () => {
    const { headers } = await raw(host.url, '/');
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    // No inline script where the build has no first-request script.
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('js.stripe.com');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets configured portals frame it, and allows Stripe only with a card provider', async () => {
    const portal = await startHostServer({
      port: 0,
      dist,
      frameAncestors: ['https://portal.example'],
      payments: { publishableKey: 'pk_test_1' },
      connectSrc: ['https://api.example.com'],
    });
    stopped.push(portal.server);
    const { headers } = await raw(portal.url, '/');
    const csp = headers['content-security-policy'];
    expect(csp).toContain('frame-ancestors https://portal.example');
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.example.com https://api.stripe.com");
    expect(headers['x-frame-options']).toBeUndefined();
  });

  it('refuses writes to the page and a malformed request without stopping', async () => {
    expect((await raw(host.url, '/', { method: 'POST' })).status).toBe(405);
    const { hostname, port } = new URL(host.url);
    const { connect } = await import('node:net');
    const reply = await new Promise((resolve) => {
      const socket = connect(Number(port), hostname, () => socket.write('GARBAGE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await raw(host.url, '/')).status).toBe(200);
  });

  it('closes with downloads still open', async () => {
    const closing = await startHostServer({ port: 0, dist, apiTarget: `${api.url}/api/v1` });
    const { hostname, port } = new URL(closing.url);
    await new Promise((resolve) => {
      const req = request({ hostname, port, path: '/api/v1/slow-download' }, (res) =>
        res.once('data', resolve),
      );
      req.on('error', () => {});
      req.end();
    });
    // The download's body never ends: a close that waited for it would never end, and the test
    // would fail at its time limit.
    await new Promise((resolve) => closing.server.close(resolve));
  });
});

describe('an API on another origin', () => {
  it('is one the console may call', async () => {
    const direct = await startHostServer({
      port: 0,
      dist,
      apiBase: 'https://voice.example/api/v1',
    });
    stopped.push(direct.server);
    const { headers } = await raw(direct.url, '/');
    expect(headers['content-security-policy']).toContain(
      "connect-src 'self' https://voice.example",
    );
  });
});
