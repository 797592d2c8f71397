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
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('ck:flex ck:flex-col ck:gap-1', className)}>
      <label
        htmlFor={id}
        className={hideLabel ? 'ck:sr-only' : 'ck:text-sm ck:font-medium ck:text-fg'}
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
