import { useWrite } from '../../../data/useWrite.ts';
import { useConsole } from '../../../provider/context.ts';
import { recordingsApi } from '../../../api/calls.ts';

/** Deletes a call's recording, with the success toast; the player then says there is none. */
export function useDeleteRecording(url: string, onDone: () => void) {
  const { api, t } = useConsole();
  return useWrite({
    write: () => api(recordingsApi).remove(url),
    success: () => t('player.deleted'),
    onDone,
  });
}
