/** The API is served under both bases: `/api/v1` (behind a proxy) and `/v1` (a bare server). */
export const API_BASES = ['/api/v1', '/v1'] as const;

/** The request path with the API base stripped, or null when it is not an API path. */
export function apiPath(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  for (const base of API_BASES) {
    if (path === base) return '/';
    if (path.startsWith(`${base}/`)) return path.slice(base.length);
  }
  return null;
}
