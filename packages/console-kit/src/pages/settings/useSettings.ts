import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../data/queryKeys.ts';
import { useConsole } from '../../provider/context.ts';
import { settingsApi } from '../../api/settings.ts';

/** What the admin tab shows: system information, the password policy and the TTS cache. */
export function useAdminSettings() {
  const { api } = useConsole();
  const system = useQuery({
    queryKey: queryKeys.systemInformation,
    queryFn: ({ signal }) => api(settingsApi, signal).systemInformation(),
  });
  const password = useQuery({
    queryKey: queryKeys.passwordSettings,
    queryFn: ({ signal }) => api(settingsApi, signal).passwordSettings(),
  });
  const ttsCache = useQuery({
    queryKey: queryKeys.ttsCache,
    queryFn: ({ signal }) => api(settingsApi, signal).ttsCache(),
  });
  return { system, password, ttsCache };
}
