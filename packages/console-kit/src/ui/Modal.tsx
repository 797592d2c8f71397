import { useId, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog.tsx';

/** A dialog with a title, its content and its actions. Its height is bounded by the window: the
 *  content scrolls inside, the actions stay in view. */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  /** The dialog's buttons, kept below the scrolling content. */
  actions?: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      className="ck:m-auto ck:w-[calc(100%-2rem)] ck:max-w-md ck:overflow-visible"
    >
      <div className="ck:flex ck:max-h-[calc(100dvh-2rem)] ck:flex-col ck:rounded-lg ck:border ck:border-border ck:bg-surface ck:p-5 ck:shadow-xl">
        <h2 id={titleId} className="ck:mb-4 ck:shrink-0 ck:text-lg ck:font-semibold">
          {title}
        </h2>
        <div className="ck:min-h-0 ck:flex-1 ck:overflow-y-auto">{children}</div>
        {actions && (
          <div className="ck:mt-4 ck:flex ck:shrink-0 ck:justify-end ck:gap-2">{actions}</div>
        )}
      </div>
    </ModalDialog>
  );
}
