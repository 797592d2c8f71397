import { useId } from 'react';
import { messageKey, validationText } from '../../lib/validation.ts';
import type { SpeechCredential } from '../../api/speech.ts';
import { useConsole } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { testBlocker, type SpeechValues } from './speechRules.ts';
import { testOutcome } from './speechStatus.ts';
import { useSpeechTest } from './useSpeech.ts';

/** Tests the saved credential against its vendor and says how it went (spec part 2, section 8).
 *  Testing needs TTS or STT enabled; the button says so instead. */
export function SpeechTest({
  credential,
  values,
}: {
  credential: SpeechCredential;
  values: SpeechValues;
}) {
  const { t } = useConsole();
  const test = useSpeechTest(credential.speech_credential_sid);
  const blockerId = useId();
  const blocker = testBlocker(values.useForTts, values.useForStt);
  const outcome = test.data ? testOutcome(test.data) : null;
  return (
    <div className="ck:flex ck:flex-col ck:gap-2">
      <div className="ck:flex ck:flex-wrap ck:items-center ck:gap-3">
        <Button
          onClick={() => test.mutate()}
          busy={test.isPending}
          disabled={Boolean(blocker)}
          aria-describedby={blocker ? blockerId : undefined}
        >
          {t('speech.test')}
        </Button>
        {blocker && (
          <p id={blockerId} className="ck:text-sm ck:text-muted">
            {validationText(blocker, t)}
          </p>
        )}
      </div>
      {!blocker && test.error && (
        <Alert tone="error">
          <p className="ck:font-semibold">{t('speech.statusError')}</p>
          <p>{test.error.message}</p>
        </Alert>
      )}
      {!blocker && outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'}>
          {outcome.messages.map((message) => (
            <p key={messageKey(message)}>{validationText(message, t)}</p>
          ))}
        </Alert>
      )}
    </div>
  );
}
