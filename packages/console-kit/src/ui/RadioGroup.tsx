import { useId } from 'react';
import type { SelectOption } from './Select.tsx';

/** A labelled choice of one among a few options, laid out in a row (arrow keys move within it). */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="ck:flex ck:flex-col ck:gap-1">
      <legend className="ck:mb-1 ck:text-sm ck:font-medium ck:text-fg">{label}</legend>
      <div className="ck:flex ck:flex-wrap ck:gap-x-5 ck:gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="ck:flex ck:items-center ck:gap-2 ck:text-base">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              className="ck:h-4 ck:w-4"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
