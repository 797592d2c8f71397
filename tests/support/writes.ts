import type { Page } from '@playwright/test';

export interface RecordedWrite {
  method: string;
  url: string;
}

/** The writes (every request but GET) the page sends to the API, recorded from now on. */
export function recordWrites(page: Page): RecordedWrite[] {
  const writes: RecordedWrite[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/v1/')) {
      writes.push({ method: request.method(), url: request.url() });
    }
  });
  return writes;
}
