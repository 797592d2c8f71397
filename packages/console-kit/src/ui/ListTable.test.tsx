import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestConsole } from '../testing.tsx';
import { DataTable, type Column } from './DataTable.tsx';
import { ListTable } from './ListTable.tsx';

/** An unsigned session token of a user (the table reads only its claims). */
function tokenOf(userSid: string) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { scope: 'service_provider', user_sid: userSid, service_provider_sid: 'sp' };
  return `${part({ alg: 'none' })}.${part(claims)}.x`;
}

interface Item {
  sid: string;
  name: string;
  size: number;
}

const ITEMS: Item[] = Array.from({ length: 30 }, (_, i) => ({
  sid: `s${i}`,
  name: `Item ${i + 1}${i === 0 ? ' with a name far too long for its column' : ''}`,
  size: (i * 7) % 30,
}));

const columns: Column<Item>[] = [
  { id: 'name', header: 'Name', value: (item) => item.name, link: (item) => `/items/${item.sid}` },
  { id: 'size', header: 'Size', className: 'ck:w-24', value: (item) => item.size },
  { id: 'actions', header: <span className="ck:sr-only">Actions</span>, cell: () => 'Edit' },
];

function Items({ rows = ITEMS, loading = false }: { rows?: Item[]; loading?: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [sort, setSort] = useState('');
  // As useListParams: another sort starts again at page 1.
  const list = {
    page,
    pageSize,
    sort,
    setPage,
    setPageSize,
    setSort: (next: string) => {
      setSort(next);
      setPage(1);
    },
  };
  return (
    <ListTable
      label="Items"
      columns={columns}
      rows={rows}
      loading={loading}
      list={list}
      defaultSort="name"
      rowKey={(item) => item.sid}
      empty="None"
    />
  );
}

function renderItems(
  userSid = 'u1',
  harness = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1', token: tokenOf(userSid) }),
) {
  const view = render(<Items />, { wrapper: harness.Wrapper });
  return { ...view, harness, user: userEvent.setup() };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .slice(1);
const valuesOf = (column: number) =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[column]!.textContent);
const names = () => valuesOf(0);

describe('ListTable', () => {
  it('pages a whole list with its total, in the default order', async () => {
    const { user } = renderItems();
    expect(screen.getByTestId('total')).toHaveTextContent('Total: 30 record(s)');
    expect(bodyRows()).toHaveLength(25);
    expect(names().slice(0, 3)).toEqual([
      'Item 1 with a name far too long for its column',
      'Item 2',
      'Item 3',
    ]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['Item 26', 'Item 27', 'Item 28', 'Item 29', 'Item 30']);
  });

  it('shows no total and no pages while the list loads, not a total of 0', () => {
    const harness = createTestConsole({
      apiBase: 'http://127.0.0.1:9/api/v1',
      token: tokenOf('u1'),
    });
    const view = render(<Items rows={[]} loading />, { wrapper: harness.Wrapper });
    expect(screen.getByTestId('total')).toHaveTextContent(/^$/);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeEnabled();
    view.rerender(<Items rows={ITEMS.slice(0, 3)} />);
    expect(screen.getByTestId('total')).toHaveTextContent('Total: 3 record(s)');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', {
        name: 'Page 1',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('sorts by a column on a click of its header, then the other way, from page 1', async () => {
    const { user } = renderItems();
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Item 30');
    const size = screen.getByRole('columnheader', { name: /Size/ });
    await user.click(within(size).getByRole('button'));
    expect(size).toHaveAttribute('aria-sort', 'ascending');
    expect(name).not.toHaveAttribute('aria-sort');
    const sizes = valuesOf(1).map(Number);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    // A column without a value (the actions) does not sort.
    expect(within(screen.getAllByRole('columnheader')[2]!).queryByRole('button')).toBeNull();
  });

  it('keeps its column widths, a long value on one line, whole in its title', () => {
    renderItems();
    expect(screen.getByRole('table', { name: 'Items' })).toHaveClass('ck:table-fixed');
    const long = screen.getByRole('link', { name: /far too long/ });
    expect(long).toHaveAttribute('title', 'Item 1 with a name far too long for its column');
    expect(long).toHaveClass('ck:truncate');
    expect(screen.getByRole('columnheader', { name: /Size/ })).toHaveClass('ck:w-24');
  });

  it('shows compact rows until the user chooses comfortable ones, remembered for that user', async () => {
    const { user, harness, unmount } = renderItems('u1');
    const firstCell = () => within(bodyRows()[0]!).getAllByRole('cell')[0]!;
    expect(firstCell()).toHaveClass('ck:h-8');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Row density' }), 'comfortable');
    expect(firstCell()).toHaveClass('ck:h-10');
    unmount();
    // Kept past sign-out (the console's storage cleared), for this user only.
    harness.storage.clear();
    renderItems('u1', harness).unmount();
    const again = renderItems('u1', harness);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveClass('ck:h-10');
    again.unmount();
    renderItems(
      'u2',
      createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1', token: tokenOf('u2') }),
    );
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveClass('ck:h-8');
  });

  it('pulses its skeleton rows as one, not cell by cell (each animated part is painted apart)', () => {
    const harness = createTestConsole({
      apiBase: 'http://127.0.0.1:9/api/v1',
      token: tokenOf('u1'),
    });
    const { container } = render(
      <DataTable
        label="Items"
        columns={columns}
        rows={undefined}
        rowKey={(item: Item) => item.sid}
        empty="None"
        loading
      />,
      { wrapper: harness.Wrapper },
    );
    const animated = container.querySelectorAll('[class*="animate-pulse"]');
    expect(animated).toHaveLength(1);
    expect(animated[0]!.tagName).toBe('TBODY');
    expect(within(animated[0] as HTMLElement).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it("names each field on a narrow screen's cards, not the headers without words", () => {
    renderItems();
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('data-label', 'Name');
    expect(cells[0]!.textContent).toBe('Item 1 with a name far too long for its column');
    expect(cells[2]).not.toHaveAttribute('data-label');
  });
});
