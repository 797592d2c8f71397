import type { ReactNode } from 'react';

// Where the table's box is narrower than 640 px (a phone, a narrow host column), each row is a
// card: its fields one under the other, each after its column's name, the row's actions in view.
export const card = {
  table: 'ck:@max-[640px]:block',
  head: 'ck:@max-[640px]:hidden',
  body: 'ck:@max-[640px]:block',
  row: 'ck:@max-[640px]:block ck:@max-[640px]:py-2',
  cell: 'ck:@max-[640px]:flex ck:@max-[640px]:h-auto ck:@max-[640px]:min-h-7 ck:@max-[640px]:w-auto ck:@max-[640px]:max-w-none ck:@max-[640px]:items-center ck:@max-[640px]:gap-3 ck:@max-[640px]:whitespace-normal',
  // The name is drawn by CSS: no text is added to the cell (its content stays the value).
  label:
    'ck:@max-[640px]:before:block ck:@max-[640px]:before:w-28 ck:@max-[640px]:before:shrink-0 ck:@max-[640px]:before:text-sm ck:@max-[640px]:before:text-muted ck:@max-[640px]:before:content-[attr(data-label)]',
} as const;

/** A cell's field name on a card: only a header in words (a select-all box, or a header for
 *  screen readers only, has none). */
export const cardLabel = (header: ReactNode) =>
  typeof header === 'string' ? { 'data-label': header, className: card.label } : {};
