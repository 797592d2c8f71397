import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { inputClassName } from './TextField.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  error?: ReactNode;
  /** Shown for the empty value, first in the list. */
  placeholder?: string;
  /** Keeps the label for screen readers only (filters in a toolbar). */
  hideLabel?: boolean;
}

export function Select({
  label,
  options,
  error,
  placeholder,
  hideLabel,
  required,
  className,
  ...select
}: SelectProps) {
  const id = useId();
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
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClassName, 'ck:pr-8')}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${id}-error`} className="ck:text-sm ck:text-danger">
          {error}
        </div>
      )}
    </div>
  );
}
