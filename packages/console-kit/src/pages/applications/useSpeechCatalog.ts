import { useQuery } from '@tanstack/react-query';
import type { Owner } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useConsole } from '../../provider/context.ts';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { useSpeechHome } from '../../data/useSpeechHome.ts';
import { speechCredentialsApi } from '../../api/speech.ts';

/** The spec's speech list load debounce. */
export const SPEECH_LIST_DELAY_MS = 200;

/** The languages and voices of a vendor, for an application of the account (or, before an
 *  account is chosen, of the user's own level), read once the vendor and label settle. */
export function useSpeechCatalog(accountSid: string, vendor: string, label: string) {
  const { api } = useConsole();
  const { home } = useSpeechHome();
  const owner: Owner | null = accountSid ? { kind: 'Accounts', sid: accountSid } : home;
  const settledVendor = useDebouncedValue(vendor, SPEECH_LIST_DELAY_MS);
  const settledLabel = useDebouncedValue(label.trim(), SPEECH_LIST_DELAY_MS);
  const settled = settledVendor === vendor;
  const catalog = useQuery({
    queryKey: queryKeys.speechCatalog(
      owner ? `${owner.kind}/${owner.sid}` : '',
      settledVendor,
      settledLabel,
    ),
    queryFn: ({ signal }) =>
      api(speechCredentialsApi, signal).languagesAndVoices(owner!, settledVendor, settledLabel),
    enabled: Boolean(owner && settledVendor),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return { ...catalog, data: settled ? catalog.data : undefined };
}
