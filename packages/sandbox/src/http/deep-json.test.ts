import { describe, expect, it } from 'vitest';
import { call, demoSandbox, sidOf } from '../test-support.ts';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth.ts';

const demo = demoSandbox({ resetEachTest: false });
const TOO_DEEP = { msg: `request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels` };

/** `{"a":{"a":...{}...}}` with `levels` objects, as text (JSON.stringify would recurse). */
const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('deeply nested JSON bodies', () => {
  it('answers 400 {msg} for application env_vars 100,000 levels deep', async () => {
    const sales = sidOf(demo.server, 'accounts', 'Acme Sales');
    const rawBody = `{"name":"deep","account_sid":"${sales}","call_hook":{"url":"https://a.example/x"},"call_status_hook":{"url":"https://a.example/s"},"env_vars":${nested(100_000)}}`;
    const res = await call(demo.server, 'POST', '/Applications', {
      token: demo.tokens.admin,
      rawBody,
    });
    expect([res.status, res.json]).toEqual([400, TOO_DEEP]);
  });

  it('answers 400 {msg} for speech credential options 100,000 levels deep', async () => {
    const acme = sidOf(demo.server, 'service_providers', 'Acme Voice');
    const rawBody = `{"vendor":"deepgram","api_key":"k","options":${nestedArrays(100_000)}}`;
    const res = await call(demo.server, 'POST', `/ServiceProviders/${acme}/SpeechCredentials`, {
      token: demo.tokens.admin,
      rawBody,
    });
    expect([res.status, res.json]).toEqual([400, TOO_DEEP]);
  });

  it('answers 400 on a route that takes no body, and on a public one', async () => {
    for (const path of ['/login', '/forgot-password']) {
      const res = await call(demo.server, 'POST', path, { rawBody: nested(33) });
      expect([res.status, res.json]).toEqual([400, TOO_DEEP]);
    }
  });

  it('takes a body just within the limit', async () => {
    // The login body is an object (1 level); a field 31 levels deeper is within 32.
    const res = await call(demo.server, 'POST', '/login', {
      rawBody: `{"username":"admin","password":"admin","x":${nested(31)}}`,
    });
    expect(res.json).not.toEqual(TOO_DEEP);
  });
});

describe('exceedsJsonDepth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(exceedsJsonDepth(nested(32))).toBe(false);
    expect(exceedsJsonDepth(nested(33))).toBe(true);
    expect(exceedsJsonDepth(nestedArrays(33))).toBe(true);
    expect(exceedsJsonDepth(`{"a":"${'['.repeat(100)}"}`)).toBe(false);
    expect(exceedsJsonDepth(`{"a":"\\"${'{'.repeat(100)}"}`)).toBe(false);
    expect(exceedsJsonDepth('[1,[2,[3]],{"b":[{}]}]', 4)).toBe(false);
    expect(exceedsJsonDepth('[1,[2,[3]],{"b":[{}]}]', 3)).toBe(true);
  });
});
