import type { HTMLAttributes, ReactNode } from 'react';
import { TextField } from './TextField.tsx';

/** The row of filters above a list, one control high: a filter's visible label ('Used by')
 *  stands before its control, not above it. */
export function ListFilters({ children }: { children: ReactNode }) {
  return (
    <div className="ck:mb-3 ck:flex ck:flex-wrap ck:items-center ck:gap-2 ck:[&>div]:flex-row ck:[&>div]:items-center ck:[&>div]:gap-2 ck:[&>div>label]:whitespace-nowrap ck:[&>div>:not(label)]:min-w-0 ck:[&>div>:not(label)]:flex-1">
      {children}
    </div>
  );
}

/** A list's filter box: a search field labelled by its placeholder. */
export function SearchFilter({
  label,
  value,
  onChange,
  inputMode,
}: {
  label: string;
  value: string;
  onChange(text: string): void;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  return (
    <TextField
      label={label}
      hideLabel
      type="search"
      inputMode={inputMode}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="ck:w-72"
    />
  );
}
