/**
 * What a gateway address (the `ipv4` column, which holds an IP address or a domain name) is:
 * an IPv4 address, a domain name with a subdomain (sip.example.com), a bare registered domain
 * (example.com), or nothing usable.
 */
export type AddressKind = 'ip' | 'fqdn' | 'fqdn-top-level' | 'invalid';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LEVEL = /^[a-z]{2,63}$/i;

export function addressKind(address: string): AddressKind {
  if (IPV4.test(address)) return 'ip';
  if (address.length > 253) return 'invalid';
  const labels = address.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return 'invalid';
  if (!TOP_LEVEL.test(labels[labels.length - 1]!)) return 'invalid';
  return labels.length === 2 ? 'fqdn-top-level' : 'fqdn';
}

/** A host (domain name or IPv4 address) with an optional `:port` from 1 to 65535. */
export function isHostPort(value: string): boolean {
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match || addressKind(match[1]!) === 'invalid') return false;
  return match[2] === undefined || (Number(match[2]) >= 1 && Number(match[2]) <= 65535);
}
