import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** A table body drawing only the rows in the window's view (a long list), with spacer rows
 *  keeping the scroll height of the rest. */
export function VirtualBody<Row>({
  rows,
  renderRow,
  columnCount,
  rowHeight,
  className,
}: {
  rows: readonly Row[];
  renderRow(row: Row): ReactNode;
  columnCount: number;
  rowHeight: number;
  className?: string;
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
    <tbody ref={body} className={className}>
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
