import type { SpeechCredential } from '../../api/speech.ts';
import { validationText } from '../../lib/validation.ts';
import { useConsole } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { credentialName, testOutcome } from './speechStatus.ts';
import { useSpeechTest } from './useSpeech.ts';

/** Tests a credential from its list row, for one the user may test but not open: an account user
 *  and its provider's (the real server lets it). The outcome is a toast; the row's 'Last test'
 *  is read again. Only on a click: never a test per row. */
export function SpeechRowTest({ credential }: { credential: SpeechCredential }) {
  const { t, notifier } = useConsole();
  const test = useSpeechTest(credential.speech_credential_sid);
  if (!credential.use_for_tts && !credential.use_for_stt) return null;
  const run = () =>
    test.mutate(undefined, {
      onSuccess: (result) => {
        const outcome = testOutcome(result);
        const text = outcome.messages.map((message) => validationText(message, t)).join(' ');
        notifier.notify(outcome.ok ? 'success' : 'error', text);
      },
      onError: (error) => notifier.notify('error', error.message),
    });
  return (
    <Button
      size="sm"
      variant="ghost"
      busy={test.isPending}
      onClick={run}
      aria-label={t('speech.testNamed', { name: credentialName(credential) })}
    >
      {t('speech.test')}
    </Button>
  );
}
