import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleCustomVoice, SpeechCredential } from '../../api/speech.ts';
import type { Owner } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { sameValue } from '../../lib/changes.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useAccountFilter } from '../../data/useAccountFilter.ts';
import { filterAccount } from '../../data/listOwner.ts';
import { useListParams } from '../../data/useListParams.ts';
import { useSpeechHome } from '../../data/useSpeechHome.ts';
import { useWrite } from '../../data/useWrite.ts';
import { speechVendor } from '../../lib/speechVendors.ts';
import { sortByText } from '../../lib/textOrder.ts';
import { useConsole } from '../../provider/context.ts';
import { voiceChanges, voicePayload, type VoiceValues } from './customVoices.ts';
import type { SpeechValues } from './speechRules.ts';
import { speechPayload } from './speechForm.ts';
import { credentialName } from './speechStatus.ts';
import { googleCustomVoicesApi, speechCredentialsApi } from '../../api/speech.ts';

export const SPEECH_LIST = '/internal/speech-services';
export const speechEditPath = (sid: string) => `${SPEECH_LIST}/${sid}/edit`;

/** The home of the calls; the pages call only once it is known (their queries wait for it). */
function known(home: Owner | null): Owner {
  if (!home) throw new Error('The service provider of the session is not known yet');
  return home;
}

/** The credentials by label (a real server lists them by sid): the list sorts them by vendor
 *  and keeps this order within one, sorted once per answer. */
const byLabel = (credentials: SpeechCredential[]) =>
  sortByText(credentials, (credential) => credential.label ?? '');

/** A credential's custom voices by name (a real server lists them by sid). */
const voicesByName = (voices: GoogleCustomVoice[]) =>
  sortByText(voices, (voice) => voice.name ?? '');

/**
 * The list: an account user's credentials and its provider's; for the others, the provider's own
 * or, once an account is chosen (remembered like the other account filters), that account's and
 * the provider's. One call, without a vendor test per row.
 */
export function useSpeechList() {
  const { api } = useConsole();
  const { home, accountFixed } = useSpeechHome();
  const { accounts, loading } = useAccounts();
  const [stored, store] = useAccountFilter();
  const accountSid = filterAccount(accounts, loading, stored);
  const owner: Owner | null = accountSid ? { kind: 'Accounts', sid: accountSid } : home;
  const controls = useListParams({});
  const list = useQuery({
    queryKey: owner ? queryKeys.speechCredentialList(owner) : queryKeys.speechCredentials,
    queryFn: ({ signal }) => api(speechCredentialsApi, signal).list(known(owner)),
    // The remembered account is known only once the accounts are in.
    enabled: Boolean(owner) && (accountFixed || !loading),
    select: byLabel,
  });
  return {
    accountFixed,
    accounts,
    accountSid,
    chooseAccount(sid: string) {
      store(sid);
      controls.setPage(1);
    },
    accountName: (sid: string | null) => accounts.find((a) => a.account_sid === sid)?.name,
    credentials: list.data,
    pending: list.isPending,
    error: list.error,
    refetch: list.refetch,
    isFetching: list.isFetching,
    /** The page, its size and the sort. */
    controls,
  };
}

export function useSpeechCredential(sid: string) {
  const { api } = useConsole();
  const { home } = useSpeechHome();
  const credential = useQuery({
    queryKey: queryKeys.speechCredential(sid),
    queryFn: ({ signal }) => api(speechCredentialsApi, signal).get(known(home), sid),
    enabled: Boolean(home),
  });
  const google = credential.data?.vendor === 'google';
  const voices = useQuery({
    queryKey: queryKeys.googleCustomVoicesOf(sid),
    queryFn: ({ signal }) => api(googleCustomVoicesApi, signal).list(sid),
    enabled: google,
    select: voicesByName,
  });
  return { credential, voices: google ? voices : null };
}

