// The API proxy of the host server: the browser calls `/api/v1/...` on the console's own origin and
// the request goes to the configured API server, and nowhere else.
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
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

// Headers of one connection, not of the answer (Node sets its own).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection']);
const TEXT = /^(?:application\/(?:[\w.-]+\+)?json|text\/[\w.+-]+)\s*(?:;|$)/i;
// Below this a compressed answer saves less than its headers cost.
const SMALL = 1024;

/** How to compress an API answer for the browser: 'br' or 'gzip' for a JSON or text answer it
 *  accepts so, of 1 KB or more, not already encoded and not a range; null to send it as it is.
 *  A jambonz API server sends its JSON uncompressed (an accounts list of 2,000 is 1.3 MB, 103 KB
 *  compressed), audio and other binary answers pass untouched. */
export function answerEncoding(method, acceptEncoding, status, headers) {
  const length = headers['content-length'];
  const compressible =
    method !== 'HEAD' &&
    status !== 204 &&
    status !== 304 &&
    TEXT.test(headers['content-type'] ?? '') &&
    !headers['content-encoding'] &&
    !headers['content-range'] &&
    (length === undefined || Number(length) >= SMALL);
  if (!compressible) return null;
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((item) => item.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(?:\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : null;
}

// An answer of a known length up to this is compressed in one piece once it has all come.
const WHOLE = 8 * 1024 * 1024;
const brotliWhole = promisify(brotliCompress);
const gzipWhole = promisify(gzip);

/** A whole answer compressed in one call at the fastest setting. The accounts list of 2,000 (1.3
 *  MB) then comes 1-3 ms after the uncompressed one, at 108 KB; compressed as it streamed through
 *  (quality 3 over each piece), it came 13-17 ms after, at 105 KB. The accounts page's first row
 *  waits for the whole list. */
function compressWhole(encoding, body) {
  if (encoding === 'gzip') return gzipWhole(body, { level: 1 });
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  return brotliWhole(body, { params });
}

/** The encoder of an answer of unknown length (or a very long one), compressed as it streams. */
function encoder(encoding) {
  if (encoding === 'gzip') return createGzip({ level: 6 });
  return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 3 } });
}

/** Reads a whole answer and sends it compressed, with its length. An upstream failure, or a
 *  browser gone before the end, ends both. */
function relayWhole(proxyRes, res, encoding, headers) {
  const chunks = [];
  const fail = () => {
    proxyRes.destroy();
    res.destroy();
  };
  res.on('close', () => {
    if (!res.writableFinished) proxyRes.destroy();
  });
  proxyRes.on('data', (chunk) => chunks.push(chunk));
  proxyRes.on('error', fail);
  proxyRes.on('end', () => {
    compressWhole(encoding, Buffer.concat(chunks)).then((body) => {
      if (res.destroyed) return;
      res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, {
        ...headers,
        'content-length': body.length,
      });
      res.end(body);
    }, fail);
  });
}

/** Sends the API server's answer on: its status and headers, compressed where that helps. The
 *  streams end together: a browser that goes away ends the upstream answer too. */
function relay(proxyRes, req, res) {
  const encoding = answerEncoding(
    req.method,
    req.headers['accept-encoding'],
    proxyRes.statusCode,
    proxyRes.headers,
  );
  const headers = Object.fromEntries(
    Object.entries(proxyRes.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
  );
  if (encoding) {
    delete headers['content-length'];
    headers['content-encoding'] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    const length = Number(proxyRes.headers['content-length'] ?? Infinity);
    if (length <= WHOLE) return relayWhole(proxyRes, res, encoding, headers);
  }
  res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, headers);
  const done = (error) => {
    if (error) res.destroy();
  };
  if (encoding) pipeline(proxyRes, encoder(encoding), res, done);
  else pipeline(proxyRes, res, done);
}

/** A handler that forwards API requests to `target` (its path prefixed), with the caller's
 *  headers, and their answers back, JSON compressed. The upstream request ends when the browser goes away (an abandoned download does not
 *  keep the API server's response open). No answer from the API server is no answer to the
 *  browser either: it sees a network failure, as it would talking to the server directly. */
export function createApiProxy(target) {
  const proxy = createProxyServer({
    target,
    changeOrigin: true,
    xfwd: false,
    selfHandleResponse: true,
  });
  proxy.on('proxyRes', relay);
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
