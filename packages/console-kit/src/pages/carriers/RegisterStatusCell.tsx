import type { VoipCarrier } from '../../api/carriers.ts';
import type { Owner } from '../../api/types.ts';
import { usePcapDownload } from '../../data/usePcapDownload.ts';
import { useT } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { registerState } from './carrierRules.ts';

const TONE = {
  registered: 'ck:text-success',
  unregistered: 'ck:text-danger',
  notStarted: 'ck:text-muted',
  unreadable: 'ck:text-danger',
} as const;

const LABEL = {
  registered: 'carriers.registered',
  unregistered: 'carriers.unregistered',
  notStarted: 'carriers.notStarted',
  unreadable: 'carriers.statusError',
} as const;

/** Whether the carrier is registered, with the reason; only where registration is required.
 *  With the Call-ID of the last REGISTER, that REGISTER's packet capture can be downloaded. */
export function RegisterStatusCell({ carrier }: { carrier: VoipCarrier }) {
  const t = useT();
  const register = registerState(carrier);
  if (!register) return <span className="ck:text-muted">{t('carriers.noRegister')}</span>;
  const callId = register.callId;
  const reason = register.reason ? ` · ${register.reason}` : '';
  // One line in the list's row: the reason cut short where it must, whole in the title; on a
  // card (a narrow table) the capture's button goes under it rather than past the edge.
  return (
    <span className="ck:flex ck:items-center ck:gap-x-2 ck:@max-[640px]:flex-wrap">
      <span className="ck:min-w-0 ck:truncate" title={`${t(LABEL[register.state])}${reason}`}>
        <span className={cn('ck:font-medium', TONE[register.state])}>
          {t(LABEL[register.state])}
        </span>
        {reason && <span className="ck:text-sm ck:text-muted">{reason}</span>}
      </span>
      {callId && <RegisterCapture carrier={carrier} callId={callId} />}
    </span>
  );
}

/** The capture of the carrier's last REGISTER, looked up by its Call-ID where the carrier lives. */
function RegisterCapture({ carrier, callId }: { carrier: VoipCarrier; callId: string }) {
  const t = useT();
  const { busy, missing, download } = usePcapDownload();
  const owner: Owner = carrier.account_sid
    ? { kind: 'Accounts', sid: carrier.account_sid }
    : { kind: 'ServiceProviders', sid: carrier.service_provider_sid ?? '' };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        busy={busy === 'register'}
        aria-label={t('carriers.registerCaptureOf', { name: carrier.name })}
        onClick={() => download(owner, callId, 'register')}
      >
        {t('carriers.registerCapture')}
      </Button>
      {missing && (
        <span role="status" className="ck:text-sm ck:text-muted">
          {t('carriers.registerCaptureMissing')}
        </span>
      )}
    </>
  );
}
