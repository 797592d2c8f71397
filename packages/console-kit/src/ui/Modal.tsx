import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useConsole } from '../provider/context.ts';

/** A layer over the whole page, for content portalled outside the console's root. */
export const portalledLayer = { position: 'fixed', inset: 0, zIndex: 40 } as const;

/** A dialog. It is portalled to the end of the page, so it carries the console's root class. Its
 *  height is bounded by the window: the content scrolls inside, the actions stay in view. */
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
  const { rootClassName } = useConsole();
  return (
    <Dialog open={open} onClose={onClose} className={rootClassName} style={portalledLayer}>
      <div className="ck:fixed ck:inset-0 ck:bg-overlay" aria-hidden="true" />
      <div className="ck:fixed ck:inset-0 ck:flex ck:items-center ck:justify-center ck:p-4">
        <DialogPanel className="ck:flex ck:max-h-full ck:w-full ck:max-w-md ck:flex-col ck:rounded-lg ck:border ck:border-border ck:bg-surface ck:p-5 ck:shadow-xl">
          <DialogTitle as="h2" className="ck:mb-4 ck:shrink-0 ck:text-lg ck:font-semibold">
            {title}
          </DialogTitle>
          <div className="ck:min-h-0 ck:flex-1 ck:overflow-y-auto">{children}</div>
          {actions && (
            <div className="ck:mt-4 ck:flex ck:shrink-0 ck:justify-end ck:gap-2">{actions}</div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
