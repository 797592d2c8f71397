import { describe, expect, it } from 'vitest';
import { addressKind, isHostPort } from './gateway-address.ts';

describe('addressKind', () => {
  it.each([
    ['192.0.2.10', 'ip'],
    ['0.0.0.0', 'ip'],
    ['sip.example.com', 'fqdn'],
    ['a.b.sip-trunk.example', 'fqdn'],
    ['example.com', 'fqdn-top-level'],
    ['256.1.1.1', 'invalid'],
    ['1.2.3', 'invalid'],
    ['localhost', 'invalid'],
    ['bad host.example.com', 'invalid'],
    ['-sip.example.com', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe('isHostPort', () => {
  it.each([
    ['proxy.example.com', true],
    ['192.0.2.1:5060', true],
    ['proxy.example.com:65535', true],
    ['proxy.example.com:0', false],
    ['proxy.example.com:65536', false],
    ['proxy.example.com:', false],
    ['not a host', false],
  ])('%s is %s', (value, ok) => {
    expect(isHostPort(value)).toBe(ok);
  });
});
