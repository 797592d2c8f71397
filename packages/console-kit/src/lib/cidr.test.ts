import { describe, expect, it } from 'vitest';
import { invalidCidr } from './cidr.ts';

describe('invalidCidr', () => {
  it.each([
    '',
    '10.0.0.0/8',
    '10.0.0.0/8, 192.168.1.1',
    '172.16.0.0/12,0.0.0.0/0',
    '192.168.0.1/32',
  ])('accepts %j', (list) => expect(invalidCidr(list)).toBeNull());

  it.each([
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['10.0.0.0/8, 300.1.1.1', '300.1.1.1'],
    ['10.0.0/8', '10.0.0/8'],
    ['10.0.0.0/8,', ''],
    ['fe80::/10', 'fe80::/10'],
    ['10.0.0.01', '10.0.0.01'],
  ])('refuses %j at %j', (list, bad) => expect(invalidCidr(list)).toBe(bad));
});
