import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { emptyLcrValues, lcrValues } from './lcrRules.ts';
import { STORED_LCR, STORED_ROUTES } from './lcrTestData.ts';
import {
  lcrChanged,
  lcrEditMachine,
  type LcrLoaded,
  type SaveLcrInput,
  type SaveRoutesInput,
} from './lcrEdit.machine.ts';

const EDITING: LcrLoaded = { lcr: STORED_LCR, ...lcrValues(STORED_LCR, STORED_ROUTES) };
const CREATING: LcrLoaded = { lcr: null, values: emptyLcrValues('a1'), defaultRoute: null };

/** Calls the actors received, and failures to answer: a step fails while its queue says so. */
function start(
  loaded: LcrLoaded | Error,
  failures: { saveLcr?: string[]; saveRoutes?: string[]; removeRoute?: string[] } = {},
) {
  const calls = {
    saveLcr: [] as SaveLcrInput[],
    saveRoutes: [] as SaveRoutesInput[],
    removeRoute: [] as string[],
    notified: [] as string[],
  };
  const failNext = (step: keyof typeof failures) => {
    const message = failures[step]?.shift();
    if (message) throw new Error(message);
  };
  const actor = createActor(
    lcrEditMachine.provide({
      actors: {
        load: fromPromise<LcrLoaded, { lcrSid: string | null }>(async () => {
          if (loaded instanceof Error) throw loaded;
          return loaded;
        }),
        saveLcr: fromPromise<{ lcrSid: string }, SaveLcrInput>(async ({ input }) => {
          calls.saveLcr.push(input);
          failNext('saveLcr');
          return { lcrSid: input.lcrSid ?? 'new-lcr' };
        }),
        saveRoutes: fromPromise<void, SaveRoutesInput>(async ({ input }) => {
          calls.saveRoutes.push(input);
          failNext('saveRoutes');
        }),
        removeRoute: fromPromise<void, { routeSid: string }>(async ({ input }) => {
          calls.removeRoute.push(input.routeSid);
          failNext('removeRoute');
        }),
      },
      actions: {
        notifyFailure: (_, { error }) => calls.notified.push((error as Error).message),
        notifyRouteRemoved: () => calls.notified.push('route removed'),
      },
    }),
    { input: { lcrSid: loaded instanceof Error || loaded.lcr ? 'l1' : null } },
  );
  actor.start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
type State = Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0];

const settled = (actor: Actor, state: State) =>
  new Promise<void>((resolve) => {
    const check = () => actor.getSnapshot().matches(state) && resolve();
    actor.subscribe(check);
    check();
  });

const regexes = (actor: Actor) => actor.getSnapshot().context.values.routes.map((r) => r.regex);

