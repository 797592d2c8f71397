import { useState } from 'react';
import type { PcapMethod } from '../api/calls.ts';
import { isApiError } from '../api/errors.ts';
import type { Owner } from '../api/types.ts';
import { useConsole } from '../provider/context.ts';
import { saveFile } from '../lib/saveFile.ts';
import { recentCallsApi } from '../api/calls.ts';

/** Downloads a packet capture (a call's INVITE or REGISTER dialog, or a carrier's last REGISTER)
 *  with the session's token, saved as callid-{sip call id}.pcap. A capture the server does not
 *  hold (404) is noted as missing; another failure is a toast. */
export function usePcapDownload() {
  const { api, notifier } = useConsole();
  const [busy, setBusy] = useState<PcapMethod | null>(null);
  const [missing, setMissing] = useState<PcapMethod | null>(null);
  const download = async (owner: Owner, sipCallId: string, method: PcapMethod) => {
    setBusy(method);
    setMissing(null);
    try {
      const file = await api(recentCallsApi).pcap(owner, sipCallId, method);
      saveFile(file.blob, file.filename ?? `callid-${sipCallId}.pcap`);
    } catch (error) {
      if (isApiError(error) && error.status === 404) setMissing(method);
      else if (!(isApiError(error) && error.endedSession)) {
        notifier.notify('error', (error as Error).message);
      }
    } finally {
      setBusy(null);
    }
  };
  return { busy, missing, download };
}
