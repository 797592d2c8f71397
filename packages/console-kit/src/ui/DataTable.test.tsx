import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConsole } from '../testing.tsx';
import { DataTable, ROW_HEIGHT, rowsInWindow, type Column } from './DataTable.tsx';

interface Item {
  sid: string;
  name: string;
}

const LONG_LIST: Item[] = Array.from({ length: 2_000 }, (_, i) => ({
  sid: `s${i}`,
  name: `Item ${i + 1}`,
}));
const columns: Column<Item>[] = [{ id: 'name', header: 'Name', value: (item) => item.name }];

// Every row of the body, the spacers (hidden from screen readers) included.
const rowsOf = () => [
  ...screen.getByRole('table', { name: 'Items' }).querySelectorAll<HTMLElement>('tbody > tr'),
];
const drawnRows = () => rowsOf().filter((row) => row.getAttribute('aria-hidden') !== 'true');

describe('DataTable of a long list', () => {
  it("draws a window's rows at first, then only those in view with the rest's height kept", async () => {
    const harness = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1' });
    render(
      <DataTable
        label="Items"
        columns={columns}
        rows={LONG_LIST}
        rowKey={(item) => item.sid}
        empty="None"
      />,
      { wrapper: harness.Wrapper },
    );
    // Before the virtualizer's chunk has come: the rows a window holds, from the first.
    const windowRows = rowsInWindow(ROW_HEIGHT.compact);
    expect(windowRows).toBe(Math.ceil(window.innerHeight / 32));
    expect(drawnRows()).toHaveLength(windowRows);
    expect(drawnRows()[0]).toHaveTextContent('Item 1');

    // Then the virtualizer: the rows in view and a few more, a spacer for the others.
    await waitFor(() => expect(rowsOf().some((row) => row.getAttribute('aria-hidden'))).toBe(true));
    expect(drawnRows().length).toBeGreaterThanOrEqual(windowRows);
    expect(drawnRows().length).toBeLessThan(windowRows + 20);
    const spacer = rowsOf().at(-1)!.querySelector('td')!;
    expect(parseFloat(spacer.style.height)).toBeGreaterThan((2_000 - windowRows - 20) * 32);
  });
});
