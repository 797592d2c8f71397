// The API proxy of the host server: the browser calls `/api/v1/...` on the console's own origin and
// the request goes to the configured API server, and nowhere else.
import { createProxyServer } from 'http-proxy-3';

const PREFIX = /^\/api\/v1(\/.*)?$/;

/** The path and query to forward for a request URL, or null when the request is not under
 *  `/api/v1` once normalised (dot segments resolved, a scheme-relative URL refused): a request can
 *  only ever reach a path under the configured API target. Repeated slashes are one. */
export function apiPath(requestUrl) {
  let url;
  try {
    url = new URL(requestUrl, 'http://host.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'host.invalid') return null;
  const match = PREFIX.exec(url.pathname);
  if (!match) return null;
  return (match[1] ?? '/').replace(/\/{2,}/g, '/') + url.search;
}

/** A handler that forwards API requests to `target` (its path prefixed), with the caller's
 *  headers. The upstream request ends when the browser goes away (an abandoned download does not
 *  keep the API server's response open). No answer from the API server is no answer to the
 *  browser either: it sees a network failure, as it would talking to the server directly. */
export function createApiProxy(target) {
  const proxy = createProxyServer({ target, changeOrigin: true, xfwd: false });
  proxy.on('error', (_error, _req, res) => {
    if (res && 'destroy' in res) res.destroy();
  });
  return {
    /** Forwards the request, or answers 404 when it is not an API request. */
    handle(req, res) {
      const path = apiPath(req.url ?? '');
      if (path === null) {
        res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ msg: 'Not found' }));
        return;
      }
      req.url = path;
      proxy.web(req, res);
    },
    close: () => proxy.close(),
  };
}
