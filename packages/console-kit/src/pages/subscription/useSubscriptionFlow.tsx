import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { capacityProblems, devicesShown } from '../../machines/subscription.machine.ts';
import { useConsole } from '../../provider/context.ts';
import { CapacityTable } from './CapacityTable.tsx';
import {
  accountPage,
  useRefreshPlan,
  useSubscriptionMachine,
  type CardActions,
} from './useBilling.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/** The subscription machine of a page, and what its table shows. */
export function useSubscriptionFlow(
  accountSid: string,
  mode: 'upgrade' | 'modify',
  card?: CardActions,
) {
  const { router } = useConsole();
  const refresh = useRefreshPlan();
  const machine = useSubscriptionMachine(card);
  const [snapshot, send] = useMachine(machine, { input: { mode } });
  const { context } = snapshot;
  const done = snapshot.matches('done');
  useEffect(() => {
    if (!done) return;
    void refresh();
    router.navigate(accountPage(accountSid));
  }, [done, refresh, router, accountSid]);
  const problems = capacityProblems(context);
  const processing = snapshot.hasTag('processing');
  const table = context.plan && (
    <CapacityTable
      plan={context.plan}
      showDevices={devicesShown(context)}
      onAddDevices={() => send({ type: 'ADD_DEVICES' })}
      disabled={processing || !snapshot.matches('editing')}
      sessions={{
        value: context.sessions,
        problem: problems.sessions,
        onChange: (value) => send({ type: 'SET_SESSIONS', value }),
      }}
      devices={{
        value: context.devices,
        problem: problems.devices,
        onChange: (value) => send({ type: 'SET_DEVICES', value }),
      }}
    />
  );
  return { snapshot, send, table, processing };
}

/** The prices or plan could not be read: why, and 'Try again'. */
export function PlanLoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useConsole();
  return (
    <LoadFailed
      message={error instanceof Error ? error.message : t('subscription.noPrices')}
      onRetry={onRetry}
    />
  );
}
