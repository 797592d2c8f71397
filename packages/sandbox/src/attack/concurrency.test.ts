import { describe, expect, it } from 'vitest';
import { call, demoSandbox, sidOf } from '../test-support.ts';

/** The attack suite's concurrent part: many requests at once, and many writes on one record. */
const demo = demoSandbox();

describe('under concurrent load', () => {
  it('answers 200 requests sent at once, none with a 5xx', async () => {
    const paths = ['/Accounts', '/Applications', '/VoipCarriers', '/Users', '/PhoneNumbers'];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(demo.server, 'GET', paths[i % paths.length]!, { token: demo.tokens['sp-admin'] }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200).map((a) => a.status)).toEqual([]);
  });

  it('loses no write when one record is changed by many at once', async () => {
    const sid = sidOf(demo.server, 'accounts', 'Acme Sales');
    const token = demo.tokens['sp-admin'];
    const names = Array.from({ length: 10 }, (_, i) => `Acme Sales ${i}`);
    const tags = Array.from({ length: 10 }, (_, i) => `bucket-${i}`);
    const answers = await Promise.all([
      ...names.map((name) =>
        call(demo.server, 'PUT', `/Accounts/${sid}`, { token, body: { name } }),
      ),
      ...tags.map((tag) =>
        call(demo.server, 'PUT', `/Accounts/${sid}`, {
          token,
          body: { sip_realm: `${tag}.acme-voice.example` },
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status >= 300)).toEqual([]);
    const account = (await call(demo.server, 'GET', `/Accounts/${sid}`, { token })).json as {
      name: string;
      sip_realm: string;
    };
    // Each field holds one of the values written to it: the writes of the other field kept it.
    expect(names).toContain(account.name);
    expect(tags.map((tag) => `${tag}.acme-voice.example`)).toContain(account.sip_realm);
  });

  it('creates a unique name once when many try at once', async () => {
    const account_sid = sidOf(demo.server, 'accounts', 'Acme Sales');
    const hook = { url: 'https://example.com/hook', method: 'POST' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(demo.server, 'POST', '/Applications', {
          token: demo.tokens['sp-admin'],
          body: { name: 'Same name', account_sid, call_hook: hook, call_status_hook: hook },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && (status < 400 || status >= 500))).toEqual(
      [],
    );
  });
});
