import { useState } from 'react';
import type { Download } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { saveFile } from '../../../lib/saveFile.ts';
import { useConsole } from '../../../provider/context.ts';
import { recordingsApi } from '../../../api/calls.ts';

/** Saves the whole recording: the copy the player already holds, or else the file fetched now,
 *  its progress in percent on the way (null when idle, or while the size is unknown). A failure
 *  is a toast. */
export function useRecordingDownload(url: string, held: Download | null, name: string) {
  const { api, notifier } = useConsole();
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const download = async () => {
    setBusy(true);
    try {
      const file =
        held ??
        (await api(recordingsApi).audio(url, undefined, (loaded, total) =>
          setPercent(total ? Math.floor((loaded / total) * 100) : null),
        ));
      saveFile(file.blob, file.filename ?? name);
    } catch (error) {
      if (!(isApiError(error) && error.endedSession)) {
        notifier.notify('error', (error as Error).message);
      }
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };
  return { busy, percent, download };
}
