import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELLO_WORLD_ENV } from '../../demo/webhooks.ts';
import { actingClient, addApiKey, call, demoSandbox } from '../../test-support.ts';

const demo = demoSandbox({ resetEachTest: false });
const { get } = actingClient(demo);
const appEnv = (url: string, who = 'acct-admin') =>
  get(who, `/AppEnv?url=${encodeURIComponent(url)}`);

const DEFINITION = { TOKEN: { type: 'string', description: 'The token', obscure: true } };

/** A webhook host answering OPTIONS per path, for the ways a lookup can fail. */
let hooks: Server;
let hooksUrl: string;
beforeAll(async () => {
  hooks = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path === '/text') return res.end('hello');
    if (path === '/array') return res.end('[1,2]');
    if (path === '/missing') return res.writeHead(404).end();
    if (path === '/huge') return res.end(`{"A":"${'x'.repeat(1_100_000)}"}`);
    if (path === '/empty') return res.end('{}');
    if (path === '/untyped') return res.end('{"A":{"description":"no type"}}');
    if (path === '/bad-name') return res.end('{"A-B":{"type":"string","description":"x"}}');
    if (path === '/silent') return; // never answers
    if (path === '/trickle') {
      // Headers at once, then a byte of the body now and then, never the end.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"A":"');
      const timer = setInterval(() => res.write('x'), 100);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(DEFINITION));
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  hooksUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hooks.closeAllConnections();
  await new Promise((resolve) => hooks.close(resolve));
});

describe('the demo webhook', () => {
  it('answers OPTIONS with its definition, outside the API base, without --control', async () => {
    const res = await fetch(`${demo.server.url}/_demo/hello-world`, { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(HELLO_WORLD_ENV);
    const call1 = await call(demo.server, 'POST', '/_demo/hello-world', { base: '', body: {} });
    expect((call1.json as { verb: string }[]).map((v) => v.verb)).toEqual(['say', 'hangup']);
  });

  it('uses every feature the console renders', () => {
    const features = Object.values(HELLO_WORLD_ENV).flatMap((v) => Object.keys(v));
    for (const key of ['type', 'default', 'required', 'enum', 'obscure', 'description', 'uiHint']) {
      expect(features).toContain(key);
    }
    const values = Object.values(HELLO_WORLD_ENV) as { type: string; uiHint?: string }[];
    expect(new Set(values.map((v) => v.type))).toEqual(new Set(['string', 'number']));
    expect(values.map((v) => v.uiHint).filter(Boolean)).toEqual(['textarea', 'filepicker']);
  });
});

describe('GET /AppEnv', () => {
  it("answers the webhook's definition, for any signed-in caller", async () => {
    const res = await appEnv(`${demo.server.url}/_demo/hello-world`);
    expect([res.status, res.json]).toEqual([200, HELLO_WORLD_ENV]);
    const other = await appEnv(`${hooksUrl}/definition`, addApiKey(demo.server));
    expect(other.json).toEqual(DEFINITION);
    expect((await appEnv(`${hooksUrl}/definition`, 'viewer')).status).toBe(200);
    expect((await call(demo.server, 'GET', '/AppEnv?url=x')).status).toBe(401);
  });

  it.each([
    ['', 400, 'url is required'],
    ['example.com/hook', 400, 'url is not a valid URL'],
    ['ftp://example.com/x', 400, 'url must be an http, https, ws or wss URL, not ftp:'],
  ])('%j answers %i', async (url, status, msg) => {
    const res = await appEnv(url);
    expect([res.status, res.json]).toEqual([status, { msg }]);
  });

  it('fetches a ws: or wss: URL over http: or https:', async () => {
    const ws = hooksUrl.replace(/^http:/, 'ws:');
    const res = await appEnv(`${ws}/definition`);
    expect([res.status, res.json]).toEqual([200, DEFINITION]);
    expect((await appEnv('wss://unreachable.invalid/ws')).status).toBe(204);
  });

  it('answers 204 (no body) when the webhook gives no definition', async () => {
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(spare.address() as AddressInfo).port}/hook`;
    await new Promise((resolve) => spare.close(resolve));
    for (const url of [
      `${hooksUrl}/text`,
      `${hooksUrl}/missing`,
      `${hooksUrl}/huge`,
      closedUrl,
      'https://unreachable.invalid/hook',
    ]) {
      const res = await appEnv(url);
      expect([res.status, res.text], url).toEqual([204, '']);
    }
  });

  it("answers 400 'Invalid appenv schema' for JSON that is not a definition", async () => {
    for (const path of ['/array', '/empty', '/untyped', '/bad-name']) {
      const res = await appEnv(`${hooksUrl}${path}`);
      expect([res.status, res.json], path).toEqual([400, { msg: 'Invalid appenv schema' }]);
    }
  });

  it(
    'answers 204, never 500, when the webhook sends its headers and then trickles the body',
    {
      timeout: 15_000,
    },
    async () => {
      const errors: unknown[] = [];
      const onError = (error: unknown) => errors.push(error);
      process.on('unhandledRejection', onError);
      process.on('uncaughtException', onError);
      try {
        // The body never ends: without the sandbox's own time limit (APP_ENV_TIMEOUT_MS) no
        // answer would come, and the test would fail at its time limit.
        const res = await appEnv(`${hooksUrl}/trickle`);
        expect([res.status, res.text]).toEqual([204, '']);
        // The sandbox still answers, and nothing escaped.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await appEnv(`${hooksUrl}/hook`)).status).toBe(200);
        expect(errors).toEqual([]);
      } finally {
        process.off('unhandledRejection', onError);
        process.off('uncaughtException', onError);
      }
    },
  );

  it('gives up after 5 seconds', { timeout: 10_000 }, async () => {
    const res = await appEnv(`${hooksUrl}/silent`);
    expect(res.status).toBe(204);
  });
});
