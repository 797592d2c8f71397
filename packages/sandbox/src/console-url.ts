/**
 * The console's address, from which the links the sandbox mails are built (a password reset's
 * `{consoleUrl}/reset-password/{id}`). Always configured, never taken from a request: a request's
 * Origin, Host or X-Forwarded-Host is the sender's to choose, and a stranger asking for a reset of
 * someone else's password would choose where that user's secret link points.
 */

/**
 * An http or https URL without credentials, query or fragment; a path (a console mounted under a
 * prefix) is kept. Returned without a trailing slash. A bad value throws an Error saying why.
 */
export function parseConsoleUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`console URL must be an http or https URL, not ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`console URL must be an http or https URL, not ${value}`);
  }
  if (url.username || url.password || url.search || url.hash || /[\s]/.test(value)) {
    throw new Error(`console URL must have no credentials, query or fragment: ${value}`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
