import { describe, expect, it } from 'vitest';
import { bucketPayload, bucketValues, validateBucket, type BucketValues } from './bucketRules.ts';

const base = (overrides: Partial<BucketValues>): BucketValues => ({
  ...bucketValues(null),
  ...overrides,
});
const googleKey = JSON.stringify({
  private_key: '-----BEGIN PRIVATE KEY-----\nabc',
  client_email: 'rec@proj.iam.gserviceaccount.com',
});

describe('bucket rules', () => {
  it('needs a bucket name, and the region and keys for AWS', () => {
    expect(validateBucket(base({ region: '' }))).toEqual({
      name: 'recording.nameRequired',
      region: 'recording.regionRequired',
      accessKeyId: 'recording.accessKeyRequired',
      secretAccessKey: 'recording.secretRequired',
    });
    expect(
      validateBucket(
        base({ name: 'calls', accessKeyId: 'AKIA0123456789ABCDEF', secretAccessKey: 's' }),
      ),
    ).toEqual({});
  });

  it('needs the endpoint for an S3-compatible store, but not the region', () => {
    const values = base({
      vendor: 's3_compatible',
      region: '',
      name: 'calls',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
    expect(validateBucket(values)).toEqual({ endpoint: 'recording.endpointRequired' });
    expect(validateBucket({ ...values, endpoint: 'https://minio.example.com' })).toEqual({});
  });

  it('reads the Google service key as JSON with private_key and client_email', () => {
    expect(
      validateBucket(base({ vendor: 'google', name: 'calls', serviceKey: 'not json' })),
    ).toEqual({
      serviceKey: 'recording.serviceKeyInvalid',
    });
    expect(
      validateBucket(base({ vendor: 'google', name: 'calls', serviceKey: '{"private_key":"x"}' })),
    ).toEqual({
      serviceKey: 'recording.serviceKeyInvalid',
    });
    expect(
      validateBucket(base({ vendor: 'google', name: 'calls', serviceKey: googleKey })),
    ).toEqual({});
  });

  it('needs the Azure connection string, and a name and value for every tag', () => {
    expect(
      validateBucket(base({ vendor: 'azure', name: 'calls', tags: [{ name: 'team', value: '' }] })),
    ).toEqual({
      connectionString: 'recording.connectionStringRequired',
      tags: 'recording.tagIncomplete',
    });
  });

  it('sends only the chosen vendor fields, tags as Key and Value', () => {
    const values = base({
      vendor: 'azure',
      name: ' calls ',
      connectionString: 'AccountName=a;AccountKey=b',
      accessKeyId: 'left over',
      tags: [{ name: 'team', value: 'ops' }],
    });
    expect(bucketPayload(values)).toEqual({
      vendor: 'azure',
      name: 'calls',
      connection_string: 'AccountName=a;AccountKey=b',
      tags: [{ Key: 'team', Value: 'ops' }],
    });
    expect(bucketValues(bucketPayload(values)).tags).toEqual([{ name: 'team', value: 'ops' }]);
  });
});
