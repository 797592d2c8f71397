import type { ApiClient, Request, RequestDownload } from './client.ts';

/** A REST resource's calls (one module per resource: `carriersApi`, `accountsApi`...), made from
 *  the client's two ways of calling. */
export type ApiResource<T> = (request: Request, download: RequestDownload) => T;

/** The REST calls of the console: `api(carriersApi)` is a resource's calls; `api(carriersApi,
 *  signal)` the same, each cancelled when the signal aborts (a query passes its own, so that
 *  leaving a page cancels the page's requests). A page's code brings the resources it calls, so
 *  the sign-in page carries none of the others. */
export type Api = <T>(resource: ApiResource<T>, signal?: AbortSignal) => T;

export function createApi(client: ApiClient): Api {
  return (resource, signal) => {
    if (!signal) return resource(client.request, client.download);
    function request<T>(...[method, path, options]: Parameters<Request>) {
      return client.request<T>(method, path, { signal, ...options });
    }
    return resource(request, (path, options) => client.download(path, { signal, ...options }));
  };
}
