import type { ReactNode } from 'react';

/** A small line-drawn icon (24-unit grid, drawn in the text's colour), hidden from screen readers:
 *  the control or text beside it says what it means. */
export function LineIcon({
  size,
  weight = 2,
  children,
}: {
  size: number;
  /** The stroke's width in grid units. */
  weight?: number;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
