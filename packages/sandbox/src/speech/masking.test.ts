import { describe, expect, it } from 'vitest';
import { LEFT_OUT_FOR_ACCOUNT_USERS, obscure, shownFields } from './masking.ts';

describe('obscure', () => {
  it('keeps the first 6 characters and replaces the others with X (observed)', () => {
    expect(obscure('dg-fake-key')).toBe('dg-fakXXXXX');
    expect(obscure('abcdef')).toBe('abcdef');
    expect(obscure('')).toBe('');
  });
});

describe('shownFields', () => {
  const key = JSON.stringify({
    client_email: 'a@b.c',
    private_key: '-----BEGIN PRIVATE KEY-----\nMIIEsecret\n',
  });

  it("masks secrets, and a Google key's private key after its header, in the vendor's order", () => {
    const shown = shownFields(['service_key', 'region', 'api_key'], {
      api_key: 'k-1234567',
      region: 'eu',
      service_key: key,
    });
    expect(Object.keys(shown)).toEqual(['service_key', 'region', 'api_key']);
    expect(shown.api_key).toBe('k-1234XXX');
    expect(JSON.parse(shown.service_key as string)).toEqual({
      client_email: 'a@b.c',
      private_key: '-----BEGIN PRIVATE KEY-----\nMIIEseXXXXX',
    });
  });

  it('leaves out the secrets an account user is not given; a Google key stays, masked', () => {
    const shown = shownFields(
      ['service_key', 'region', 'api_key', 'client_secret'],
      { api_key: 'k-1234567', region: 'eu', service_key: key, client_secret: 'c-1234567' },
      LEFT_OUT_FOR_ACCOUNT_USERS,
    );
    expect(Object.keys(shown)).toEqual(['service_key', 'region', 'client_secret']);
    expect(shown.client_secret).toBe('c-1234XXX');
    expect(shown.service_key).not.toContain('MIIEsecret');
  });
});
