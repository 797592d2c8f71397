import { assign, fromPromise, setup } from 'xstate';
import { sameValue } from '../../lib/changes.ts';
import { hasMessages } from '../../lib/validation.ts';
import type { Lcr, LcrRouteInput } from '../../api/lcrs.ts';
import {
  emptyLcrValues,
  lcrFieldsChanged,
  moveRoute,
  newRoute,
  routeListPayload,
  routesChanged,
  validateLcr,
  withOwner,
  type DefaultRoute,
  type LcrValues,
  type RouteValues,
} from './lcrRules.ts';

/** What the form starts from: a stored table with its routes, or a new one (lcr null). */
export interface LcrLoaded {
  lcr: Lcr | null;
  values: LcrValues;
  defaultRoute: DefaultRoute | null;
}

export interface SaveLcrInput {
  /** Null until the table exists: the actor creates it, else it updates its fields. */
  lcrSid: string | null;
  values: LcrValues;
}

export interface SaveRoutesInput {
  lcrSid: string;
  routes: LcrRouteInput[];
}

export interface LcrEditOutput {
  lcrSid: string;
  /** This flow created the table. */
  created: boolean;
  /** The table's own fields were written. */
  lcrWritten: boolean;
  /** Its route list was written. */
  routesWritten: boolean;
}

interface LcrEditContext {
  lcrSid: string | null;
  lcr: Lcr | null;
  values: LcrValues;
  /** The form as it was loaded, less the routes removed since (those are gone from the server
   *  at once): what differs from it is not saved yet. */
  loaded: LcrValues;
  /** The form as last stored, to save only what changed (null: nothing stored yet). */
  saved: LcrValues | null;
  defaultRoute: DefaultRoute | null;
  /** Save was asked for once: the form shows what is missing from then on. */
  submitted: boolean;
  nextKey: number;
  removing: RouteValues | null;
  failure: unknown;
  created: boolean;
  lcrWritten: boolean;
  routesWritten: boolean;
}

export type LcrEditEvent =
  | { type: 'CHANGE'; patch: Partial<Pick<LcrValues, 'name' | 'isActive' | 'defaultCarrierSid'>> }
  | { type: 'SET_OWNER'; accountSid: string; offered: string[] }
  | { type: 'ADD_ROUTE' }
  | { type: 'EDIT_ROUTE'; key: string; patch: Partial<Pick<RouteValues, 'regex' | 'carrierSid'>> }
  | { type: 'MOVE_ROUTE'; from: number; to: number }
  /** A new row goes at once; a saved route is deleted on the server first. */
  | { type: 'REMOVE_ROUTE'; key: string }
  | { type: 'SAVE' }
  /** The values kept when a session ended, offered back after signing in again. */
  | { type: 'RESTORE'; values: LcrValues };

/** Whether the form differs from what was loaded: changes a session that ends keeps, and that
 *  leaving the page would lose. */
