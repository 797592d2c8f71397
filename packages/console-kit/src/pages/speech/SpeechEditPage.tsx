import { isApiError } from '../../api/errors.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { useLeaveWith } from '../../provider/useLeaveWith.ts';
import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { SpeechForm } from './SpeechForm.tsx';
import { SPEECH_LIST, useSpeechCredential } from './useSpeech.ts';
import { provideMessages } from '../../messages/translate.ts';
import { speechMessages } from '../../messages/speech.ts';

provideMessages(speechMessages);

/** Edit a credential with its Google custom voices. An account user who opens its provider's
 *  credential (the server refuses with 403) is sent back with the speech screens' own message
 *  (spec part 2, section 6); a credential that cannot be read otherwise says why. */
export function SpeechEditPage({ credentialSid }: { credentialSid: string }) {
  const { permissions } = useRequiredSession();
  const { credential, voices } = useSpeechCredential(credentialSid);
  const refused = credential.data
    ? !permissions.can('view', 'SpeechCredentials', credential.data)
    : isApiError(credential.error) && credential.error.status === 403;
  useLeaveWith(refused ? 'speech.noAccess' : null, SPEECH_LIST);
  if (refused) return <Loading />;
  // A failed refetch (after a delete) keeps the data: the form stays until the page is left.
  if (credential.data && (!voices || voices.data))
    return <SpeechForm key={credentialSid} credential={credential.data} voices={voices?.data} />;
  const error = credential.error ?? voices?.error;
  if (error) return <RecordUnavailable error={error} listPath={SPEECH_LIST} />;
  return <Loading />;
}

export default SpeechEditPage;
