import type { Call } from '../../api/calls.ts';
import { useExpanded } from '../../data/useExpanded.ts';
import { useT } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { AccountSelect, DateSelect } from '../../ui/ListOwnerFilters.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { RowToggle } from '../../ui/RowToggle.tsx';
import { Select } from '../../ui/Select.tsx';
import { accountColumn } from '../../ui/accountColumn.tsx';
import { lazyComponent } from '../../ui/lazyComponent.ts';
import { usePreloadWhenIdle } from '../../ui/lazyPart.ts';
import { Loading } from '../../ui/Loading.tsx';
import type { CallDetailProps } from './CallDetail.tsx';
import { callDuration, callStatus } from './callText.ts';
import { useCallList } from './useCallList.ts';
import type { AnsweredChoice, DirectionChoice } from './callListQuery.ts';
import { provideMessages } from '../../messages/translate.ts';
import { callMessages } from '../../messages/calls.ts';

provideMessages(callMessages);

const detailId = (call: Call) => `call-${call.call_sid}`;

// An open call's details (its tabs, the trace's waterfall and its virtualizer: 18 KB gzip, a
// request) are not in the list's first load: fetched once the browser is idle after the rows,
// they are there when a call is opened.
const CallDetail = lazyComponent<CallDetailProps>(
  'CallDetail',
  () => import('./CallDetail.tsx'),
  ({ id }) => (
    <div id={id}>
      <Loading />
    </div>
  ),
);

/** The list's two choice filters, as data. */
const CHOICE_FILTERS = [
  {
    key: 'direction',
    label: 'calls.direction',
    className: 'ck:w-36',
    options: [
      ['', 'calls.anyDirection'],
      ['inbound', 'calls.inbound'],
      ['outbound', 'calls.outbound'],
    ],
  },
  {
    key: 'answered',
    label: 'calls.status',
    className: 'ck:w-40',
    options: [
      ['', 'calls.anyStatus'],
      ['true', 'calls.answered'],
      ['false', 'calls.notAnswered'],
    ],
  },
] as const;

/** Recent calls: paged on the server, filtered by date, direction, answer, text and account;
 *  each call opens into its details, trace, log, recording and packet captures. */
export function RecentCallsPage() {
  const t = useT();
  const format = useFormat();
  const list = useCallList();
  const expanded = useExpanded();
  usePreloadWhenIdle(CallDetail, list.calls.isSuccess);

  const columns: Column<Call>[] = [
    {
      id: 'date',
      header: t('calls.columnDate'),
      className: 'ck:w-52',
      cell: (call) => (
        <RowToggle
          expanded={expanded.isOpen(call.call_sid)}
          controls={detailId(call)}
          label={t('calls.toggle', {
            from: call.from,
            to: call.to,
            time: format.dateTime(call.attempted_at),
          })}
          onToggle={() => expanded.toggle(call.call_sid)}
        >
          {format.dateTime(call.attempted_at)}
        </RowToggle>
      ),
    },
    {
      id: 'direction',
      header: t('calls.columnDirection'),
      className: 'ck:w-24',
      cell: (call) => t(call.direction === 'inbound' ? 'calls.inbound' : 'calls.outbound'),
    },
    { id: 'from', header: t('calls.columnFrom'), value: (call) => call.from },
    { id: 'to', header: t('calls.columnTo'), value: (call) => call.to },
    {
      id: 'duration',
      header: t('calls.columnDuration'),
      className: 'ck:w-28',
      cell: (call) => callDuration(call, format, t),
    },
    {
      id: 'status',
      header: t('calls.columnStatus'),
      // Room for the longest, 'Not answered (480)'.
      className: 'ck:w-44',
      cell: (call) => (
        <span className={call.answered ? 'ck:text-success' : 'ck:text-muted'}>
          {callStatus(call, t)}
        </span>
      ),
    },
    ...(list.accountFixed
      ? []
      : [
          accountColumn<Call>({
            header: t('calls.columnAccount'),
            accountOf: (call) => call.account_sid,
            accounts: list.accounts,
            accountsLoading: list.accountsLoading,
          }),
        ]),
  ];

  return (
    <section>
      <PageHeader title={t('calls.title')} />
      <ListFilters>
        <DateSelect value={list.filters.date} onChange={list.setDate} />
        {CHOICE_FILTERS.map((filter) => (
          <Select
            key={filter.key}
            label={t(filter.label)}
            hideLabel
            value={list.filters[filter.key]}
            onChange={(event) =>
              list.setFilter(filter.key, event.target.value as DirectionChoice & AnsweredChoice)
            }
            options={filter.options.map(([value, label]) => ({ value, label: t(label) }))}
            className={filter.className}
          />
        ))}
        <SearchFilter label={t('calls.filter')} value={list.text} onChange={list.setText} />
        <AccountSelect owner={list} />
      </ListFilters>
      <PagedTable
        label={t('calls.title')}
        columns={columns}
        rowKey={(call) => call.call_sid}
        empty={t('calls.empty')}
        detail={(call) =>
          expanded.isOpen(call.call_sid) && <CallDetail id={detailId(call)} call={call} />
        }
        result={list.calls}
        waiting={!list.owner}
        paging={list}
      />
    </section>
  );
}

export default RecentCallsPage;
