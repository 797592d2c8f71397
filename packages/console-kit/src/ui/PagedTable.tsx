import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from './LoadFailed.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { Pager } from './Pager.tsx';

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'loading'> {
  /** The page the server answered. */
  result: UseQueryResult<{ total: number; data: Row[] }, Error>;
  /** Still waiting for what the query needs (whose list it is). */
  waiting?: boolean;
  paging: {
    page: number;
    pageSize: number;
    setPage(page: number): void;
    setPageSize(size: number): void;
  };
}

/** A server-paged list: the table, 'Total: N record(s)' and the pager. A failed page empties
 *  the list and shows the server's message (spec part 2, section 8), with a way to try again. */
export function PagedTable<Row>({
  result,
  waiting = false,
  paging,
  ...table
}: PagedTableProps<Row>) {
  const failed = result.isError;
  return (
    <>
      {failed && (
        <LoadFailed
          className="ck:mb-3"
          message={result.error.message}
          onRetry={() => void result.refetch()}
        />
      )}
      <DataTable
        {...table}
        rows={failed ? [] : result.data?.data}
        loading={!failed && (waiting || result.isPending)}
      />
      <Pager
        total={failed ? 0 : (result.data?.total ?? 0)}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={paging.setPage}
        onPageSize={paging.setPageSize}
      />
    </>
  );
}