export const lcrChanged = (context: Pick<LcrEditContext, 'values' | 'loaded'>) =>
  !sameValue(context.values, context.loaded);

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} actor not provided`));

/** A failed step: remembered, and told through the provided action. */
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const failWith = [
  { type: 'rememberFailure', params: errorOf },
  { type: 'notifyFailure', params: errorOf },
] as const;

const withoutRoute = (values: LcrValues, key: string): LcrValues => ({
  ...values,
  routes: values.routes.filter((route) => route.key !== key),
});

/**
 * Editing an outbound call routing table: load it, edit the form (routes reordered, added,
 * removed), then save the table's fields and after them the whole route list, the system default
 * route last. A failed step returns to editing with the server's error and the form as it was;
 * Save tries again from the step that failed, skipping what is already stored (a table created before its routes failed is not created
 * again). Side effects are actors the caller provides: `load`, `saveLcr`, `saveRoutes`,
 * `removeRoute`; and actions `notifyFailure` (a failed write or route removal) and
 * `notifyRouteRemoved`. A table that cannot be loaded ends in `loadFailed`, its error in `failure`.
 */
export const lcrEditMachine = setup({
  types: {
    context: {} as LcrEditContext,
    events: {} as LcrEditEvent,
    input: {} as { lcrSid: string | null },
    output: {} as LcrEditOutput,
  },
  actors: {
    load: fromPromise<LcrLoaded, { lcrSid: string | null }>(notProvided('load')),
    saveLcr: fromPromise<{ lcrSid: string }, SaveLcrInput>(notProvided('saveLcr')),
    saveRoutes: fromPromise<void, SaveRoutesInput>(notProvided('saveRoutes')),
    removeRoute: fromPromise<void, { routeSid: string }>(notProvided('removeRoute')),
  },
  actions: {
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: params.error })),
    notifyFailure: (_, _params: { error: unknown }) => {},
    notifyRouteRemoved: () => {},
  },
  guards: {
    invalid: ({ context }) => hasMessages(validateLcr(context.values)),
    savedRoute: ({ context, event }) =>
      event.type === 'REMOVE_ROUTE' &&
      context.values.routes.some((route) => route.key === event.key && route.sid !== null),
    lcrNeedsSave: ({ context }) =>
      context.lcrSid === null || lcrFieldsChanged(context.saved, context.values),
    routesNeedSave: ({ context }) =>
      routesChanged(context.saved, context.values, context.defaultRoute),
  },
}).createMachine({
  id: 'lcrEdit',
  initial: 'loading',
  context: ({ input }) => ({
    lcrSid: input.lcrSid,
    lcr: null,
    values: emptyLcrValues(''),
    loaded: emptyLcrValues(''),
    saved: null,
    defaultRoute: null,
    submitted: false,
    nextKey: 1,
    removing: null,
    failure: null,
    created: false,
    lcrWritten: false,
    routesWritten: false,
  }),
  output: ({ context }) => ({
    lcrSid: context.lcrSid ?? '',
    created: context.created,
    lcrWritten: context.lcrWritten,
    routesWritten: context.routesWritten,
  }),
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ lcrSid: context.lcrSid }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            lcr: event.output.lcr,
            values: event.output.values,
            loaded: event.output.values,
            saved: event.output.lcr ? event.output.values : null,
            defaultRoute: event.output.defaultRoute,
          })),
        },
        // What the page shows in place of the form says why (see RecordUnavailable).
        onError: {
          target: 'loadFailed',
          actions: { type: 'rememberFailure', params: errorOf },
        },
      },
    },
    loadFailed: {},
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, ...event.patch },
          })),
        },
        SET_OWNER: {
          actions: assign(({ context, event }) => ({
            values: withOwner(context.values, event.accountSid, event.offered),
          })),
        },
        ADD_ROUTE: {
          actions: assign(({ context }) => ({
            values: {
              ...context.values,
              routes: [...context.values.routes, newRoute(`new-${context.nextKey}`)],
            },
            nextKey: context.nextKey + 1,
          })),
        },
        EDIT_ROUTE: {
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              routes: context.values.routes.map((route) =>
                route.key === event.key ? { ...route, ...event.patch } : route,
              ),
            },
          })),
        },
        MOVE_ROUTE: {
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              routes: moveRoute(context.values.routes, event.from, event.to),
            },
          })),
        },
        REMOVE_ROUTE: [
          {
            guard: 'savedRoute',
            target: 'removingRoute',
            actions: assign(({ context, event }) => ({
              removing: context.values.routes.find((route) => route.key === event.key) ?? null,
              failure: null,
            })),
          },
          {
            actions: assign(({ context, event }) => ({
              values: withoutRoute(context.values, event.key),
            })),
          },
        ],
        RESTORE: {
          // Rows not saved yet take fresh keys, so that later rows never share one.
          actions: assign(({ context, event }) => {
            let nextKey = context.nextKey;
            const routes = event.values.routes.map((route) =>
              route.sid ? route : { ...route, key: `new-${nextKey++}` },
            );
            return { values: { ...event.values, routes }, nextKey };
          }),
        },
        SAVE: [
          { guard: 'invalid', actions: assign({ submitted: true }) },
          {
            target: 'saving',
            actions: assign({
              submitted: true,
              failure: null,
              lcrWritten: false,
              routesWritten: false,
            }),
          },
        ],
      },
    },
    removingRoute: {
      invoke: {
        src: 'removeRoute',
        input: ({ context }) => ({ routeSid: context.removing?.sid ?? '' }),
        onDone: {
          target: 'editing',
          actions: [
            // What is stored still lists it, so a later save renumbers the routes left.
            assign(({ context }) => ({
              values: withoutRoute(context.values, context.removing?.key ?? ''),
              loaded: withoutRoute(context.loaded, context.removing?.key ?? ''),
              removing: null,
            })),
            'notifyRouteRemoved',
          ],
        },
        onError: {
          target: 'editing',
          actions: [assign({ removing: null }), ...failWith],
        },
      },
    },
    saving: {
      initial: 'checkingLcr',
      states: {
        checkingLcr: {
          always: [{ guard: 'lcrNeedsSave', target: 'writingLcr' }, { target: 'checkingRoutes' }],
        },
        writingLcr: {
          invoke: {
            src: 'saveLcr',
            input: ({ context }) => ({ lcrSid: context.lcrSid, values: context.values }),
            onDone: {
              target: 'checkingRoutes',
              actions: assign(({ context, event }) => ({
                lcrSid: event.output.lcrSid,
                created: context.created || context.lcrSid === null,
                lcrWritten: true,
                // The fields are stored; a new table has no routes stored yet.
                saved: {
                  ...(context.saved ?? { ...context.values, defaultCarrierSid: '', routes: [] }),
                  name: context.values.name,
                  isActive: context.values.isActive,
                },
              })),
            },
            onError: { target: '#lcrEdit.editing', actions: failWith },
          },
        },
        checkingRoutes: {
          always: [
            { guard: 'routesNeedSave', target: 'writingRoutes' },
            { target: '#lcrEdit.saved' },
          ],
        },
        writingRoutes: {
          invoke: {
            src: 'saveRoutes',
            input: ({ context }) => ({
              lcrSid: context.lcrSid ?? '',
              routes: routeListPayload(context.values, context.defaultRoute),
            }),
            onDone: { target: '#lcrEdit.saved', actions: assign({ routesWritten: true }) },
            onError: { target: '#lcrEdit.editing', actions: failWith },
          },
        },
      },
    },
    saved: { type: 'final' },
  },
});
