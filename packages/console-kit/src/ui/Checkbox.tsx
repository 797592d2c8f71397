import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A checkbox with its label; used for the option toggles of forms (a checked box opens its section). */
export function Checkbox({ label, hint, className, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={cn('ck:flex ck:items-start ck:gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="ck:mt-0.5 ck:h-4 ck:w-4"
        {...input}
      />
      <div className="ck:flex ck:flex-col">
        <label htmlFor={id} className="ck:text-base ck:text-fg">
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="ck:text-sm ck:text-muted">
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
