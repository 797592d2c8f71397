import { describe, expect, it } from 'vitest';
import { maskedPrivateKey, readGoogleKey } from './googleKey.ts';

const PEM = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0B\n-----END PRIVATE KEY-----\n';

describe('a Google service account key', () => {
  it('gives its account e-mail and its private key masked', () => {
    const key = JSON.stringify({ private_key: PEM, client_email: 'svc@p.iam.example' });
    expect(readGoogleKey(key)).toEqual({
      email: 'svc@p.iam.example',
      privateKey: '-----BEGIN PRIVATE KEY----- MIIEvQ…',
    });
  });

  it('is refused when it is not JSON, not an object, or misses either field', () => {
    for (const text of [
      'not json',
      'null',
      '"text"',
      '{"client_email":"a"}',
      '{"private_key":"k"}',
    ])
      expect(readGoogleKey(text)).toBeNull();
  });
});

describe('maskedPrivateKey', () => {
  it('shows the header and 6 characters after it, and nothing more', () => {
    expect(maskedPrivateKey(PEM)).toBe('-----BEGIN PRIVATE KEY----- MIIEvQ…');
    expect(maskedPrivateKey(PEM)).not.toContain('IBADAN');
  });

  it('shows 6 characters of a key without a header', () => {
    expect(maskedPrivateKey('abcdefghij')).toBe('abcdef…');
  });
});
