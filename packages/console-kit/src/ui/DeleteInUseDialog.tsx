import { useT } from '../provider/context.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { Loading } from './Loading.tsx';
import { Modal } from './Modal.tsx';
import { provideMessages } from '../messages/translate.ts';
import { formMessages } from '../messages/forms.ts';

provideMessages(formMessages);

/** How many uses a blocked delete names; the rest are counted. */
export const USES_SHOWN = 10;

/** Deleting something others may refer to: first the check (a spinner), then either the list of
 *  what still uses it (which blocks the delete; the first few and a count of the rest) or a
 *  confirm. Errors stay inside the dialog: a toast behind a modal is not announced. */
export function DeleteInUseDialog({
  title,
  checkingLabel,
  uses,
  checkError,
  inUseText,
  confirmText,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  checkingLabel: string;
  /** What still uses it, one line each; undefined while the check runs. */
  uses: readonly string[] | undefined;
  checkError: string | null;
  inUseText: string;
  confirmText: string;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useT();
  const blocked = uses !== undefined && uses.length > 0;
  const confirmable = uses !== undefined && uses.length === 0;
  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      title={title}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {blocked ? t('form.close') : t('form.cancel')}
          </Button>
          {confirmable && (
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {title}
            </Button>
          )}
        </>
      }
    >
      <div className="ck:flex ck:flex-col ck:gap-4">
        {uses === undefined && !checkError && (
          <div aria-label={checkingLabel}>
            <Loading />
          </div>
        )}
        {checkError && <Alert tone="error">{checkError}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        {blocked && (
          <div className="ck:text-base">
            <p>{inUseText}</p>
            <ul className="ck:mt-2 ck:ml-5 ck:list-disc" aria-label={inUseText}>
              {uses.slice(0, USES_SHOWN).map((use) => (
                <li key={use} className="ck:list-item">
                  {use}
                </li>
              ))}
            </ul>
            {uses.length > USES_SHOWN && (
              <p className="ck:mt-2">
                {t('form.andMore', { count: String(uses.length - USES_SHOWN) })}
              </p>
            )}
          </div>
        )}
        {confirmable && <p className="ck:text-base">{confirmText}</p>}
      </div>
    </Modal>
  );
}
