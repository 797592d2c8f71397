import { Fragment, type ReactNode } from 'react';
import { useRowDensity } from '../data/useRowDensity.ts';
import type { SortOrder, SortValue } from '../lib/listSort.ts';
import { useT } from '../provider/context.ts';
import { cn } from './cn.ts';
import { EmptyState } from './EmptyState.tsx';
import { Link } from './Link.tsx';
import { LoadFailed, type LoadFailure } from './LoadFailed.tsx';
import { SlowNotice } from './Loading.tsx';
import { card, cardLabel } from './tableCards.ts';
import { useSlow } from './useSlow.ts';
import { lazyComponent } from './lazyComponent.ts';
import type { VirtualBodyProps } from './VirtualBody.tsx';

export interface Column<Row> {
  id: string;
  header: ReactNode;
  /** The column's plain value: what it sorts by, and its cell (one line, cut with an ellipsis,
   *  whole in the cell's title) unless `cell` draws it. */
  value?(row: Row): SortValue;
  /** The console path the value links to (the row's own page), if the user may go there. */
  link?(row: Row): string | undefined;
  cell?(row: Row): ReactNode;
  /** Its width (the table's columns keep theirs, whatever their values) and alignment. */
  className?: string;
}

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers. */
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  loading?: boolean;
  /** Why the rows could not be read: then the table shows only that and 'Try again' (no empty
   *  state, no rows of an earlier answer), and skeleton rows while it asks again. */
  failure?: LoadFailure | null;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** Lists longer than this draw only the rows in view. */
  virtualizeFrom?: number;
  /** What an expanded row shows under it, across the whole width (null while it is closed). */
  detail?(row: Row): ReactNode;
  /** The order shown; with `onSort`, the columns with a value sort on a click of their header. */
  sort?: SortOrder | null;
  onSort?(column: string): void;
}

/** As many rows as the window's height holds: what a long list draws until the virtualizer's
 *  chunk comes (a cold load's first rows; each row drawn beyond them only delays them). */
export const rowsInWindow = (rowHeight: number) => Math.ceil(window.innerHeight / rowHeight);
const VirtualBody = lazyComponent(
  'VirtualBody',
  () => import('./VirtualBody.tsx'),
  ({ count, renderRow, rowHeight }: VirtualBodyProps) => (
    <tbody>
      {Array.from({ length: Math.min(count, rowsInWindow(rowHeight)) }, (_, index) =>
        renderRow(index),
      )}
    </tbody>
  ),
);

const SKELETON_ROWS = 8;
export const ROW_HEIGHT = { compact: 32, comfortable: 40 } as const;
// One line per cell, cut at its width; a focus ring at its edge stays whole (the clip margin).
const baseCellClass =
  'ck:px-3 ck:text-left ck:align-middle ck:overflow-clip ck:[overflow-clip-margin:4px] ck:text-ellipsis ck:whitespace-nowrap';
const heightClass = { compact: 'ck:h-8', comfortable: 'ck:h-10' } as const;
const linkClass = 'ck:font-medium ck:text-primary ck:hover:underline';
const oneLine = 'ck:block ck:min-w-0 ck:truncate';

