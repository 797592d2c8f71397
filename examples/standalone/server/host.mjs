// The host server: the built console, its runtime configuration, and the API proxy on one origin.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { createApiProxy } from './api-proxy.mjs';
import { securityHeaders } from './security.mjs';

const JSON_TYPE = 'application/json; charset=utf-8';
const HASHED_ASSETS = '/assets/';

/** The page's first-request script (built beside the console: vite.first-request.config.ts), as
 *  the text of an inline script and its hash for the Content-Security-Policy; null when the build
 *  has none. */
function firstRequestScript(root) {
  const file = join(root, 'first-request.js');
  if (!existsSync(file)) return null;
  const code = readFileSync(file, 'utf8')
    .trim()
    .replace(/<\/script/gi, '<\\/script');
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/** index.html with the runtime configuration inside it (no extra round trip before the console
 *  starts), the first-request script after it (the page's rows are asked for before the
 *  console's code has come), and the route's own chunks named for preloading, in each encoding a
 *  browser may accept. `<` is escaped so the JSON cannot end its script element. */
function configuredPage(html, config, firstRequest, preloads) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const first = [
    `<script id="console-config" type="application/json">${json}</script>`,
    ...(firstRequest ? [`<script>${firstRequest.code}</script>`] : []),
  ];
  const preloading = preloads.map((href) => `<link rel="modulepreload" href="${href}" />`);
  const lines = (tags) => tags.map((tag) => `${tag}\n    `).join('');
  // Before the console's own script and styles, so that the request goes out first.
  const at = html.search(/<script|<link/);
  const head = at < 0 ? html.indexOf('</head>') : at;
  const body = Buffer.from(
    (html.slice(0, head) + lines(first) + html.slice(head)).replace(
      '</head>',
      `${lines(preloading)}</head>`,
    ),
  );
  return { identity: body, br: brotliCompressSync(body), gzip: gzipSync(body) };
}

/** The chunks a first load of a path needs, from the build's manifest: the entry's imports (the
 *  libraries and the console's core, which the entry would otherwise ask for only once it has
 *  come), then the page's and, inside the shell, the shell's (console-kit's routeModules names
 *  their modules, whose chunks carry their names). Loaded beside the entry, they are there when
 *  it asks for them. */
async function chunkPreloads(root) {
  const file = join(root, '.vite/manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const { routeModules } = await import('console-kit');
  const closure = (key, into) => {
    if (!manifest[key] || into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = entry ? closure(entry, new Set()) : new Set();
  initial.delete(entry);
  // A name two chunks share names neither.
  const byName = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && chunk.name)
      byName.set(chunk.name, byName.has(chunk.name) ? null : key);
  }
  return (pathname) => {
    const keys = new Set(initial);
    for (const module of routeModules(pathname)) closure(byName.get(module), keys);
    keys.delete(entry);
    return [...keys].map((key) => `/${manifest[key].file}`);
  };
}

function sendPage(page, req, res) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const body = encoding ? page[encoding] : page.identity;
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const pathnameOf = (url) => {
  try {
    return new URL(url, 'http://host.invalid').pathname;
  } catch {
    return null;
  }
};

/** Starts the host server; resolves to its URL and the server (whose close ends every open
 *  connection). */
export async function startHostServer({
  port = 8080,
  host = '127.0.0.1',
  dist,
  apiTarget,
  apiBase = '/api/v1',
  features = {},
  theme = 'light',
  hosted,
  payments,
  connectSrc = [],
  frameAncestors = ["'self'"],
}) {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built host in ${root}: run the build first.`);
  }
  const config = {
    apiBase,
    features,
    theme,
    ...(hosted ? { hosted } : {}),
    ...(payments ? { payments } : {}),
  };
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const firstRequest = firstRequestScript(root);
  const preloadsOf = await chunkPreloads(root);
  // One page per set of chunks to preload (a route's), made on its first request.
  const pages = new Map();
  const pageFor = (pathname) => {
    const preloads = preloadsOf(pathname);
    const key = preloads.join(' ');
    if (!pages.has(key)) pages.set(key, configuredPage(html, config, firstRequest, preloads));
    return pages.get(key);
  };
  // An API base on another origin (no proxy) is one the console may call.
  const apiOrigin = /^https?:\/\//i.test(apiBase) ? [new URL(apiBase).origin] : [];
  const headers = securityHeaders({
    payments: Boolean(payments),
    connectSrc: [...apiOrigin, ...connectSrc],
    frameAncestors,
    scriptHashes: firstRequest ? [firstRequest.hash] : [],
  });
  const api = apiTarget ? createApiProxy(apiTarget) : null;
  const files = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders: (res, pathname) =>
      res.setHeader(
        'cache-control',
        pathname.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });

  function route(req, res) {
    const url = req.url ?? '/';
    if (api && /^\/api\/v1(\/|\?|$)/.test(url)) return api.handle(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = pathnameOf(url);
    if (pathname === null) {
      res.writeHead(400).end();
      return;
    }
    headers(req, res, () => {
      if (pathname === '/config.json') {
        res.writeHead(200, { 'content-type': JSON_TYPE, 'cache-control': 'no-store' });
        res.end(JSON.stringify(config));
      } else if (pathname === '/' || pathname === '/index.html') {
        sendPage(pageFor('/'), req, res);
      } else {
        files(req, res, () => {
          // A missing hashed asset is missing (never the page in its place); any other path is a
          // route of the console.
          if (pathname.startsWith(HASHED_ASSETS)) res.writeHead(404).end();
          else sendPage(pageFor(pathname), req, res);
        });
      }
    });
  }

  const server = createServer((req, res) => {
    try {
      route(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(400);
      res.end();
    }
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  server.on('close', () => api?.close());
  const close = server.close.bind(server);
  server.close = (callback) => {
    close(callback);
    server.closeAllConnections();
    return server;
  };
  return new Promise((resolveUrl, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolveUrl({ url: `http://${host}:${address.port}`, server });
    });
  });
}
