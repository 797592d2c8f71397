import type { VoipCarrier } from '../../api/carriers.ts';
import { useT } from '../../provider/context.ts';
import { cn } from '../../ui/cn.ts';
import { registerState } from './carrierRules.ts';

const TONE = {
  registered: 'ck:text-success',
  unregistered: 'ck:text-danger',
  notStarted: 'ck:text-muted',
} as const;

const LABEL = {
  registered: 'carriers.registered',
  unregistered: 'carriers.unregistered',
  notStarted: 'carriers.notStarted',
} as const;

/** Whether the carrier is registered, with the reason; only where registration is required. */
export function RegisterStatusCell({ carrier }: { carrier: VoipCarrier }) {
  const t = useT();
  const register = registerState(carrier);
  if (!register) return <span className="ck:text-muted">{t('carriers.noRegister')}</span>;
  return (
    <span className="ck:whitespace-nowrap">
      <span className={cn('ck:font-medium', TONE[register.state])}>{t(LABEL[register.state])}</span>
      {register.reason && <span className="ck:text-sm ck:text-muted"> · {register.reason}</span>}
    </span>
  );
}
