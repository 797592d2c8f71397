/** What a route answers: a list (an array), or a page of one (`{ total, data: [] }`). */
export type Shape = 'list' | 'page';

/** Why an answer does not have its route's shape, or null when it has. */
export function shapeProblem(body: unknown, shape: Shape): string | null {
  if (shape === 'list') return Array.isArray(body) ? null : 'expected a list (an array)';
  const page = body as { total?: unknown; data?: unknown } | null;
  if (typeof page !== 'object' || page === null || Array.isArray(page))
    return 'expected a page ({ total, data })';
  if (typeof page.total !== 'number') return 'expected a page whose total is a number';
  if (!Array.isArray(page.data)) return 'expected a page whose data is a list';
  return null;
}

/** A server answered a route with another shape than the console's contract says (development
 *  only): names the route and what was expected. */
export class ShapeError extends Error {
  constructor(route: string, problem: string) {
    super(`${route} answered with the wrong shape: ${problem}`);
    this.name = 'ShapeError';
  }
}
