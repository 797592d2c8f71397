import { beforeAll, describe, expect, it } from 'vitest';
import { call, demoSandbox, sidOf } from '../test-support.ts';

/**
 * Every bad input answers 4xx with a `msg` (never 500, never a crash).
 * The login route keeps the real server's plain `Bad Request` and is tested in login.test.ts.
 */
const demo = demoSandbox({ resetEachTest: false });
let acme: string;
let adminSid: string;

beforeAll(() => {
  acme = sidOf(demo.server, 'service_providers', 'Acme Voice');
  adminSid = sidOf(demo.server, 'users', 'admin');
});

interface Case {
  name: string;
  method: string;
  path: () => string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  status?: number;
}

const long = 'x'.repeat(70_000);

const CASES: Case[] = [
  { name: 'malformed JSON', method: 'POST', path: () => '/ServiceProviders', rawBody: '{"name":' },
  {
    name: 'JSON with a trailing comma',
    method: 'PUT',
    path: () => `/ServiceProviders/${acme}`,
    rawBody: '{"name":"x",}',
  },
  {
    name: 'a JSON array body',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: [{ name: 'x' }],
  },
  { name: 'a JSON string body', method: 'POST', path: () => '/ServiceProviders', body: 'name' },
  { name: 'a null body', method: 'POST', path: () => '/ServiceProviders', rawBody: 'null' },
  { name: 'no body', method: 'POST', path: () => '/ServiceProviders' },
  { name: 'name as a number', method: 'POST', path: () => '/ServiceProviders', body: { name: 1 } },
  {
    name: 'name as an object',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: { name: { a: 1 } },
  },
  {
    name: 'name as a boolean',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: { name: true },
  },
  {
    name: 'missing name',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: { description: 'x' },
  },
  {
    name: 'an oversized name',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: { name: long },
  },
  {
    name: 'an oversized description',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: { name: 'n', description: long },
  },
  {
    name: 'an unknown field',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: { name: 'n', bogus: 1 },
  },
  {
    name: 'a prototype key',
    method: 'POST',
    path: () => '/ServiceProviders',
    rawBody: '{"name":"n","__proto__":{"x":1}}',
  },
  {
    name: 'a webhook without url',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: { name: 'n', registration_hook: {} },
  },
  {
    name: 'a webhook with a bad url',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: { name: 'n', registration_hook: { url: 'not a url' } },
  },
  {
    name: 'a webhook with a bad method',
    method: 'POST',
    path: () => '/ServiceProviders',
    body: { name: 'n', registration_hook: { url: 'https://x.example', method: 'PATCH' } },
  },
  { name: 'an empty PUT', method: 'PUT', path: () => `/ServiceProviders/${acme}`, body: {} },
  { name: 'a malformed sid (GET)', method: 'GET', path: () => '/ServiceProviders/not-a-uuid' },
  {
    name: 'a malformed sid (PUT)',
    method: 'PUT',
    path: () => "/ServiceProviders/1' OR '1'='1",
    body: { name: 'x' },
  },
  {
    name: 'a malformed sid (DELETE)',
    method: 'DELETE',
    path: () => '/ServiceProviders/zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  },
  { name: 'a malformed user sid', method: 'GET', path: () => '/Users/12345' },
  {
    name: 'a password of the wrong type',
    method: 'PUT',
    path: () => `/Users/${adminSid}`,
    body: { old_password: 1, new_password: 2 },
  },
  {
    name: 'an oversized password',
    method: 'PUT',
    path: () => `/Users/${adminSid}`,
    body: { old_password: 'admin', new_password: long },
  },
  {
    name: 'an unknown user field',
    method: 'PUT',
    path: () => `/Users/${adminSid}`,
    body: { is_admin: true },
  },
  {
    name: 'a policy length as text',
    method: 'POST',
    path: () => '/PasswordSettings',
    body: { min_password_length: 'ten' },
  },
  {
    name: 'a policy flag as text',
    method: 'POST',
    path: () => '/PasswordSettings',
    body: { require_digit: 'true' },
  },
  { name: 'a missing e-mail', method: 'POST', path: () => '/forgot-password', body: {} },
  {
    name: 'an oversized e-mail',
    method: 'POST',
    path: () => '/forgot-password',
    body: { email: `${long}@x.example` },
  },
  { name: 'a missing link', method: 'POST', path: () => '/signin', body: { link: null } },
  {
    name: 'change-password without fields',
    method: 'POST',
    path: () => '/change-password',
    body: {},
  },
  {
    name: 'a form-encoded body',
    method: 'POST',
    path: () => '/ServiceProviders',
    rawBody: 'name=x',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  },
  {
    name: 'a text body',
    method: 'POST',
    path: () => '/ServiceProviders',
    rawBody: 'name',
    contentType: 'text/plain',
    status: 400,
  },
  {
    name: 'a body over 1 MiB',
    method: 'POST',
    path: () => '/ServiceProviders',
    rawBody: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    status: 413,
  },
  {
    name: 'recent calls with an array of pages',
    method: 'GET',
    path: () => `/ServiceProviders/${acme}/RecentCalls?page=1&page=2&count=5`,
  },
  {
    name: 'recent calls with a huge page number',
    method: 'GET',
    path: () => `/ServiceProviders/${acme}/RecentCalls?page=99999999999999&count=5`,
  },
  {
    name: 'recent calls with an encoded NUL in the filter',
    method: 'GET',
    path: () => `/ServiceProviders/${acme}/RecentCalls?page=1&count=5&start=%00`,
  },
  {
    name: 'alerts with a negative count',
    method: 'GET',
    path: () => `/ServiceProviders/${acme}/Alerts?page=1&count=-1`,
  },
];

describe('bad input', () => {
  it.each(CASES)('$name: 4xx with a msg', async (c) => {
    const res = await call(demo.server, c.method, c.path(), {
      token: demo.tokens.admin,
      body: c.body,
      rawBody: c.rawBody,
      headers: c.contentType ? { 'Content-Type': c.contentType } : {},
    });
    expect(res.status, res.text).toBe(c.status ?? 400);
    expect(typeof (res.json as { msg?: unknown })?.msg, res.text).toBe('string');
    expect((res.json as { msg: string }).msg.length).toBeGreaterThan(3);
  });

  it('leaves the server healthy and the data unchanged', async () => {
    const list = await call(demo.server, 'GET', '/ServiceProviders', { token: demo.tokens.admin });
    expect((list.json as { name: string }[]).map((s) => s.name).sort()).toEqual([
      'Acme Voice',
      'Blue Harbor Telecom',
      'Voice Cloud',
    ]);
  });
});
