import type { ReactNode } from 'react';

// Where the table's box is narrower than 640 px (a phone, a narrow host column), each row is a
// card: its fields one under the other, each after its column's name, the row's actions in view
// (styles/tableCards.css).
export const card = {
  table: 'ck-cards',
  /** A cell of a row (not an expanded row's detail): a line of the card. */
  cell: 'ck-card-cell',
} as const;

/** A cell's field name on a card: only a header in words (a select-all box, or a header for
 *  screen readers only, has none). */
export const cardLabel = (header: ReactNode) =>
  typeof header === 'string' ? { 'data-label': header } : {};
