import { expect } from 'vitest';
import {
  actingClient,
  call,
  demoSandbox,
  demoSids,
  type CallResult,
  type DemoSids,
} from '../test-support.ts';

/**
 * The reference client: the requests jambonz-webapp 0.9.6 makes (its src/api/ and the bodies its
 * forms build), each as the user who would make it, against the sandbox. Every request is valid
 * and allowed to its user, so any refusal (404, 400, or another) is noted as a failure. Bodies
 * have the shape the client sends: the fields it always includes, empty hooks as {url: ''},
 * booleans as true/false, what it read sent back.
 */

export const EMPTY_HOOK = { url: '', method: 'POST', username: '', password: '' };

export interface ReferenceClient {
  /** The demo tenants' sids, read again after each reset. */
  readonly sids: DemoSids;
  readonly server: ReturnType<typeof demoSandbox>['server'];
  send(
    who: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<CallResult>;
  /** A request whose refusal is expected (not noted). */
  get(who: string, path: string): Promise<CallResult>;
  /** A control route of the sandbox (not under the API base). */
  control(method: 'GET' | 'POST', path: string): Promise<CallResult>;
  /** A multipart form, as the reference console uploads files (bearer token only). */
  upload(who: string, path: string, form: FormData): Promise<Response>;
  /**
   * The sid a create answered; when the reference body is refused (a finding another helper
   * fixes), the record is made with the body the sandbox accepts today, so the client's later
   * requests on it are still made and checked.
   */
  createdSid(
    res: CallResult,
    who: string,
    path: string,
    accepted: Record<string, unknown>,
  ): Promise<string>;
  /** Asserts that exactly these requests (`METHOD path as user: status`) failed. */
  expectFailuresToBe(expected: readonly string[]): void;
}

export const sidIn = (res: CallResult) => (res.json as { sid: string }).sid;

/** The path with sids replaced by `{sid}`, so failures read the same on every run. */
function label(path: string): string {
  return path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{sid}');
}

/** A demo sandbox reset before each test, and the reference client's requests to it. */
export function referenceClient(): ReferenceClient {
  const demo = demoSandbox({ moreUsers: ['harbor-admin', 'grace@hopper.example'] });
  const client = actingClient(demo);
  const failures: string[] = [];
  const details: string[] = [];
  const verb = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'del' } as const;
  return {
    get sids() {
      return demoSids(demo.server);
    },
    get server() {
      return demo.server;
    },
    async send(who, method, path, body) {
      const res = await client[verb[method]](who, path, body);
      if (res.status >= 400) {
        failures.push(`${method} ${label(path)} as ${who}: ${res.status}`);
        details.push(`${method} ${path} as ${who}: ${res.status} ${res.text.slice(0, 160)}`);
      }
      return res;
    },
    get: (who, path) => client.get(who, path),
    control: (method, path) => call(demo.server, method, path, { base: '' }),
    upload: (who, path, form) =>
      fetch(`${demo.server.url}/api/v1${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${demo.tokens[who] ?? who}` },
        body: form,
      }),
    async createdSid(res, who, path, accepted) {
      if (res.status === 201) return sidIn(res);
      const retry = await client.post(who, path, accepted);
      if (retry.status !== 201) throw new Error(`${path}: ${retry.status} ${retry.text}`);
      return sidIn(retry);
    },
    expectFailuresToBe(expected) {
      expect(failures, details.join('\n')).toEqual([...expected]);
    },
  };
}

/** The body without the hooks whose url is empty (what the sandbox accepts before H2's fix). */
export const withoutEmptyHooks = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(
      ([, v]) => !(v && typeof v === 'object' && 'url' in v && v.url === ''),
    ),
  );
