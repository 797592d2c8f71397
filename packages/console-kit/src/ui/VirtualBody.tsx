import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface VirtualBodyProps {
  count: number;
  renderRow(index: number): ReactNode;
  columnCount: number;
  rowHeight: number;
}

/** A table body drawing only the rows in the window's view (a long list), with spacer rows
 *  keeping the scroll height of the rest. Its own chunk (with the virtualizer), loaded by the
 *  first list that long: a page with a short list, or a form, does not fetch it. */
export default function VirtualBody({
  count,
  renderRow,
  columnCount,
  rowHeight,
}: VirtualBodyProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = body.current?.getBoundingClientRect().top ?? 0;
    setOffset(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
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
      {items.map((item) => renderRow(item.index))}
      {after > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
        </tr>
      )}
    </tbody>
  );
}
