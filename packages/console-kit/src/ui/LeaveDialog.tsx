import { useSyncExternalStore } from 'react';
import type { LeaveGuard } from '../provider/leaveGuard.ts';
import { useT } from '../provider/context.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { provideMessages } from '../messages/translate.ts';
import { formMessages } from '../messages/forms.ts';

provideMessages(formMessages);

/** Asks whether to leave a form with unsaved changes; staying (Escape too) keeps what was typed. */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  const t = useT();
  const asking = useSyncExternalStore(guard.subscribe, guard.asking, guard.asking);
  return (
    <ConfirmDialog
      open={asking}
      title={t('form.leaveTitle')}
      cancelLabel={t('form.stay')}
      confirmLabel={t('form.leave')}
      onConfirm={() => guard.answer(true)}
      onClose={() => guard.answer(false)}
    >
      {t('form.leaveBody')}
    </ConfirmDialog>
  );
}
