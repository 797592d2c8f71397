import type { Page } from '@playwright/test';

/** An API write the page sent: its method and path (after /api/v1), with the query. */
export interface Write {
  method: string;
  path: string;
}

/**
 * Records every API write (POST, PUT, DELETE) the page sends from now on, for the tests of an
 * unchanged Save: it must send no write, or only identical ones.
 */
export function recordWrites(page: Page): Write[] {
  const writes: Write[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const path = url.pathname.replace(/^.*\/api\/v1/, '');
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method()) || path === url.pathname) return;
    // The body is not recorded: Chromium does not report the body of a fetch made with a stream.
    writes.push({ method: request.method(), path: `${path}${url.search}` });
  });
  return writes;
}
