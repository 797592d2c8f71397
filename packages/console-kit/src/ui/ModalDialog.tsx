import { useLayoutEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn.ts';

export type ModalDialogProps = Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel'
> & {
  open: boolean;
  onClose(): void;
  children: ReactNode;
};

/** A modal dialog on the browser's own `<dialog>`: shown in the top layer above the page (and the
 *  host's), the rest of the page inert, focus inside it and back where it was when it closes;
 *  Escape and a click beside it close it. It stays where it is used, inside the console's root,
 *  so the console's theme and styles apply to it. Its children fill it: a click on the dialog
 *  element itself is a click on the backdrop. */
export function ModalDialog({ open, onClose, children, className, ...rest }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = dialog.ownerDocument.activeElement;
    dialog.showModal();
    return () => {
      dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      {...rest}
      className={cn(
        'ck:border-0 ck:bg-transparent ck:p-0 ck:text-fg ck:backdrop:bg-overlay',
        className,
      )}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
