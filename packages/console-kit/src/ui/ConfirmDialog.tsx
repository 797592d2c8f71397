import type { ReactNode } from 'react';
import { useT } from '../provider/context.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

/** Asks before something that cannot be undone, such as a delete. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The safe choice, first (where focus starts) and what Escape does: Cancel unless told. */
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onClose}
      title={title}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('form.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="ck:flex ck:flex-col ck:gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="ck:text-base ck:text-fg">{children}</div>
      </div>
    </Modal>
  );
}
