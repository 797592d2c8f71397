import type { SpeechCredential } from '../../api/speech.ts';
import { useConsole } from '../../provider/context.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { credentialName } from './speechStatus.ts';
import { useSpeechDelete } from './useSpeech.ts';
import { provideMessages } from '../../messages/translate.ts';
import { speechMessages } from '../../messages/speech.ts';

provideMessages(speechMessages);

/** Asks before deleting a credential (its Google custom voices go with it); a refusal shows here. */
export function DeleteSpeechDialog({
  credential,
  onDeleted,
  onClose,
}: {
  credential: SpeechCredential;
  onDeleted?(): void;
  onClose(): void;
}) {
  const { t } = useConsole();
  const remove = useSpeechDelete(credential, () => {
    onClose();
    onDeleted?.();
  });
  return (
    <ConfirmDialog
      open
      title={t('speech.delete')}
      confirmLabel={t('speech.delete')}
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() => remove.mutate(undefined)}
      onClose={onClose}
    >
      {t('speech.deleteConfirm', { name: credentialName(credential) })}
    </ConfirmDialog>
  );
}

export default DeleteSpeechDialog;