/** The vendor's models, for the fields that choose one (none for most vendors). */
export function useSpeechModels(vendor: string) {
  const { api } = useConsole();
  const { home } = useSpeechHome();
  const wanted = Boolean(speechVendor(vendor)?.models);
  const models = useQuery({
    queryKey: queryKeys.speechModels(vendor),
    queryFn: ({ signal }) => api(speechCredentialsApi, signal).models(known(home), vendor),
    enabled: wanted && Boolean(home),
    staleTime: 60 * 60_000,
  });
  return wanted ? models.data : undefined;
}

/** Saves the Google custom voices of a credential: deletes, updates, creates, then key uploads. */
function useVoiceSync() {
  const { api } = useConsole();
  return async (credentialSid: string, stored: readonly VoiceValues[], values: SpeechValues) => {
    const inUse = values.vendor === 'google' && values.useCustomVoices;
    const { remove, save } = voiceChanges(stored, values.voices, inUse);
    for (const voice of remove) await api(googleCustomVoicesApi).remove(voice.sid ?? '');
    for (const voice of save) {
      const body = voicePayload(voice);
      const sid =
        voice.sid ??
        (await api(googleCustomVoicesApi).create({ ...body, speech_credential_sid: credentialSid }))
          .sid;
      if (voice.sid) await api(googleCustomVoicesApi).update(sid, body);
      if (voice.useCloningKey && voice.cloningKeyFile)
        await api(googleCustomVoicesApi).uploadCloningKey(sid, voice.cloningKeyFile);
    }
  };
}

/** Create (with its voices; a new credential whose voices fail opens on its edit page), update,
 *  and delete, each with the spec's toast; then back to the list. */
export function useSpeechWrites(credential?: SpeechCredential, initial?: SpeechValues) {
  const storedVoices = initial?.voices ?? [];
  const { api, t, router } = useConsole();
  const { home } = useSpeechHome();
  const syncVoices = useVoiceSync();
  const toList = () => router.navigate(SPEECH_LIST);
  const invalidates = [queryKeys.speechCredentials, queryKeys.googleCustomVoices];
  const sid = credential?.speech_credential_sid ?? '';
  const create = useWrite({
    write: async (values: SpeechValues) => {
      const created = await api(speechCredentialsApi).create(
        known(home),
        speechPayload(values, true),
      );
      try {
        await syncVoices(created.sid, [], values);
      } catch (error) {
        router.navigate(speechEditPath(created.sid), { replace: true });
        throw error;
      }
      return created.sid;
    },
    created: (sid) => sid,
    success: () => t('speech.created'),
    invalidates,
    refused: 'speech.changeDenied',
    onDone: toList,
  });
  const update = useWrite({
    write: async (values: SpeechValues) => {
      // The whole body or nothing: a real server rebuilds the credential from the fields sent (an
      // unsent region or endpoint is erased), so an update sends every field, and none unchanged.
      const body = speechPayload(values, false);
      if (!initial || !sameValue(speechPayload(initial, false), body)) {
        await api(speechCredentialsApi).update(known(home), sid, body);
      }
      await syncVoices(sid, storedVoices, values);
    },
    success: () => t('speech.updated'),
    invalidates,
    refused: 'speech.changeDenied',
    onDone: toList,
  });
  return { save: credential ? update : create };
}

/** Deleting a credential: the dialog shows a refusal; the list is read again after it. */
export function useSpeechDelete(credential: SpeechCredential, onDone?: () => void) {
  const { api, t } = useConsole();
  const { home } = useSpeechHome();
  return useWrite({
    write: () => api(speechCredentialsApi).remove(known(home), credential.speech_credential_sid),
    success: () => t('speech.deleted', { name: credentialName(credential) }),
    invalidates: [queryKeys.speechCredentials],
    quiet: () => true,
    refused: 'speech.changeDenied',
    onDone,
  });
}

/** A live test of the stored credential; the list's last-test column is read again after it. */
export function useSpeechTest(sid: string) {
  const { api } = useConsole();
  const { home } = useSpeechHome();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(speechCredentialsApi).test(known(home), sid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.speechCredentials }),
  });
}
