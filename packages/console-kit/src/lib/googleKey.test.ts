import { describe, expect, it } from 'vitest';
import { googleKeyEmail } from './googleKey.ts';

describe('a Google service account key', () => {
  it('gives its account e-mail when it has a private key and an e-mail', () => {
    const key = JSON.stringify({ private_key: '-----BEGIN', client_email: 'svc@p.iam.example' });
    expect(googleKeyEmail(key)).toBe('svc@p.iam.example');
  });

  it('is refused when it is not JSON, not an object, or misses either field', () => {
    for (const text of [
      'not json',
      'null',
      '"text"',
      '{"client_email":"a"}',
      '{"private_key":"k"}',
    ])
      expect(googleKeyEmail(text)).toBeNull();
  });
});
