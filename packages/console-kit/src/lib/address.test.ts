import { describe, expect, it } from 'vitest';
import { addressKind, isIpv4, validPort, validSipProxy } from './address.ts';

describe('addressKind', () => {
  it('recognises IPv4 addresses', () => {
    expect(addressKind('192.0.2.10')).toBe('ip');
    expect(addressKind(' 10.0.0.1 ')).toBe('ip');
    expect(isIpv4('255.255.255.255')).toBe(true);
  });

  it('recognises a domain name with a subdomain', () => {
    expect(addressKind('sip.example.com')).toBe('fqdn');
    expect(addressKind('a.b.carrier.co.uk')).toBe('fqdn');
  });

  it('recognises a registered domain alone as top level', () => {
    expect(addressKind('example.com')).toBe('fqdn-top-level');
  });

  it('calls everything else invalid', () => {
    for (const bad of [
      '',
      '256.1.1.1',
      '1.2.3',
      'localhost',
      'sip_example.com',
      'a..com',
      '-a.com',
    ])
      expect(addressKind(bad), bad).toBe('invalid');
    expect(isIpv4('sip.example.com')).toBe(false);
  });
});

describe('validPort', () => {
  it('takes 0 to 65535', () => {
    expect(validPort('0')).toBe(true);
    expect(validPort('5060')).toBe(true);
    expect(validPort('65535')).toBe(true);
  });

  it('refuses other values and honours a minimum', () => {
    for (const bad of ['65536', '-1', '50a', '', '1.5']) expect(validPort(bad), bad).toBe(false);
    expect(validPort('0', 1)).toBe(false);
  });
});

describe('validSipProxy', () => {
  it('takes a domain or IP with an optional sip or sips scheme and port', () => {
    for (const good of [
      'proxy.example.com',
      '192.0.2.1',
      'sip:proxy.example.com',
      'sips:proxy.example.com:5061',
      '192.0.2.1:5060',
    ])
      expect(validSipProxy(good), good).toBe(true);
  });

  it('refuses bad hosts, schemes and ports', () => {
    for (const bad of [
      '',
      'http://proxy.example.com',
      'proxy',
      'sip:proxy.example.com:0',
      'x.com:70000',
    ])
      expect(validSipProxy(bad), bad).toBe(false);
  });
});
