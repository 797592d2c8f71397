import type { FastifyInstance } from 'fastify';

/**
 * GET on the API base itself: a short JSON index of the routes, so that the link `npm start`
 * prints shows something in a browser. A real jambonz server has no route there (its routers
 * start at `/v1/{Resource}`), so no console call can meet it. Registered before the resources,
 * it learns theirs as they are added.
 */
export function apiIndexRoute(api: FastifyInstance): void {
  const routes = new Map<string, Set<string>>();
  api.addHook('onRoute', (route) => {
    const path = route.url.slice(route.prefix.length);
    if (path === '' || path === '/') return;
    const methods = routes.get(path) ?? routes.set(path, new Set()).get(path)!;
    for (const method of [route.method].flat()) if (method !== 'HEAD') methods.add(method);
  });
  api.get('/', { config: { public: true } }, async (request) => ({
    about: 'console-kit sandbox: the jambonz REST API v1 on SQLite, for development and tests',
    base: request.url.split('?')[0]?.replace(/\/$/, ''),
    signIn:
      'POST {base}/login with {"username", "password"}; then send "Authorization: Bearer {token}"',
    routes: Object.fromEntries(
      [...routes]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([path, methods]) => [path, [...methods].join(' ')]),
    ),
  }));
}
