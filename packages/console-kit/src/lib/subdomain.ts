import type { MessageKey } from '../messages/catalog.ts';

/** The spec's minimum length of a subdomain. */
export const SUBDOMAIN_MIN_LENGTH = 3;
/** A DNS label holds at most 63 characters. */
export const SUBDOMAIN_MAX_LENGTH = 63;
/** The spec's wait after the last keystroke before asking whether a subdomain is free. */
export const AVAILABILITY_DELAY_MS = 500;

// The format check (the spec leaves it open): one DNS label of lowercase letters, digits and
// hyphens that starts and ends with a letter or a digit, so that `{subdomain}.{root domain}` is a
// valid host name for SIP devices.
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** What the user typed, as the subdomain it means: DNS names ignore case and spaces around. */
export function normalizeSubdomain(text: string): string {
  return text.trim().toLowerCase();
}

/** Why a subdomain cannot be used before asking the server, or null when it may be asked about. */
export function subdomainProblem(subdomain: string): MessageKey | null {
  if (subdomain.length < SUBDOMAIN_MIN_LENGTH) return 'subdomain.tooShort';
  if (subdomain.length > SUBDOMAIN_MAX_LENGTH || !LABEL.test(subdomain)) return 'subdomain.format';
  return null;
}

/** The SIP realm a subdomain makes under the root domain. */
export function fullDomain(subdomain: string, rootDomain: string): string {
  return `${subdomain}.${rootDomain.replace(/^\.+/, '')}`;
}

/** The subdomain of a SIP realm under the root domain, or '' when it is not under it. */
export function subdomainOf(realm: string | null | undefined, rootDomain: string): string {
  const suffix = `.${rootDomain}`;
  return realm && realm.endsWith(suffix) ? realm.slice(0, -suffix.length) : '';
}
