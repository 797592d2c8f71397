import { useId, type ReactNode } from 'react';
import { useT } from '../provider/context.ts';
import { Button } from './Button.tsx';

/** The foot of a form: the required-fields note (on forms that have some), extra actions (Delete) on the left, Cancel (when
 *  the page has somewhere to go back to) and Save on the right. View-only users get no Save; a
 *  blocked Save is disabled with its reason. */
export function FormActions({
  busy,
  canSave,
  onCancel,
  extra,
  saveBlocked,
  noRequiredFields = false,
}: {
  busy: boolean;
  canSave: boolean;
  onCancel?(): void;
  extra?: ReactNode;
  /** Why Save cannot be used now, shown beside it. */
  saveBlocked?: string | null;
  /** A form without required fields has no note about them. */
  noRequiredFields?: boolean;
}) {
  const t = useT();
  const blockedId = useId();
  return (
    <div className="ck:flex ck:flex-col ck:gap-3">
      {!noRequiredFields && <p className="ck:text-sm ck:text-muted">{t('form.required')}</p>}
      {canSave && saveBlocked && (
        <p id={blockedId} className="ck:text-sm ck:text-danger">
          {saveBlocked}
        </p>
      )}
      <div className="ck:flex ck:flex-wrap ck:items-center ck:gap-2">
        {extra}
        <div className="ck:ml-auto ck:flex ck:gap-2">
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
    </div>
  );
}
