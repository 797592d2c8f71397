import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestConsole } from '../../../testing.tsx';
import { testSandbox } from '../../../test/sandbox.ts';
import { spanRows, traceRows, type ParsedTrace, type Span } from './spanTree.ts';
import { Waterfall } from './Waterfall.tsx';

const sandbox = testSandbox();

/** A call's root with 4,999 children, each 700 ms after the last. */
function bigTrace(): ParsedTrace {
  const spans: Span[] = [
    { id: 'root', parentId: '', name: 'call', start: 0, end: 3_500_000, attributes: {} },
  ];
  for (let i = 1; i < 5_000; i += 1) {
    spans.push({
      id: `s${i}`,
      parentId: 'root',
      name: `step ${i}`,
      start: i * 700,
      end: i * 700 + 50,
      attributes: {},
    });
  }
  return { spans, startedAt: 0, duration: 3_500_000 };
}

/** The waterfall as the Tracing tab holds it, saying which span is selected. */
function SelectableWaterfall({ trace }: { trace: ParsedTrace }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <>
      <Waterfall
        rows={traceRows(trace)}
        duration={trace.duration}
        selected={selected}
        onSelect={setSelected}
      />
      <output aria-label="Selected">{selected}</output>
    </>
  );
}

describe('the waterfall of a large trace', () => {
  // jsdom lays nothing out: the list's box is given the height of 16 rows, as in a browser.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(16 * 28);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => vi.restoreAllMocks());

  it('puts only a window of its 5,000 rows in the page, each with its place in the tree', () => {
    const harness = createTestConsole({ apiBase: sandbox.apiBase });
    render(<SelectableWaterfall trace={bigTrace()} />, { wrapper: harness.Wrapper });
    const items = within(screen.getByRole('list', { name: 'Spans of the trace' })).getAllByRole(
      'listitem',
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(100);
    expect(items[0]).toHaveAttribute('aria-setsize', '5000');
    expect(items[0]).toHaveAttribute('aria-level', '1');
    expect(items[1]).toHaveAttribute('aria-level', '2');
    expect(items[1]).toHaveTextContent('step 1');
  });

  it('reaches the last span with End and steps back with the arrow keys', () => {
    const harness = createTestConsole({ apiBase: sandbox.apiBase });
    render(<SelectableWaterfall trace={bigTrace()} />, { wrapper: harness.Wrapper });
    const first = screen.getAllByRole('button', { pressed: false })[0]!;
    fireEvent.keyDown(first, { key: 'End' });
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(screen.getByRole('status', { name: 'Selected' })).toHaveTextContent('4998');
  });

  it('builds the tree of a trace once, however often the tab opens', () => {
    const trace = bigTrace();
    expect(traceRows(trace)).toBe(traceRows(trace));
    expect(traceRows(trace)).toEqual(spanRows(trace.spans));
  });
});