describe('lcrEditMachine', () => {
  it('loads a table, reorders its routes and saves only the route list, in order', async () => {
    const { actor, calls } = start(EDITING);
    await settled(actor, 'editing');
    actor.send({ type: 'MOVE_ROUTE', from: 1, to: 0 });
    expect(regexes(actor)).toEqual(['^44', '1']);
    actor.send({ type: 'SAVE' });
    expect(await toPromise(actor)).toEqual({
      lcrSid: 'l1',
      created: false,
      lcrWritten: false,
      routesWritten: true,
    });
    expect(calls.saveLcr).toEqual([]);
    expect(calls.saveRoutes).toHaveLength(1);
    const { routes } = calls.saveRoutes[0]!;
    expect(routes.map((r) => [r.lcr_route_sid, r.regex, r.priority])).toEqual([
      ['r2', '^44', 1],
      ['r1', '1', 2],
      ['r9', '.*', 9999],
    ]);
  });

  it('saves the table’s fields first when they changed, then the routes', async () => {
    const { actor, calls } = start(EDITING);
    await settled(actor, 'editing');
    actor.send({ type: 'CHANGE', patch: { name: 'Acme routes', isActive: false } });
    actor.send({ type: 'CHANGE', patch: { defaultCarrierSid: 'c2' } });
    actor.send({ type: 'SAVE' });
    expect(await toPromise(actor)).toMatchObject({ lcrWritten: true, created: false });
    expect(calls.saveLcr.map((c) => [c.lcrSid, c.values.name, c.values.isActive])).toEqual([
      ['l1', 'Acme routes', false],
    ]);
    expect(calls.saveRoutes[0]!.routes.at(-1)?.lcr_carrier_set_entries[0]?.voip_carrier_sid).toBe(
      'c2',
    );
  });

  it('writes nothing that did not change', async () => {
    const { actor, calls } = start(EDITING);
    await settled(actor, 'editing');
    actor.send({ type: 'SAVE' });
    expect(await toPromise(actor)).toMatchObject({ lcrWritten: false, routesWritten: false });
    expect([calls.saveLcr, calls.saveRoutes]).toEqual([[], []]);
  });

  it('stays editing and marks the form submitted while it is not valid', async () => {
    const { actor, calls } = start(CREATING);
    await settled(actor, 'editing');
    actor.send({ type: 'ADD_ROUTE' });
    actor.send({ type: 'SAVE' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.submitted).toBe(true);
    expect(calls.saveLcr).toEqual([]);
  });

  it('creates a table with its routes and the system default route', async () => {
    const { actor, calls } = start(CREATING);
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.values.accountSid).toBe('a1');
    actor.send({ type: 'CHANGE', patch: { name: 'Sales', defaultCarrierSid: 'c1' } });
    actor.send({ type: 'ADD_ROUTE' });
    actor.send({ type: 'ADD_ROUTE' });
    const [first, second] = actor.getSnapshot().context.values.routes;
    expect([first?.key, second?.key]).toEqual(['new-1', 'new-2']);
    actor.send({ type: 'EDIT_ROUTE', key: 'new-1', patch: { regex: '1508', carrierSid: 'c2' } });
    actor.send({ type: 'EDIT_ROUTE', key: 'new-2', patch: { regex: '1', carrierSid: 'c1' } });
    actor.send({ type: 'SAVE' });
    expect(await toPromise(actor)).toEqual({
      lcrSid: 'new-lcr',
      created: true,
      lcrWritten: true,
      routesWritten: true,
    });
    expect(calls.saveLcr[0]?.lcrSid).toBeNull();
    expect(calls.saveRoutes[0]).toMatchObject({ lcrSid: 'new-lcr' });
    expect(calls.saveRoutes[0]!.routes.map((r) => [r.regex, r.priority])).toEqual([
      ['1508', 1],
      ['1', 2],
      ['.*', 9999],
    ]);
  });

  it('keeps the form when the routes fail, and a retry does not create the table again', async () => {
    const { actor, calls } = start(CREATING, { saveRoutes: ['carrier store offline'] });
    await settled(actor, 'editing');
    actor.send({ type: 'CHANGE', patch: { name: 'Sales', defaultCarrierSid: 'c1' } });
    actor.send({ type: 'SAVE' });
    await settled(actor, 'editing');
    const { context } = actor.getSnapshot();
    expect((context.failure as Error).message).toBe('carrier store offline');
    expect(calls.notified).toEqual(['carrier store offline']);
    expect(context.values).toMatchObject({ name: 'Sales', defaultCarrierSid: 'c1' });
    expect(context.lcrSid).toBe('new-lcr');
    actor.send({ type: 'SAVE' });
    expect(await toPromise(actor)).toEqual({
      lcrSid: 'new-lcr',
      created: true,
      lcrWritten: false,
      routesWritten: true,
    });
    expect(calls.saveLcr).toHaveLength(1);
    expect(calls.saveRoutes).toHaveLength(2);
  });

  it('keeps the form when the table’s fields fail, and tries them again', async () => {
    const { actor, calls } = start(EDITING, { saveLcr: ['name store offline'] });
    await settled(actor, 'editing');
    actor.send({ type: 'CHANGE', patch: { name: 'Renamed' } });
    actor.send({ type: 'SAVE' });
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.values.name).toBe('Renamed');
    expect(calls.saveRoutes).toEqual([]);
    actor.send({ type: 'SAVE' });
    expect(await toPromise(actor)).toMatchObject({ lcrWritten: true });
    expect(calls.saveLcr).toHaveLength(2);
  });

  it('removes a new row at once, and deletes a saved route on the server first', async () => {
    const { actor, calls } = start(EDITING, { removeRoute: ['route is locked'] });
    await settled(actor, 'editing');
    actor.send({ type: 'ADD_ROUTE' });
    actor.send({ type: 'REMOVE_ROUTE', key: 'new-1' });
    expect(regexes(actor)).toEqual(['1', '^44']);
    expect(calls.removeRoute).toEqual([]);

    actor.send({ type: 'REMOVE_ROUTE', key: 'r1' });
    await settled(actor, 'editing');
    expect(calls.notified).toEqual(['route is locked']);
    expect(regexes(actor)).toEqual(['1', '^44']);

    actor.send({ type: 'REMOVE_ROUTE', key: 'r1' });
    await settled(actor, 'editing');
    expect(calls.removeRoute).toEqual(['r1', 'r1']);
    expect(calls.notified).toEqual(['route is locked', 'route removed']);
    expect(regexes(actor)).toEqual(['^44']);
    // The deleted route is no longer stored: the rest still has to be renumbered and saved.
    actor.send({ type: 'SAVE' });
    await toPromise(actor);
    expect(calls.saveRoutes[0]!.routes.map((r) => [r.lcr_route_sid, r.priority])).toEqual([
      ['r2', 1],
      ['r9', 9999],
    ]);
  });

  it('tells whether the form differs from what was loaded; a route deleted on the server is no change', async () => {
    const { actor } = start(EDITING);
    await settled(actor, 'editing');
    const changed = () => lcrChanged(actor.getSnapshot().context);
    expect(changed()).toBe(false);
    actor.send({ type: 'CHANGE', patch: { name: 'Another name' } });
    expect(changed()).toBe(true);
    actor.send({ type: 'CHANGE', patch: { name: EDITING.values.name } });
    expect(changed()).toBe(false);
    actor.send({ type: 'ADD_ROUTE' });
    expect(changed()).toBe(true);
    actor.send({ type: 'REMOVE_ROUTE', key: 'new-1' });
    expect(changed()).toBe(false);
    actor.send({ type: 'REMOVE_ROUTE', key: 'r1' });
    await settled(actor, 'editing');
    expect(regexes(actor)).toEqual(['^44']);
    expect(changed()).toBe(false);
    actor.send({ type: 'MOVE_ROUTE', from: 0, to: 0 });
    expect(changed()).toBe(false);
  });

  it('clears the carriers another owner may not use', async () => {
    const { actor } = start(CREATING);
    await settled(actor, 'editing');
    actor.send({ type: 'CHANGE', patch: { defaultCarrierSid: 'pbx' } });
    actor.send({ type: 'SET_OWNER', accountSid: '', offered: ['pstn'] });
    expect(actor.getSnapshot().context.values).toMatchObject({
      accountSid: '',
      defaultCarrierSid: '',
    });
  });

  it('stops in loadFailed with the error when the table cannot be read', async () => {
    const { actor, calls } = start(new Error('insufficient permissions'));
    await settled(actor, 'loadFailed');
    expect((actor.getSnapshot().context.failure as Error).message).toBe('insufficient permissions');
    // The page says why, in place of the form: no toast besides.
    expect(calls.notified).toEqual([]);
  });

  it('restores kept values, new rows taking fresh keys', async () => {
    const { actor } = start(EDITING);
    await settled(actor, 'editing');
    actor.send({ type: 'ADD_ROUTE' });
    const kept = actor.getSnapshot().context.values;
    const restored = {
      ...kept,
      name: 'Kept name',
      routes: [...kept.routes, { ...kept.routes[2]!, regex: '^33' }],
    };
    actor.send({ type: 'RESTORE', values: restored });
    const { values, loaded } = actor.getSnapshot().context;
    expect(values.name).toBe('Kept name');
    expect(values.routes.map((r) => r.key)).toEqual(['r1', 'r2', 'new-2', 'new-3']);
    expect(loaded).toEqual(EDITING.values);
    actor.send({ type: 'ADD_ROUTE' });
    expect(actor.getSnapshot().context.values.routes.at(-1)?.key).toBe('new-4');
  });
});
