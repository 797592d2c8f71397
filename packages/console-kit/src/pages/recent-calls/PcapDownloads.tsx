import type { Call, PcapMethod } from '../../api/calls.ts';
import { usePcapDownload } from '../../data/usePcapDownload.ts';
import { useT } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { callOwner } from './useCallData.ts';

const METHODS: PcapMethod[] = ['invite', 'register'];
const LABELS = { invite: 'pcap.invite', register: 'pcap.register' } as const;

/** The packet captures of a call (its INVITE and REGISTER dialogs); a missing one is said so
 *  beside its button. */
export function PcapDownloads({ call }: { call: Call }) {
  const t = useT();
  const { busy, missing, download } = usePcapDownload();
  return (
    <div className="ck:flex ck:flex-wrap ck:items-center ck:gap-2">
      {METHODS.map((method) => (
        <Button
          key={method}
          size="sm"
          busy={busy === method}
          onClick={() => download(callOwner(call), call.sip_callid, method)}
        >
          {t(LABELS[method])}
        </Button>
      ))}
      {missing && (
        <span role="status" className="ck:text-sm ck:text-muted">
          {t('pcap.none', { method: missing.toUpperCase() })}
        </span>
      )}
    </div>
  );
}
