import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { isApiError } from '../../api/errors.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import {
  lcrChanged,
  lcrEditMachine,
  type LcrEditOutput,
  type LcrLoaded,
  type SaveLcrInput,
  type SaveRoutesInput,
} from './lcrEdit.machine.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { useLeads } from '../../provider/leads.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { useLocation } from '../../provider/useLocation.ts';
import { Loading } from '../../ui/Loading.tsx';
import { LcrForm } from './LcrForm.tsx';
import { emptyLcrValues, lcrPayload, lcrValues, type LcrValues } from './lcrRules.ts';
import { LCR_ADD, LCR_LIST, lcrEditPath, useLcrHome } from './useLcrs.ts';
import { lcrsApi } from '../../api/lcrs.ts';

/** The toast of a finished save: what this save wrote. */
function savedMessage(output: LcrEditOutput): MessageKey {
  if (output.created) return 'lcr.created';
  if (output.routesWritten && !output.lcrWritten) return 'lcr.ruleUpdated';
  return 'lcr.updated';
}

/**
 * Add or edit an outbound call routing table through the lcrEdit machine, whose side effects are
 * the console's API calls. A saved table takes an admin back to the list; other users stay on
 * their table's page, read afresh (`onSaved`).
 */
export function LcrEditor({
  lcrSid,
  serviceProviderSid,
  onSaved,
}: {
  lcrSid: string | null;
  /** The provider a new table belongs to (or whose account it is). */
  serviceProviderSid: string;
  onSaved(): void;
}) {
  const { api, t, notifier, router, workKeeper } = useConsole();
  const { pathname } = useLocation();
  const { permissions } = useRequiredSession();
  const leads = useLeads();
  const queryClient = useQueryClient();
  const home = useLcrHome();
  const [machine] = useState(() =>
    lcrEditMachine.provide({
      actors: {
        load: fromPromise<LcrLoaded, { lcrSid: string | null }>(async ({ input }) => {
          const sid = input.lcrSid;
          if (!sid) {
            const own = permissions.fixedAccount ?? '';
            return { lcr: null, values: emptyLcrValues(own), defaultRoute: null };
          }
          const [lcr, routes] = await Promise.all([
            queryClient.fetchQuery({
              queryKey: queryKeys.lcr(sid),
              queryFn: ({ signal }) => api(lcrsApi, signal).get(sid),
            }),
            queryClient.fetchQuery({
              queryKey: queryKeys.lcrRoutes(sid),
              queryFn: ({ signal }) => api(lcrsApi, signal).routes(sid),
            }),
          ]);
          return { lcr, ...lcrValues(lcr, routes) };
        }),
        saveLcr: fromPromise<{ lcrSid: string }, SaveLcrInput>(async ({ input }) => {
          const body = lcrPayload(input.values, serviceProviderSid);
          if (!input.lcrSid) return { lcrSid: (await api(lcrsApi).create(body)).sid };
          await api(lcrsApi).update(input.lcrSid, { name: body.name, is_active: body.is_active });
          return { lcrSid: input.lcrSid };
        }),
        saveRoutes: fromPromise<void, SaveRoutesInput>(({ input }) =>
          api(lcrsApi).saveRoutes(input.lcrSid, input.routes),
        ),
        removeRoute: fromPromise<void, { routeSid: string }>(({ input }) =>
          api(lcrsApi).removeRoute(input.routeSid),
        ),
      },
      actions: {
        notifyFailure: (_, { error }) => {
          // A failure that ended the session is told by the sign-in page.
          if (isApiError(error) && error.endedSession) return;
          notifier.notify('error', error instanceof Error ? error.message : t('error.generic'));
        },
        notifyRouteRemoved: () => {
          notifier.notify('success', t('lcr.ruleDeleted'));
          void queryClient.invalidateQueries({ queryKey: queryKeys.lcrs });
        },
      },
    }),
  );
  const [snapshot, send, actorRef] = useMachine(machine, { input: { lcrSid } });
  const output = snapshot.status === 'done' ? snapshot.output : null;
  const loadFailed = snapshot.matches('loadFailed');
  const loaded = !snapshot.matches('loading') && !loadFailed;
  // A finished save is told and left once, however often the page renders afterwards.
  const finished = useRef(false);

  useEffect(() => {
    if (!output || finished.current) return;
    finished.current = true;
    notifier.notify('success', t(savedMessage(output)));
    void queryClient.invalidateQueries({ queryKey: queryKeys.lcrs }).then(() => {
      if (!lcrSid && leads.created) leads.created(output.lcrSid);
      else if (permissions.canListOutboundRouting) router.navigate(LCR_LIST);
      else if (output.lcrSid !== lcrSid)
        router.navigate(lcrEditPath(output.lcrSid), { replace: true });
      else onSaved();
    });
  }, [output, permissions, lcrSid, leads, notifier, onSaved, queryClient, router, t]);

  // What is typed is kept if the session ends meanwhile, and offered back after signing in.
  useEffect(() => {
    if (!loaded) return;
    return workKeeper.track({
      path: pathname,
      name: 'lcr',
      read: () => {
        const { context } = actorRef.getSnapshot();
        return { changed: lcrChanged(context), values: context.values };
      },
      restore: (values) => actorRef.send({ type: 'RESTORE', values: values as LcrValues }),
    });
  }, [loaded, workKeeper, pathname, actorRef]);

  if (loadFailed) {
    const { failure } = snapshot.context;
    return (
      <RecordUnavailable
        error={failure instanceof Error ? failure : new Error(t('error.generic'))}
        listPath={home === lcrEditPath(lcrSid ?? '') ? LCR_ADD : home}
      />
    );
  }
  if (!loaded || output) return <Loading />;
  return <LcrForm snapshot={snapshot} send={send} serviceProviderSid={serviceProviderSid} />;
}
