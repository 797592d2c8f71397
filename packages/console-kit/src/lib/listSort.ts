import { compareNatural } from './textOrder.ts';

/** A list's sort as its URL writes it: a column's id, after a '-' when descending ('-name'). */
export interface SortOrder {
  column: string;
  descending: boolean;
}

/** What a column is sorted by: its plain value. */
export type SortValue = string | number | null | undefined;

const SORT_TEXT = /^-?[A-Za-z][\w]*$/;

/** Whether a query string's sort is one a list could offer (a column id, maybe descending). */
export const isSortText = (text: string) => SORT_TEXT.test(text);

export function readSort(text: string): SortOrder | null {
  if (!isSortText(text)) return null;
  const descending = text.startsWith('-');
  return { column: descending ? text.slice(1) : text, descending };
}

export const writeSort = (order: SortOrder) => `${order.descending ? '-' : ''}${order.column}`;

/** The sort after a click on a column's header: ascending first, then the other way. */
export function nextSort(current: SortOrder | null, column: string): SortOrder {
  return { column, descending: current?.column === column && !current.descending };
}

/** The rows in the column's order: text as a reader sorts it (any case, '10' after '9'), numbers
 *  by size; rows without a value last either way; equal rows keep their order. */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  descending = false,
): Row[] {
  if (rows.length < 2) return [...rows];
  const keyed = rows.map((row) => ({ row, key: value(row) }));
  const empty = (key: SortValue) => key === null || key === undefined || key === '';
  keyed.sort((a, b) => {
    if (empty(a.key) || empty(b.key)) return Number(empty(a.key)) - Number(empty(b.key));
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : compareNatural(String(a.key), String(b.key));
    return descending ? -order : order;
  });
  return keyed.map((entry) => entry.row);
}
