import type { ReactNode } from 'react';
import { KeptWorkNotice } from './KeptWorkNotice.tsx';

/** A page's title, with its primary actions on the right, and any work kept from an ended
 *  session offered back below it. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <div className="ck:mb-3 ck:flex ck:flex-wrap ck:items-start ck:justify-between ck:gap-3">
        <div className="ck:min-w-0">
          <h1 className="ck:text-xl ck:font-semibold ck:text-fg">{title}</h1>
          {description && <p className="ck:text-base ck:text-muted">{description}</p>}
        </div>
        {actions && <div className="ck:flex ck:shrink-0 ck:items-center ck:gap-2">{actions}</div>}
      </div>
      <KeptWorkNotice />
    </>
  );
}
