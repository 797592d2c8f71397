import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { describedBy, FieldFrame } from './FieldFrame.tsx';
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
  /** The label on the control's left (a filter whose label must show, level with the others);
   *  above it on a phone. */
  labelBeside?: boolean;
}

export function Select({
  label,
  options,
  error,
  placeholder,
  hideLabel,
  labelBeside,
  required,
  className,
  ...select
}: SelectProps) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, hideLabel, labelBeside, required, error, className }}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
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
    </FieldFrame>
  );
}
