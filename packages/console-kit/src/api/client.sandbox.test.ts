import { createServer } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { testSandbox } from '../test/sandbox.ts';
import { createTranslate } from '../messages/translate.ts';
import { createApiClient, underApiBase, type SessionFailure } from './client.ts';
import { ApiError } from './errors.ts';
import { ShapeError } from './shape.ts';
import { createApi } from './resources.ts';
import { signIn } from '../testing.tsx';
import { accountsApi } from './accounts.ts';
import { authApi } from './auth.ts';
import { recordingsApi } from './calls.ts';
import { serviceProvidersApi } from './serviceProviders.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

function client(token: string | null, apiBase = sandbox.apiBase, timeoutMs?: number) {
  const failures: SessionFailure[] = [];
  const api = createApi(
    createApiClient({
      apiBase,
      timeoutMs,
      translate: createTranslate(),
      getToken: () => token,
      onSessionFailure: (reason) => failures.push(reason),
    }),
  );
  return { api, failures };
}

describe('the API client against the sandbox', () => {
  it('in development, names a route whose answer has another shape than the contract', async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const { api } = client(token);
    await sandbox.fault({ path: '/Accounts$', method: 'GET', status: 200, body: { data: [] } });
    const error = await api(accountsApi)
      .list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShapeError);
    expect((error as Error).message).toBe(
      'GET Accounts answered with the wrong shape: expected a list (an array)',
    );
    // The sandbox's own answers have their shapes.
    expect(Array.isArray(await api(accountsApi).list())).toBe(true);
  });

  it('sends the session token and reads JSON', async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const { api } = client(token);
    const providers = await api(serviceProvidersApi).list();
    expect(providers.map((provider) => provider.name)).toEqual(['Acme Voice']);
  });

  it('ends the session on a 401, with the spec message', async () => {
    const { api, failures } = client('not-a-token');
    const error = await api(serviceProvidersApi)
      .list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Your session has expired. Please log in and try again.',
    );
    expect(failures).toEqual(['expired']);
    expect((error as ApiError).endedSession).toBe(true);
  });

  it('a 401 of a call sent before the session changed (a sign-out, a new sign-in) ends nothing', async () => {
    const failures: SessionFailure[] = [];
    // The call leaves with an old token; by its answer another session has begun.
    const tokens = ['old-token'];
    const newSession = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const api = createApi(
      createApiClient({
        apiBase: sandbox.apiBase,
        translate: createTranslate(),
        getToken: () => tokens.shift() ?? newSession,
        onSessionFailure: (reason) => failures.push(reason),
      }),
    );
    const error = (await api(serviceProvidersApi)
      .list()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(failures).toEqual([]);
    expect(error.endedSession).toBe(false);
  });

  it("shows the server's message of a refused write, without ending the session", async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const { api, failures } = client(token);
    const error = await api(serviceProvidersApi)
      .create({ name: 'Mine' })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('only admin users can add a service provider');
    expect(failures).toEqual([]);
    expect((error as ApiError).endedSession).toBe(false);
  });

  it('reads a 480 from the server as temporarily unavailable', async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    await sandbox.fault({ path: '^/ServiceProviders$', status: 480, body: '' });
    const error = (await client(token)
      .api(serviceProvidersApi)
      .list()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('unavailable');
  });

  it('ends the session when the server cannot be reached', async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    await sandbox.fault({ path: '^/ServiceProviders$', mode: 'drop' });
    const { api, failures } = client(token);
    const error = (await api(serviceProvidersApi)
      .list()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('The server cannot be reached.');
    expect(failures).toEqual(['unreachable']);
    expect(error.endedSession).toBe(true);
  });

  it('never ends a session for a call made outside one', async () => {
    const { api, failures } = client(null, 'http://127.0.0.1:9/api/v1');
    const error = (await api(authApi)
      .login('x', 'y')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(failures).toEqual([]);
    expect(error.endedSession).toBe(false);
  });

  it('a slow answer fails the call as slow and keeps the session', async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    await sandbox.fault({ path: '^/ServiceProviders$', status: 200, body: [], delay: 1500 });
    const { api, failures } = client(token, sandbox.apiBase, 300);
    const error = (await api(serviceProvidersApi)
      .list()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The server did not answer in time. It may be busy: try again.');
    expect(failures).toEqual([]);
    expect(error.endedSession).toBe(false);
  });

  it('sends the token only to the API, never to another origin a record names', async () => {
    const seen: (string | null)[] = [];
    const other = createServer((req, res) => {
      seen.push(req.headers.authorization ?? null);
      res.writeHead(200, { 'content-type': 'audio/wav', 'access-control-allow-origin': '*' });
      res.end('RIFF');
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    try {
      const address = other.address() as { port: number };
      const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
      const { api } = client(token);
      await api(recordingsApi).audio(`http://127.0.0.1:${address.port}/api/v1/rec.wav`);
      expect(seen).toEqual([null]);
      // An absolute URL under the API base is the API's own: it gets the token (else 401).
      const own = await api(recordingsApi).audio(`${sandbox.apiBase}/ServiceProviders`);
      expect(JSON.parse(await own.blob.text())).toHaveLength(1);
    } finally {
      other.close();
    }
  });
});

describe('underApiBase', () => {
  it('is true only for the same origin under the base path', () => {
    const base = 'http://127.0.0.1:3000/api/v1';
    expect(underApiBase('http://127.0.0.1:3000/api/v1/Accounts/a/rec.mp3', base)).toBe(true);
    expect(underApiBase('http://127.0.0.1:3001/api/v1/x', base)).toBe(false);
    expect(underApiBase('http://127.0.0.1:3000/other/x', base)).toBe(false);
    expect(underApiBase('https://evil.example/api/v1/x', base)).toBe(false);
    expect(underApiBase('not a url', base)).toBe(false);
  });
});
