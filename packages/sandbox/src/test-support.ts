import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed.ts';
import { insertRow } from './db/database.ts';

/** A settable clock for expiry tests. */
export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function testClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => (current += ms) };
}

export interface TestServer {
  sandbox: Sandbox;
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  clock: TestClock;
  close: () => Promise<void>;
}

/** A listening sandbox with the demo data, an in-memory DB and a test clock. */
export async function startSandbox(options: SandboxOptions = {}): Promise<TestServer> {
  const clock = testClock();
  const sandbox = createSandbox({ seed: 'demo', control: true, now: clock.now, ...options });
  const url = await sandbox.listen(0);
  return { sandbox, url, clock, close: () => sandbox.close() };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, with Content-Type application/json unless headers say otherwise. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Default '/api/v1'; '' for control routes. */
  base?: string;
}

export interface CallResult {
  status: number;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
  headers: Headers;
}

export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${server.url}${options.base ?? '/api/v1'}${path}`, {
    method,
    headers,
    body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}

export function demoPassword(username: string): string {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user.password;
}

export interface LoginAnswer {
  token: string;
  user_sid: string;
  scope: string;
  force_change: boolean;
  permissions: string[];
  service_provider_sid?: string;
  account_sid?: string;
}

/** Signs a demo user in (with its demo password unless given) and returns the login answer. */
export async function login(
  server: TestServer,
  username: string,
  password = demoPassword(username),
): Promise<LoginAnswer> {
  const res = await call(server, 'POST', '/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.text}`);
  return res.json as LoginAnswer;
}

export async function tokenOf(server: TestServer, username: string): Promise<string> {
  return (await login(server, username)).token;
}

/**
 * Tokens of every demo user, by username, and of the other seeded users named (who share
 * DEMO_PASSWORD).
 */
export async function demoTokens(
  server: TestServer,
  moreUsers: readonly string[] = [],
): Promise<Record<string, string>> {
  const users = [
    ...DEMO_USERS.map((user) => [user.username, user.password] as const),
    ...moreUsers.map((name) => [name, DEMO_PASSWORD] as const),
  ];
  const answers = await Promise.all(users.map(([name, password]) => login(server, name, password)));
  return Object.fromEntries(users.map(([name], i) => [name, answers[i]!.token]));
}

export interface DemoSandboxOptions {
  /**
   * Reset the data through the control route before each test, and sign the demo users in
   * again after it (default true). When false, the data lives on across the file's tests and
   * the users sign in once, in beforeAll.
   */
  resetEachTest?: boolean;
  /** Sign every demo user in and offer their tokens as `tokens` (default true). */
  signIn?: boolean;
  /** Other seeded users (e.g. 'support-lead') to sign in as well, under their names. */
  moreUsers?: readonly string[];
}

/** A sandbox the hooks of {@link demoSandbox} start, reset and close. */
export interface DemoSandbox {
  /** The listening sandbox, from beforeAll on. */
  readonly server: TestServer;
  /** Tokens of every demo user, by username, fresh for each test (see the options). */
  readonly tokens: Record<string, string>;
}

/**
 * One demo sandbox for a whole test file: registers beforeAll (start), afterAll (close) and,
 * unless told otherwise, beforeEach (reset the data, sign the demo users in). Call it at the top
 * of the file, before the file's own hooks, so those run after the reset.
 */
export function demoSandbox(options: DemoSandboxOptions = {}): DemoSandbox {
  const { resetEachTest = true, signIn = true, moreUsers = [] } = options;
  let server: TestServer | undefined;
  let tokens: Record<string, string> | undefined;

  beforeAll(async () => {
    server = await startSandbox();
    if (signIn && !resetEachTest) tokens = await demoTokens(server, moreUsers);
  });
  afterAll(async () => {
    await server?.close();
  });
  if (resetEachTest) {
    beforeEach(async () => {
      const started = demo.server;
      const res = await call(started, 'POST', '/_sandbox/reset', { base: '' });
      if (res.status !== 204) throw new Error(`sandbox reset: ${res.status} ${res.text}`);
      if (signIn) tokens = await demoTokens(started, moreUsers);
    });
  }

  const demo: DemoSandbox = {
    get server() {
      if (!server) throw new Error('demoSandbox: the server starts in beforeAll');
      return server;
    },
    get tokens() {
      if (!signIn) throw new Error('demoSandbox({ signIn: false }) signs nobody in');
      if (!tokens) throw new Error('demoSandbox: the demo users sign in in a hook');
      return tokens;
    },
  };
  return demo;
}

/** Requests as a demo user (by username) or with any other token, for short tests. */
export interface ActingClient {
  get(who: string, path: string): Promise<CallResult>;
  post(who: string, path: string, body?: unknown): Promise<CallResult>;
  put(who: string, path: string, body?: unknown): Promise<CallResult>;
  del(who: string, path: string, body?: unknown): Promise<CallResult>;
}

export function actingClient(demo: DemoSandbox): ActingClient {
  const send = (method: string) => (who: string, path: string, body?: unknown) =>
    call(demo.server, method, path, { token: demo.tokens[who] ?? who, body });
  return { get: send('GET'), post: send('POST'), put: send('PUT'), del: send('DELETE') };
}

