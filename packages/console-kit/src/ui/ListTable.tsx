import { useMemo } from 'react';
import { nextSort, readSort, sortRows, writeSort } from '../lib/listSort.ts';
import { pageCount, pageOfList } from '../lib/pager.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { Pager } from './Pager.tsx';

/** A list's page, size and sort, as useListParams keeps them in the URL. */
export interface ListControls {
  page: number;
  pageSize: number;
  sort: string;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSort(sort: string): void;
}

export interface ListTableProps<Row> extends Omit<DataTableProps<Row>, 'sort' | 'onSort'> {
  /** The whole list (as the server gives it, filtered here). */
  rows: readonly Row[] | undefined;
  list: ListControls;
  /** The order before the user chooses one, as the URL writes it ('name', '-created'). */
  defaultSort?: string;
}

/** A list the server gives whole: sorted by any column with a value, paged and counted here. A
 *  list that cannot be read shows only the server's message and 'Try again': no total, no pager. */
export function ListTable<Row>({ rows, list, defaultSort = '', ...table }: ListTableProps<Row>) {
  const sort = readSort(list.sort || defaultSort);
  const { columns } = table;
  const sorted = useMemo(() => {
    const value = columns.find((column) => column.id === sort?.column)?.value;
    return value && rows ? sortRows(rows, value, sort?.descending) : rows;
  }, [rows, columns, sort?.column, sort?.descending]);
  const total = table.loading ? undefined : (sorted?.length ?? 0);
  // A page past the end (the last rows deleted, a stale link) shows the last one.
  const page = Math.min(list.page, pageCount(total ?? 0, list.pageSize));
  return (
    <>
      <DataTable
        {...table}
        rows={sorted && pageOfList(sorted, page, list.pageSize).data}
        sort={sort}
        onSort={(column) => list.setSort(writeSort(nextSort(sort, column)))}
      />
      {!table.failure && (
        <Pager
          total={total}
          page={page}
          pageSize={list.pageSize}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}
    </>
  );
}
