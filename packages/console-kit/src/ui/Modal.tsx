import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useConsole } from '../provider/context.ts';

/** A layer over the whole page, for content portalled outside the console's root. */
export const portalledLayer = { position: 'fixed', inset: 0, zIndex: 40 } as const;

/** A dialog. It is portalled to the end of the page, so it carries the console's root class. */
export function Modal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}) {
  const { rootClassName } = useConsole();
  return (
    <Dialog open={open} onClose={onClose} className={rootClassName} style={portalledLayer}>
      <div className="ck:fixed ck:inset-0 ck:bg-overlay" aria-hidden="true" />
      <div className="ck:fixed ck:inset-0 ck:flex ck:items-center ck:justify-center ck:p-4">
        <DialogPanel className="ck:w-full ck:max-w-md ck:rounded-lg ck:border ck:border-border ck:bg-surface ck:p-5 ck:shadow-xl">
          <DialogTitle as="h2" className="ck:mb-4 ck:text-lg ck:font-semibold">
            {title}
          </DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
