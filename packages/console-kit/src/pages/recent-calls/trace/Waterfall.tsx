import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../provider/context.ts';
import { useFormat } from '../../../provider/useFormat.ts';
import { cn } from '../../../ui/cn.ts';
import { barGeometry, cutLabel, indentOf } from './geometry.ts';
import type { SpanRow } from './spanTree.ts';

const ROW_HEIGHT = 28;
const VISIBLE_ROWS = 16;
const TICKS = [0, 0.25, 0.5, 0.75, 1];
const grid =
  'ck:grid ck:grid-cols-[minmax(6rem,2fr)_minmax(4rem,3fr)_4.5rem] ck:gap-2 ck:md:grid-cols-[minmax(10rem,22rem)_minmax(8rem,1fr)_5.5rem]';

/** The spans as a waterfall: one row per span in tree order, its label indented by depth and its
 *  bar placed on the trace's time line. Only the rows in view are drawn, so a trace of thousands
 *  of spans stays smooth; arrow keys move the selection. */
export function Waterfall({
  rows,
  duration,
  selected,
  onSelect,
}: {
  rows: readonly SpanRow[];
  duration: number;
  selected: number | null;
  onSelect(index: number): void;
}) {
  const t = useT();
  const format = useFormat();
  const scroller = useRef<HTMLDivElement>(null);
  const height = Math.min(rows.length, VISIBLE_ROWS) * ROW_HEIGHT + 2;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The box's height is known: the rows in view are drawn in the first render, not after a
    // measurement.
    initialRect: { width: 0, height },
  });

  // Keyboard moves keep the selected row in view and focused.
  const focusWanted = useRef(false);
  useEffect(() => {
    if (!focusWanted.current || selected === null) return;
    scroller.current?.querySelector<HTMLElement>(`[data-span-index="${selected}"]`)?.focus();
    focusWanted.current = false;
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: -Infinity,
      End: Infinity,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const from = selected ?? -1;
    const next = Math.min(
      rows.length - 1,
      Math.max(0, Number.isFinite(move) ? from + move : move > 0 ? rows.length - 1 : 0),
    );
    focusWanted.current = true;
    virtualizer.scrollToIndex(next, { align: 'auto' });
    onSelect(next);
  };

  return (
    <div className="ck:rounded ck:border ck:border-border ck:bg-surface">
      <div
        aria-hidden="true"
        className={cn(
          grid,
          'ck:border-b ck:border-border ck:px-2 ck:py-1 ck:text-xs ck:text-muted',
        )}
      >
        <span />
        <span className="ck:relative ck:h-4">
          {TICKS.map((tick) => (
            <span
              key={tick}
              className={cn(
                'ck:absolute ck:whitespace-nowrap',
                tick > 0 && tick < 1 && 'ck:hidden ck:md:inline',
              )}
              style={{ left: `${tick * 100}%`, transform: `translateX(-${tick * 100}%)` }}
            >
              {tick === 0 ? '0' : format.duration(tick * duration)}
            </span>
          ))}
        </span>
        <span />
      </div>
      <div ref={scroller} onKeyDown={onKeyDown} className="ck:overflow-auto" style={{ height }}>
        <ul
          aria-label={t('trace.spans')}
          className="ck:relative ck:w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const { span } = row;
            const bar = barGeometry(span.start, span.end, duration);
            const isSelected = item.index === selected;
            return (
              <li
                key={item.key}
                aria-level={row.depth + 1}
                aria-posinset={item.index + 1}
                aria-setsize={rows.length}
                className="ck:absolute ck:left-0 ck:w-full"
                style={{ top: item.start, height: ROW_HEIGHT }}
              >
                <button
                  type="button"
                  data-span-index={item.index}
                  aria-pressed={isSelected}
                  title={span.name}
                  onClick={() => onSelect(item.index)}
                  className={cn(
                    grid,
                    'ck:h-full ck:w-full ck:items-center ck:px-2 ck:text-left ck:text-sm',
                    isSelected ? 'ck:bg-subtle ck:font-semibold' : 'ck:hover:bg-subtle',
                  )}
                >
                  <span
                    className={cn('ck:truncate', row.orphan && 'ck:italic ck:text-warning')}
                    style={{ paddingLeft: indentOf(row.depth) }}
                  >
                    {cutLabel(span.name)}
                  </span>
                  <span className="ck:relative ck:h-3">
                    <span
                      className={cn(
                        'ck:absolute ck:h-full ck:rounded-sm',
                        span.name === 'dtmf' ? 'ck:bg-warning' : 'ck:bg-primary',
                      )}
                      style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                    />
                  </span>
                  <span className="ck:text-right ck:text-muted ck:tabular-nums">
                    {format.duration(span.end - span.start)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
