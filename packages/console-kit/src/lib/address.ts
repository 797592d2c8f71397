const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const LABEL = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';
const TOP_LEVEL = '[a-z]{2,63}';
const DOMAIN = new RegExp(`^(${LABEL}\\.)+${TOP_LEVEL}$`, 'i');

/** What an address field holds: an IPv4 address, a domain name with a subdomain
 *  (sip.example.com), a registered domain alone (example.com), or nothing usable. */
export type AddressKind = 'ip' | 'fqdn' | 'fqdn-top-level' | 'invalid';

export function addressKind(value: string): AddressKind {
  const address = value.trim();
  if (IPV4.test(address)) return 'ip';
  if (!DOMAIN.test(address)) return 'invalid';
  return address.split('.').length > 2 ? 'fqdn' : 'fqdn-top-level';
}

export const isIpv4 = (value: string) => addressKind(value) === 'ip';

/** A port as typed: digits only, within the range given (0-65535 unless told). */
export function validPort(value: string, min = 0, max = 65535): boolean {
  if (!/^\d{1,5}$/.test(value.trim())) return false;
  const port = Number(value);
  return port >= min && port <= max;
}

/** A SIP URI of a proxy: an IP address or a domain name, optionally with a sip: or sips: scheme
 *  and a port from 1 to 65535 (sip:proxy.example.com:5060). */
export function validSipProxy(value: string): boolean {
  const match = /^(?:sips?:)?([^:]+)(?::(\d+))?$/i.exec(value.trim());
  if (!match) return false;
  const [, host = '', port] = match;
  if (addressKind(host) === 'invalid') return false;
  return port === undefined || validPort(port, 1);
}
