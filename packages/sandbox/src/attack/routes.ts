import type { FastifyInstance } from 'fastify';

export interface RouteUnderAttack {
  method: string;
  /** The path under the API base, with its parameters as `:name`. */
  path: string;
}

const LINE = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/;

/** Every route the sandbox serves under `base`, read from Fastify's route tree (so a new route
 *  is attacked without being listed here). HEAD is left out: it is GET without a body. */
export function routesOf(app: FastifyInstance, base = '/api/v1'): RouteUnderAttack[] {
  const routes: RouteUnderAttack[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line.trimEnd());
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    if (!path.startsWith(`${base}/`) || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') {
        routes.push({ method, path: path.slice(base.length) });
      }
    }
  }
  return routes;
}
