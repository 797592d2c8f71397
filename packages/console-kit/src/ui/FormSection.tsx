import type { ReactNode } from 'react';

/** A labelled section of a form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    // No wider than its page: a fieldset's least width is its content's by default.
    <fieldset className="ck:min-w-0 ck:rounded-lg ck:border ck:border-border ck:bg-surface ck:p-4">
      <legend className="ck:px-1 ck:text-md ck:font-semibold ck:text-fg">{title}</legend>
      {description && <p className="ck:mb-3 ck:text-sm ck:text-muted">{description}</p>}
      <div className="ck:flex ck:flex-col ck:gap-4">{children}</div>
    </fieldset>
  );
}

/** The width of every form and of what stands beside one (the account's plan): one measure, so
 *  that pages line up. */
export const FORM_WIDTH = 'ck:max-w-4xl';
