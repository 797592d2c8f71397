import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** The ids that describe a field's control: its error and its hint. */
export const describedBy = (id: string, error: ReactNode, hint: ReactNode) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** A field's label, hint and error around its control, wired for screen readers. */
export function FieldFrame({
  id,
  label,
  hideLabel,
  labelBeside,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  /** The label on the control's left (a filter in a toolbar, level with the others); above it
   *  on a phone. */
  labelBeside?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'ck:flex ck:gap-1',
        // Beside from a tablet up: on a phone the label would leave the control a sliver.
        labelBeside ? 'ck:flex-col ck:sm:flex-row ck:sm:items-center ck:sm:gap-2' : 'ck:flex-col',
        className,
      )}
    >
      <label
        htmlFor={id}
        className={cn(
          hideLabel ? 'ck:sr-only' : 'ck:text-sm ck:font-medium ck:text-fg',
          labelBeside && 'ck:shrink-0',
        )}
      >
        {label}
        {required && (
          <span aria-hidden="true" className="ck:text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="ck:text-sm ck:text-muted">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="ck:text-sm ck:text-danger">
          {error}
        </div>
      )}
    </div>
  );
}
