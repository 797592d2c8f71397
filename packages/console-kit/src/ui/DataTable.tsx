import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../provider/context.ts';
import { cn } from './cn.ts';
import { EmptyState } from './EmptyState.tsx';
import { LoadFailed, type LoadFailure } from './LoadFailed.tsx';
import { SlowNotice } from './Loading.tsx';
import { useSlow } from './useSlow.ts';

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
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
  /** Rows of 36 px instead of 40, for lists read at a glance (calls, alerts). */
  dense?: boolean;
}

const SKELETON_ROWS = 8;
const baseCellClass = 'ck:px-3 ck:text-left ck:align-middle';

/** The console's list table: dense rows, skeleton rows while loading, an empty state, a failure
 *  in place of it all, and only the visible rows drawn for long lists. */
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
  dense = false,
}: DataTableProps<Row>) {
  const t = useT();
  const busy = Boolean(loading || failure?.retrying);
  const slow = useSlow(busy);
  const cellClass = cn(baseCellClass, dense ? 'ck:h-9' : 'ck:h-10');
  const list = rows ?? [];
  const header = (
    <thead className="ck:bg-subtle">
      <tr>
        {columns.map((column) => (
          <th
            key={column.id}
            scope="col"
            className={cn(cellClass, 'ck:text-sm ck:font-semibold ck:text-muted', column.className)}
          >
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
  const frame = (body: ReactNode) => (
    // Relative, so that what is hidden for screen readers only stays inside the scrolling box.
    <div className="ck:@container ck:relative ck:overflow-x-auto ck:rounded-lg ck:border ck:border-border ck:bg-surface">
      <table aria-label={label} aria-busy={busy || undefined} className="ck:text-base">
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
      <tbody aria-label={t('loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <tr key={i} className="ck:border-t ck:border-border">
            {columns.map((column) => (
              <td key={column.id} className={cellClass}>
                <div className="ck:h-3 ck:w-3/4 ck:animate-pulse ck:rounded ck:bg-subtle" />
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
            <td key={column.id} className={cn(cellClass, column.className)}>
              {column.cell(row)}
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
        rows={list}
        renderRow={renderRow}
        columnCount={columns.length}
        rowHeight={dense ? 36 : 40}
      />
    ) : (
      <tbody>{list.map(renderRow)}</tbody>
    ),
  );
}

function VirtualBody<Row>({
  rows,
  renderRow,
  columnCount,
  rowHeight,
}: {
  rows: readonly Row[];
  renderRow(row: Row): ReactNode;
  columnCount: number;
  rowHeight: number;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = body.current?.getBoundingClientRect().top ?? 0;
    setOffset(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? offset) - offset;
  const after = virtualizer.getTotalSize() - ((items[items.length - 1]?.end ?? offset) - offset);
  return (
    <tbody ref={body}>
      {before > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: before, padding: 0 }} />
        </tr>
      )}
      {items.map((item) => renderRow(rows[item.index] as Row))}
      {after > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
        </tr>
      )}
    </tbody>
  );
}
