import type { HTMLAttributes, ReactNode } from 'react';
import { TextField } from './TextField.tsx';

/** The row of filters above a list; on a phone one filter a line, as wide as the screen (their
 *  widths for a wide row left them ragged there, and two a line cut a search box's placeholder). */
export function ListFilters({ children }: { children: ReactNode }) {
  return (
    <div className="ck:mb-3 ck:flex ck:flex-wrap ck:items-end ck:gap-2 ck:max-sm:*:flex-[1_1_100%]">
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
