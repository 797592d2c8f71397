import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The records each query cache has seen deleted, as the query keys of their reads. */
const deletedByCache = new WeakMap<QueryClient, QueryKey[]>();

/**
 * The cache key of the record a REST path names: its last two parts (`VoipCarriers/{sid}`,
 * `Accounts/{a}/SpeechCredentials/{sid}`), the form of every record key in queryKeys.
 */
export function recordKeyOfPath(path: string): QueryKey {
  const parts = path.split('?')[0]!.split('/').filter(Boolean).map(decodeURIComponent);
  return parts.slice(-2);
}

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, index) => key[index] === part);

/**
 * A record was deleted: its reads (and those under it, such as a carrier's gateways) stop, the
 * unused ones leave the cache, and none is fetched again, which would only answer 404.
 */
export function markDeleted(queryClient: QueryClient, path: string): void {
  const queryKey = recordKeyOfPath(path);
  if (queryKey.length < 2) return;
  deletedByCache.set(queryClient, [...(deletedByCache.get(queryClient) ?? []), queryKey]);
  void queryClient.cancelQueries({ queryKey });
  queryClient.removeQueries({ queryKey, predicate: (query) => query.getObserversCount() === 0 });
}

/** Whether a query reads a record deleted in this cache (it must not be refetched). */
export function readsDeletedRecord(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return (deletedByCache.get(queryClient) ?? []).some((deleted) => startsWith(queryKey, deleted));
}
