import { useId, type ReactNode } from 'react';
import { useT } from '../provider/context.ts';
import { Button } from './Button.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { provideMessages } from '../messages/translate.ts';
import { formMessages } from '../messages/forms.ts';

provideMessages(formMessages);

/** The foot of a form: the required-fields note (on forms that have some), then a bar kept in
 *  view at the bottom of the window however long the form: extra actions (Delete) on the left,
 *  whether there are unsaved changes, Cancel (when the page has somewhere to go back to) and Save
 *  on the right. View-only users get no Save; a blocked Save is disabled with its reason. While
 *  there are unsaved changes, leaving the page asks first. */
export function FormActions({
  busy,
  canSave,
  onCancel,
  extra,
  saveBlocked,
  noRequiredFields = false,
  changed = false,
}: {
  busy: boolean;
  canSave: boolean;
  onCancel?(): void;
  extra?: ReactNode;
  /** Why Save cannot be used now, shown beside it. */
  saveBlocked?: string | null;
  /** A form without required fields has no note about them. */
  noRequiredFields?: boolean;
  /** The values differ from those the form opened with (or last saved). */
  changed?: boolean;
}) {
  const t = useT();
  const blockedId = useId();
  // Changes being saved are not lost: a Save that succeeds may lead on by itself (a new record to
  // the list), one that fails holds again.
  useLeaveGuard(canSave && changed && !busy);
  // Beside the form's fields rather than in a box of their own, so that the bar sticks within the
  // whole form.
  return (
    <>
      {!noRequiredFields && <p className="ck:text-sm ck:text-muted">{t('form.required')}</p>}
      {canSave && saveBlocked && (
        <p id={blockedId} className="ck:text-sm ck:text-danger">
          {saveBlocked}
        </p>
      )}
      <div className="ck:sticky ck:bottom-0 ck:z-10 ck:flex ck:flex-wrap ck:items-center ck:gap-2 ck:border-t ck:border-border ck:bg-bg ck:py-3">
        {extra}
        <div className="ck:ml-auto ck:flex ck:items-center ck:gap-2">
          <span role="status" className="ck:text-sm ck:text-muted">
            {canSave && changed && !busy ? t('form.unsaved') : ''}
          </span>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              {t('form.cancel')}
            </Button>
          )}
          {canSave && (
            <Button
              type="submit"
              variant="primary"
              busy={busy}
              disabled={Boolean(saveBlocked)}
              aria-describedby={saveBlocked ? blockedId : undefined}
            >
              {busy ? t('form.saving') : t('form.save')}
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
