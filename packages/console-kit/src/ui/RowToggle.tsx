import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** The disclosure button of a table row that opens its details under it (aria-expanded; Enter
 *  and Space work as on any button). */
export function RowToggle({
  expanded,
  controls,
  label,
  onToggle,
  children,
}: {
  expanded: boolean;
  /** The id of what it opens. */
  controls: string;
  label: string;
  onToggle(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
      className="ck:flex ck:items-center ck:gap-2 ck:rounded ck:text-left ck:whitespace-nowrap ck:text-fg ck:hover:text-primary"
    >
      <svg
        width="12"
        height="12"
        viewBox="0 0 12 12"
        aria-hidden="true"
        className={cn('ck:shrink-0 ck:transition-transform', expanded && 'ck:rotate-90')}
      >
        <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {children}
    </button>
  );
}
