import type { ReactNode } from 'react';
import type { Session } from '../provider/context.ts';
import type { Features } from '../provider/features.ts';
import type { MessageKey } from '../messages/catalog.ts';
import type { RouteQuery } from './routeQuery.ts';

/** A route's parameters by name, from its path's `:name` segments. */
export type Params = Record<string, string>;

/** One row of the route table: where a page lives, who may open it, and the page itself. */
export interface RouteDefinition {
  path: string;
  /** Internal routes need a signed-in user and render inside the shell. */
  internal: boolean;
  /** Whether the route exists with these flags (absent routes are not found). */
  available?(features: Features): boolean;
  /** Why this user may not open the page (the spec's message), or null when they may. */
  denied?(session: Session, params: Params): MessageKey | null;
  render(params: Params): ReactNode;
  /** The page's first request, started as the route opens (beside the page's code). */
  firstQuery?: RouteQuery;
}
