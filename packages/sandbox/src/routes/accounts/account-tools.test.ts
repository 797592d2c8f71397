import { beforeAll, describe, expect, it } from 'vitest';
import { actingClient, demoSandbox, demoSids, NO_SIDS, UNKNOWN_SID } from '../../test-support.ts';

const demo = demoSandbox({ resetEachTest: false });
const client = actingClient(demo);
let { sales, support } = NO_SIDS;
beforeAll(() => ({ sales, support } = demoSids(demo.server)));

describe('GET /Accounts/{sid}/WebhookSecret', () => {
  const secret = (who: string, sid: string, query = '') =>
    client.get(who, `/Accounts/${sid}/WebhookSecret${query}`);
  const stored = () =>
    demo.server.sandbox.db
      .prepare('SELECT webhook_secret FROM accounts WHERE account_sid = ?')
      .pluck()
      .get(sales);

  it('answers the secret, and a new one with regenerate=true', async () => {
    const current = await secret('acct-admin', sales);
    expect([current.status, current.json]).toEqual([200, { webhook_secret: stored() }]);
    expect((await secret('acct-admin', sales, '?regenerate=false')).json).toEqual(current.json);
    const fresh = await secret('acct-admin', sales, '?regenerate=true');
    const value = (fresh.json as { webhook_secret: string }).webhook_secret;
    expect(value).toMatch(/^wh_secret_[A-Za-z0-9]{22}$/);
    expect(value).not.toBe((current.json as { webhook_secret: string }).webhook_secret);
    expect(stored()).toBe(value);
  });

  it('lets view-only users read but not regenerate; applies scope', async () => {
    expect((await secret('viewer', sales)).status).toBe(200);
    const viewer = await secret('viewer', sales, '?regenerate=true');
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    expect((await secret('acct-admin', support)).json).toEqual({ msg: 'insufficient permissions' });
    expect((await secret('admin', UNKNOWN_SID)).status).toBe(404);
    const bad = await secret('admin', sales, '?regenerate=yes');
    expect([bad.status, bad.json]).toEqual([400, { msg: 'regenerate must be true or false' }]);
  });
});

describe('POST /Accounts/{sid}/BucketCredentialTest', () => {
  const test = (body: unknown, who = 'acct-admin', sid = sales) =>
    client.post(who, `/Accounts/${sid}/BucketCredentialTest`, body);
  const aws = {
    vendor: 'aws_s3',
    name: 'acme-recordings',
    region: 'eu-west-1',
    access_key_id: 'AKIAIOSFODNN7EXAMPLE',
    secret_access_key: 'secret',
  };
  const ok = { status: 'ok' };
  const fail = (reason: string) => ({ status: 'fail', reason });

  it.each([
    ['AWS S3', aws, ok],
    ['AWS S3 with tags', { ...aws, tags: [{ Key: 'a', Value: 'b' }] }, ok],
    [
      'S3 compatible',
      {
        vendor: 's3_compatible',
        name: 'b-1',
        endpoint: 'http://minio:9000',
        access_key_id: 'k',
        secret_access_key: 's',
      },
      ok,
    ],
    [
      'Google',
      {
        vendor: 'google',
        name: 'gcs_bucket',
        service_key: '{"private_key":"k","client_email":"e@x.example"}',
      },
      ok,
    ],
    [
      'Azure key',
      { vendor: 'azure', name: 'recordings', connection_string: 'AccountName=a;AccountKey=b' },
      ok,
    ],
    [
      'Azure SAS',
      {
        vendor: 'azure',
        name: 'recordings',
        connection_string: 'BlobEndpoint=https://a.example;SharedAccessSignature=sv=1',
      },
      ok,
    ],
    [
      'a missing bucket',
      { ...aws, name: 'no-such-bucket' },
      fail('The specified bucket does not exist'),
    ],
    ['no vendor', { vendor: 'none' }, fail('no storage vendor selected')],
    [
      'missing AWS fields',
      { vendor: 'aws_s3', name: 'b-1' },
      fail('missing region, access_key_id, secret_access_key for aws_s3'),
    ],
    [
      'a bad AWS region',
      { ...aws, region: 'Europe' },
      fail('invalid AWS region "Europe" (for example us-east-1)'),
    ],
    [
      'a bad access key id',
      { ...aws, access_key_id: 'AKIA123' },
      fail('invalid access key id: AKIA or ASIA followed by 16 capital letters or digits'),
    ],
    [
      'a bad bucket name',
      { ...aws, name: 'My Bucket' },
      fail(
        'invalid bucket name: 3-63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
      ),
    ],
    [
      'an IP as bucket name',
      { ...aws, name: '192.168.1.1' },
      fail(
        'invalid bucket name: 3-63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
      ),
    ],
    [
      'a bad endpoint',
      {
        vendor: 's3_compatible',
        name: 'b-1',
        endpoint: 'minio:9000',
        access_key_id: 'k',
        secret_access_key: 's',
      },
      fail('invalid endpoint "minio:9000": an http or https URL is needed'),
    ],
    [
      'a service key that is not JSON',
      { vendor: 'google', name: 'gcs-b', service_key: 'key' },
      fail('Invalid service key file, could not parse as JSON.'),
    ],
    [
      'a service key without client_email',
      { vendor: 'google', name: 'gcs-b', service_key: '{"private_key":"k"}' },
      fail('invalid service key: it needs private_key and client_email'),
    ],
    [
      'a connection string without a key',
      { vendor: 'azure', name: 'recordings', connection_string: 'AccountName=a' },
      fail(
        'invalid connection string: it needs AccountName and AccountKey, or SharedAccessSignature',
      ),
    ],
    [
      'a bad container name',
      { vendor: 'azure', name: 'Rec--ordings', connection_string: 'AccountName=a;AccountKey=b' },
      fail('invalid container name: 3-63 lowercase letters, digits and single hyphens'),
    ],
  ])('%s: 200 %j', async (_name, body, answer) => {
    const res = await test(body);
    expect([res.status, res.json]).toEqual([200, answer]);
  });

  it.each([
    [{}, 'vendor must be one of none, aws_s3, s3_compatible, azure, google'],
    [{ vendor: 'aws' }, 'vendor must be one of none, aws_s3, s3_compatible, azure, google'],
    [{ ...aws, region: 1 }, 'region must be a string'],
    [{ ...aws, bogus: 1 }, 'unknown field: bogus'],
    [{ ...aws, tags: 'a=b' }, 'tags must be a list of {Key, Value}'],
    [{ ...aws, name: 'x'.repeat(9000) }, 'name must be at most 8192 characters'],
    [[aws], 'body must be an object with a vendor'],
  ])('%j: 400 {msg}', async (body, msg) => {
    const res = await test(body);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('applies scope and refuses view-only users', async () => {
    expect((await test(aws, 'acct-admin', support)).status).toBe(403);
    expect((await test(aws, 'viewer')).json).toEqual({ msg: 'User has view-only access' });
    expect((await test(aws, 'admin', UNKNOWN_SID)).status).toBe(404);
  });
});
