import { useAccounts } from '../../data/useAccounts.ts';
import { Loading } from '../../ui/Loading.tsx';
import { SpeechForm } from './SpeechForm.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { speechMessages } from '../../messages/speech.ts';

provideMessages(speechMessages);

/** A new credential starts in the account the list shows, so the accounts are read first. */
export function SpeechAddPage() {
  const { loading } = useAccounts();
  if (loading) return <Loading />;
  return <SpeechForm />;
}

export default SpeechAddPage;
