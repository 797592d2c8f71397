import { useState } from 'react';
import type { Call, PcapMethod } from '../../api/calls.ts';
import { isApiError } from '../../api/errors.ts';
import { useConsole } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { saveFile } from '../../ui/saveFile.ts';
import { callOwner } from './useCallData.ts';

const METHODS: PcapMethod[] = ['invite', 'register'];
const LABELS = { invite: 'pcap.invite', register: 'pcap.register' } as const;

/** The packet captures of a call (its INVITE and REGISTER dialogs), fetched with the session's
 *  token and saved as callid-{sip_callid}.pcap; a missing one is said so beside its button. */
export function PcapDownloads({ call }: { call: Call }) {
  const { api, t, notifier } = useConsole();
  const [busy, setBusy] = useState<PcapMethod | null>(null);
  const [missing, setMissing] = useState<PcapMethod | null>(null);
  const download = async (method: PcapMethod) => {
    setBusy(method);
    setMissing(null);
    try {
      const file = await api.recentCalls.pcap(callOwner(call), call.sip_callid, method);
      saveFile(file.blob, file.filename ?? `callid-${call.sip_callid}.pcap`);
    } catch (error) {
      if (isApiError(error) && error.status === 404) setMissing(method);
      else if (!(isApiError(error) && error.endedSession)) {
        notifier.notify('error', (error as Error).message);
      }
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="ck:flex ck:flex-wrap ck:items-center ck:gap-2">
      {METHODS.map((method) => (
        <Button key={method} size="sm" busy={busy === method} onClick={() => download(method)}>
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
