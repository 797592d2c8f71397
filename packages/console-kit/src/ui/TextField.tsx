import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from './cn.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The message under the field when its value is wrong. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Content at the end of the input box, such as a show-password button. */
  trailing?: ReactNode;
  /** Keeps the label for screen readers only (filters in a toolbar). */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export const inputClassName =
  'ck:h-8 ck:w-full ck:rounded ck:border ck:border-border ck:bg-surface ck:px-2.5 ck:text-base ck:text-fg ' +
  'ck:placeholder:text-muted ck:disabled:bg-subtle ck:aria-invalid:border-danger';

/** A labelled input with its error and hint wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  hideLabel,
  required,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
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
      <div className="ck:relative ck:flex ck:items-center">
        <input
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={cn(inputClassName, trailing ? 'ck:pr-9' : undefined)}
          {...input}
        />
        {trailing && (
          <div className="ck:absolute ck:right-1 ck:flex ck:items-center">{trailing}</div>
        )}
      </div>
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