/** The console's list table: compact or comfortable rows (the user's choice), sortable headers,
 *  fixed column widths, skeleton rows while loading, an empty state, a failure in place of it all,
 *  only the visible rows drawn for long lists, and cards instead of rows on a narrow screen. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  failure,
  empty,
  virtualizeFrom = 150,
  detail,
  sort,
  onSort,
}: DataTableProps<Row>) {
  const t = useT();
  const busy = Boolean(loading || failure?.retrying);
  const slow = useSlow(busy);
  const [density] = useRowDensity();
  const cellClass = cn(baseCellClass, heightClass[density], card.cell);
  const list = rows ?? [];
  const header = (
    <thead className="ck:bg-subtle">
      <tr>
        {columns.map((column) => (
          <HeaderCell
            key={column.id}
            column={column}
            className={cn(cellClass, column.className)}
            sort={sort}
            onSort={column.value && onSort}
          />
        ))}
      </tr>
    </thead>
  );
  const frame = (body: ReactNode) => (
    // Relative, so that what is hidden for screen readers only stays inside the scrolling box.
    <div className="ck:@container ck:relative ck:overflow-x-auto ck:rounded-lg ck:border ck:border-border ck:bg-surface">
      <table
        aria-label={label}
        aria-busy={busy || undefined}
        className={cn('ck:table-fixed ck:text-base', card.table)}
      >
        {header}
        {body}
      </table>
      {!busy && list.length === 0 && <EmptyState>{empty}</EmptyState>}
      {slow && (
        <div className="ck:px-3 ck:py-2">
          <SlowNotice />
        </div>
      )}
    </div>
  );
  if (failure && !failure.retrying)
    return <LoadFailed message={failure.message} onRetry={failure.retry} />;
  if (busy) {
    return frame(
      // One pulsing element, not one per cell: every animated element is a layer of its own to
      // paint on each frame, which slows the first load where the browser paints in software.
      <tbody aria-label={t('loading')} className="ck:animate-pulse">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <tr key={i} className="ck:border-t ck:border-border">
            {columns.map((column) => (
              <td key={column.id} className={cn(cellClass, column.className)}>
                <div className="ck:h-3 ck:w-3/4 ck:rounded ck:bg-subtle" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>,
    );
  }
  const renderRow = (row: Row) => {
    const expanded = detail?.(row);
    return (
      <Fragment key={rowKey(row)}>
        <tr className="ck:border-t ck:border-border ck:hover:bg-subtle">
          {columns.map((column) => (
            <td
              key={column.id}
              {...cardLabel(column.header)}
              className={cn(cellClass, column.className)}
            >
              <Cell column={column} row={row} />
            </td>
          ))}
        </tr>
        {expanded && (
          <tr className="ck:bg-bg">
            <td colSpan={columns.length} className="ck:p-0">
              {/* As wide as the visible box, never widening the table (a waveform scrolls inside);
                  it stays in view when a narrow screen scrolls the table sideways. */}
              <div className="ck:sticky ck:left-0 ck:w-[100cqw]">{expanded}</div>
            </td>
          </tr>
        )}
      </Fragment>
    );
  };
  return frame(
    list.length > virtualizeFrom ? (
      <VirtualBody
        count={list.length}
        renderRow={(index) => renderRow(list[index] as Row)}
        columnCount={columns.length}
        rowHeight={ROW_HEIGHT[density]}
      />
    ) : (
      <tbody>{list.map(renderRow)}</tbody>
    ),
  );
}

/** A column's header: a button that sorts by it where the list sorts, and the order it shows. */
function HeaderCell<Row>({
  column,
  className,
  sort,
  onSort,
}: {
  column: Column<Row>;
  className: string;
  sort: SortOrder | null | undefined;
  onSort: ((column: string) => void) | undefined;
}) {
  const sorted = sort?.column === column.id ? sort : null;
  return (
    <th
      scope="col"
      aria-sort={sorted ? (sorted.descending ? 'descending' : 'ascending') : undefined}
      className={cn(className, 'ck:truncate ck:text-sm ck:font-semibold ck:text-muted')}
    >
      {onSort ? (
        <button
          type="button"
          onClick={() => onSort(column.id)}
          className="ck:inline-flex ck:max-w-full ck:items-center ck:gap-1 ck:font-semibold ck:hover:text-fg"
        >
          <span className="ck:truncate">{column.header}</span>
          <span aria-hidden="true" className={sorted ? 'ck:text-fg' : 'ck:opacity-40'}>
            {sorted ? (sorted.descending ? '↓' : '↑') : '↕'}
          </span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

/** A cell: what the column draws, else its value on one line, linked where the column links. */
function Cell<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  if (column.cell) return column.cell(row);
  const value = column.value?.(row);
  const text = value === null || value === undefined ? '' : String(value);
  const to = column.link?.(row);
  if (to)
    return (
      <Link to={to} title={text} className={cn(oneLine, 'ck:w-fit ck:max-w-full', linkClass)}>
        {text}
      </Link>
    );
  return (
    <span className={oneLine} title={text || undefined}>
      {text}
    </span>
  );
}