/** The sid column and the naming column of the tables tests look rows up in. */
const SID_COLUMNS: Record<string, [sid: string, name: string]> = {
  service_providers: ['service_provider_sid', 'name'],
  accounts: ['account_sid', 'name'],
  users: ['user_sid', 'name'],
  applications: ['application_sid', 'name'],
  voip_carriers: ['voip_carrier_sid', 'name'],
  phone_numbers: ['phone_number_sid', 'number'],
  ms_teams_tenants: ['ms_teams_tenant_sid', 'tenant_fqdn'],
  lcr: ['lcr_sid', 'name'],
};

/** The sid of a demo row by its name (a phone number by its number, a tenant by its domain). */
export function sidOf(server: TestServer, table: string, name: string): string {
  const columns = SID_COLUMNS[table];
  if (!columns) throw new Error(`no sid column for ${table}`);
  const sid = server.sandbox.db
    .prepare(`SELECT ${columns[0]} FROM ${table} WHERE ${columns[1]} = ?`)
    .pluck()
    .get(name);
  if (typeof sid !== 'string') throw new Error(`no ${table} row named ${name}`);
  return sid;
}

/** Stores an API key directly (for tests of other routes) and returns its token. */
export function addApiKey(
  server: TestServer,
  owner: { account_sid?: string; service_provider_sid?: string; expires_at?: string } = {},
): string {
  const token = randomUUID();
  server.sandbox.db
    .prepare(
      `INSERT INTO api_keys (api_key_sid, token, account_sid, service_provider_sid, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      randomUUID(),
      token,
      owner.account_sid ?? null,
      owner.service_provider_sid ?? null,
      owner.expires_at ?? null,
      new Date().toISOString(),
    );
  return token;
}

/** An application of an account by name (names repeat across accounts). */
export function applicationSid(server: TestServer, name: string, accountSid: string): string {
  const sid = server.sandbox.db
    .prepare('SELECT application_sid FROM applications WHERE name = ? AND account_sid = ?')
    .pluck()
    .get(name, accountSid);
  if (typeof sid !== 'string') throw new Error(`no application ${name} in ${accountSid}`);
  return sid;
}

/** Sids of the demo tenants the tests use most; they change with every reset. */
export interface DemoSids {
  acme: string;
  harbor: string;
  sales: string;
  support: string;
  billing: string;
  northwind: string;
  harborMain: string;
}

export function demoSids(server: TestServer): DemoSids {
  return {
    acme: sidOf(server, 'service_providers', 'Acme Voice'),
    harbor: sidOf(server, 'service_providers', 'Blue Harbor Telecom'),
    sales: sidOf(server, 'accounts', 'Acme Sales'),
    support: sidOf(server, 'accounts', 'Acme Support'),
    billing: sidOf(server, 'accounts', 'Acme Billing'),
    northwind: sidOf(server, 'accounts', 'Northwind Traders'),
    harborMain: sidOf(server, 'accounts', 'Harbor Main'),
  };
}

/** Placeholders until a hook reads the real sids: `let { sales } = NO_SIDS;`. */
export const NO_SIDS: DemoSids = {
  acme: '',
  harbor: '',
  sales: '',
  support: '',
  billing: '',
  northwind: '',
  harborMain: '',
};

/**
 * Test tables are built before the sandbox runs: a string '@name' in them stands for
 * `sids[name]`, filled in when the test runs.
 */
export function withSids<T>(value: T, sids: Record<string, string>): T {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    typeof v === 'string' && v.startsWith('@') && Object.hasOwn(sids, v.slice(1))
      ? sids[v.slice(1)]
      : v,
  ) as T;
}

export const UNKNOWN_SID = '00000000-0000-4000-8000-000000000000';

/** Sids before and after any other: a row stored under one comes first, or last, by sid. */
export const FIRST_SID = '00000000-0000-4000-8000-000000000001';
export const LAST_SID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

/**
 * Stores a row as it is (for tests that need a row under a chosen sid, such as FIRST_SID and
 * LAST_SID for a list's order): the columns the table requires and nothing checked.
 */
export function storeRow(server: TestServer, table: string, values: Record<string, unknown>): void {
  insertRow(server.sandbox.db, table, values);
}

/**
 * For a test that a list comes by sid (a real server's query has no ORDER BY), not by name: stores
 * two rows of a table, `names` (in the order the list must not take) under LAST_SID and FIRST_SID,
 * with the `shared` columns (or a name's own). Returns the names in sid order.
 */
export function storeOppositelySortedRows(
  server: TestServer,
  table: string,
  rows: {
    sid: string;
    name: string;
    names?: readonly [string, string];
    shared?: Record<string, unknown> | ((name: string) => Record<string, unknown>);
  },
): [string, string] {
  const { sid, name, names: [first, last] = ['Aardvark', 'Zephyr'], shared = {} } = rows;
  const columns = typeof shared === 'function' ? shared : () => shared;
  storeRow(server, table, { ...columns(first), [sid]: LAST_SID, [name]: first });
  storeRow(server, table, { ...columns(last), [sid]: FIRST_SID, [name]: last });
  return [last, first];
}

/** A list's values of one column (its items' sids), in the list's order. */
export function sidsOf(list: unknown, column: string): string[] {
  return (list as Record<string, string>[]).map((item) => item[column]!);
}
