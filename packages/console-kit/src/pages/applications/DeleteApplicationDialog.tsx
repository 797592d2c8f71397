import type { Application } from '../../api/types.ts';
import { useConsole } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { deleteBlockers } from './applicationRules.ts';

/** Deleting an application: the accounts that use it block the delete; otherwise a confirm. */
export function DeleteApplicationDialog({
  application,
  blockers,
  busy,
  onConfirm,
  onClose,
}: {
  application: Application;
  blockers: ReturnType<typeof deleteBlockers>;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useConsole();
  const title = t('applications.delete');
  if (blockers.length === 0) {
    return (
      <ConfirmDialog
        open
        title={title}
        confirmLabel={title}
        busy={busy}
        {...{ onConfirm, onClose }}
      >
        {t('applications.deleteConfirm', { name: application.name })}
      </ConfirmDialog>
    );
  }
  return (
    <Modal open onClose={onClose} title={title}>
      <div className="ck:flex ck:flex-col ck:gap-4 ck:text-base">
        <p>{t('applications.inUse', { name: application.name })}</p>
        <ul className="ck:ml-5 ck:list-disc" data-testid="application-uses">
          {blockers.map((blocker) => (
            <li key={`${blocker.key}-${blocker.account}`} className="ck:list-item">
              {t(blocker.key, { account: blocker.account })}
            </li>
          ))}
        </ul>
        <div className="ck:flex ck:justify-end">
          <Button onClick={onClose}>{t('form.close')}</Button>
        </div>
      </div>
    </Modal>
  );
}
