import type { Call } from '../../api/calls.ts';
import { useExpanded } from '../../data/useExpanded.ts';
import { formatDateTime, formatDuration } from '../../lib/format.ts';
import { useT } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { AccountSelect, DateSelect } from '../../ui/ListOwnerFilters.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { RowToggle } from '../../ui/RowToggle.tsx';
import { Select } from '../../ui/Select.tsx';
import { CallDetail } from './CallDetail.tsx';
import { useCallList, type AnsweredChoice, type DirectionChoice } from './useCallList.ts';

const detailId = (call: Call) => `call-${call.call_sid}`;

/** Recent calls: paged on the server, filtered by date, direction, answer, text and account;
 *  each call opens into its details, trace, log, recording and packet captures. */
export function RecentCallsPage() {
  const t = useT();
  const list = useCallList();
  const expanded = useExpanded();
  const failed = list.calls.isError;
  const rows = failed ? [] : list.calls.data?.data;
  const accountNames = new Map(list.accounts.map((a) => [a.account_sid, a.name]));

  const columns: Column<Call>[] = [
    {
      id: 'date',
      header: t('calls.columnDate'),
      cell: (call) => (
        <RowToggle
          expanded={expanded.isOpen(call.call_sid)}
          controls={detailId(call)}
          label={t('calls.toggle', {
            from: call.from,
            to: call.to,
            time: formatDateTime(call.attempted_at),
          })}
          onToggle={() => expanded.toggle(call.call_sid)}
        >
          {formatDateTime(call.attempted_at)}
        </RowToggle>
      ),
    },
    {
      id: 'direction',
      header: t('calls.columnDirection'),
      cell: (call) => t(call.direction === 'inbound' ? 'calls.inbound' : 'calls.outbound'),
    },
    { id: 'from', header: t('calls.columnFrom'), cell: (call) => call.from },
    { id: 'to', header: t('calls.columnTo'), cell: (call) => call.to },
    {
      id: 'duration',
      header: t('calls.columnDuration'),
      className: 'ck:whitespace-nowrap',
      // A call that was not answered lasted no time: '0 s', not the spans' '0.00 ms'.
      cell: (call) => (call.duration > 0 ? formatDuration(call.duration * 1000) : '0 s'),
    },
    {
      id: 'status',
      header: t('calls.columnStatus'),
      className: 'ck:whitespace-nowrap',
      cell: (call) => (
        <span className={call.answered ? 'ck:text-success' : 'ck:text-muted'}>
          {t(call.answered ? 'calls.answered' : 'calls.notAnswered')}
          {call.sip_status ? ` (${call.sip_status})` : ''}
        </span>
      ),
    },
    ...(list.accountFixed
      ? []
      : [
          {
            id: 'account',
            header: t('calls.columnAccount'),
            cell: (call: Call) => {
              const name = accountNames.get(call.account_sid) ?? call.account_sid;
              return (
                <span className="ck:block ck:max-w-44 ck:truncate" title={name}>
                  {name}
                </span>
              );
            },
          },
        ]),
  ];

  return (
    <section>
      <PageHeader title={t('calls.title')} />
      <ListFilters>
        <DateSelect value={list.filters.date} onChange={(date) => list.setFilter('date', date)} />
        <Select
          label={t('calls.direction')}
          hideLabel
          value={list.filters.direction}
          onChange={(event) => list.setFilter('direction', event.target.value as DirectionChoice)}
          options={[
            { value: '', label: t('calls.anyDirection') },
            { value: 'inbound', label: t('calls.inbound') },
            { value: 'outbound', label: t('calls.outbound') },
          ]}
          className="ck:w-36"
        />
        <Select
          label={t('calls.status')}
          hideLabel
          value={list.filters.answered}
          onChange={(event) => list.setFilter('answered', event.target.value as AnsweredChoice)}
          options={[
            { value: '', label: t('calls.anyStatus') },
            { value: 'true', label: t('calls.answered') },
            { value: 'false', label: t('calls.notAnswered') },
          ]}
          className="ck:w-40"
        />
        <SearchFilter label={t('calls.filter')} value={list.text} onChange={list.setText} />
        {!list.accountFixed && (
          <AccountSelect
            accounts={list.accounts}
            value={list.accountSid}
            onChange={(sid) => {
              list.setAccountSid(sid);
              list.setPage(1);
            }}
          />
        )}
      </ListFilters>
      {failed && (
        <Alert tone="error" className="ck:mb-3">
          {list.calls.error.message}
        </Alert>
      )}
      <DataTable
        label={t('calls.title')}
        columns={columns}
        rows={rows}
        rowKey={(call) => call.call_sid}
        loading={!failed && (!list.owner || list.calls.isPending)}
        dense
        empty={t('calls.empty')}
        detail={(call) =>
          expanded.isOpen(call.call_sid) && <CallDetail id={detailId(call)} call={call} />
        }
      />
      <Pager
        total={failed ? 0 : (list.calls.data?.total ?? 0)}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
    </section>
  );
}

export default RecentCallsPage;
