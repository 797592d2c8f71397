import type { UseQueryResult } from '@tanstack/react-query';
import { failureOf } from './LoadFailed.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { Pager } from './Pager.tsx';

export interface PagedTableProps<Row> extends Omit<
  DataTableProps<Row>,
  'rows' | 'loading' | 'failure'
> {
  /** The page the server answered. */
  result: UseQueryResult<{ total: number; data: Row[] }, Error>;
  /** Still waiting for what the query needs (whose list it is). */
  waiting?: boolean;
  /** Whether the total and pager show (a list that cannot have rows yet may hide them). */
  pager?: boolean;
  paging: {
    page: number;
    pageSize: number;
    setPage(page: number): void;
    setPageSize(size: number): void;
  };
}

/** A server-paged list: the table, 'Total: N record(s)' and the pager. A failed page shows only
 *  the server's message (spec part 2, section 8) and a way to try again: no rows, no total. */
export function PagedTable<Row>({
  result,
  waiting = false,
  paging,
  pager = true,
  ...table
}: PagedTableProps<Row>) {
  const failure = failureOf(result);
  return (
    <>
      <DataTable
        {...table}
        rows={result.data?.data}
        loading={waiting || result.isPending}
        failure={failure}
      />
      {pager && !failure && (
        <Pager
          total={result.data?.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPage={paging.setPage}
          onPageSize={paging.setPageSize}
        />
      )}
    </>
  );
}
