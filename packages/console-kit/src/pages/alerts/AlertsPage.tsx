import type { Alert as AlertRecord } from '../../api/calls.ts';
import { useExpanded } from '../../data/useExpanded.ts';
import { useT } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters } from '../../ui/ListFilters.tsx';
import { AccountSelect, DateSelect } from '../../ui/ListOwnerFilters.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { RowToggle } from '../../ui/RowToggle.tsx';
import { accountColumn } from '../../ui/accountColumn.tsx';
import { AlertDetail } from './AlertDetail.tsx';
import { useAlertList } from './useAlertList.ts';
import { useAlertsVisit } from './useUnreadAlerts.ts';
import { provideMessages } from '../../messages/translate.ts';
import { callMessages } from '../../messages/calls.ts';

provideMessages(callMessages);

/** Keys for the alerts of a page (alerts have no id): time, account, type and message, with a
 *  count for repeats; and the id of each one's details. */
function alertKeys(rows: readonly AlertRecord[]) {
  const seen = new Map<string, number>();
  return new Map(
    rows.map((alert, index) => {
      const base = `${alert.time}|${alert.account_sid ?? ''}|${alert.alert_type ?? ''}|${alert.message}`;
      const repeat = seen.get(base) ?? 0;
      seen.set(base, repeat + 1);
      return [alert, { key: `${base}|${repeat}`, id: `alert-${index}` }];
    }),
  );
}

/** Alerts: paged on the server, filtered by date and account, with an Account column for users
 *  who see several accounts (where the alerts name theirs); each alert opens to every field it has, the time and message as its
 *  headline. Opening the page marks the alerts as seen for the navigation's unread count. */
export function AlertsPage() {
  const t = useT();
  const format = useFormat();
  const list = useAlertList();
  const previousVisit = useAlertsVisit();
  const expanded = useExpanded();
  const rows = list.alerts.data?.data;
  const keys = alertKeys(rows ?? []);
  // A real server's provider-wide alerts name no account and no type: no empty columns for them.
  const named = (field: 'account_sid' | 'alert_type') =>
    !rows || rows.some((alert) => Boolean(alert[field]));
  const alertKey = (alert: AlertRecord) => keys.get(alert)?.key ?? alert.time;
  const detailId = (alert: AlertRecord) => keys.get(alert)?.id ?? '';
  const isNew = (alert: AlertRecord) =>
    previousVisit !== undefined &&
    (previousVisit === null || Date.parse(alert.time) > Date.parse(previousVisit));

  const columns: Column<AlertRecord>[] = [
    {
      id: 'time',
      header: t('alerts.columnTime'),
      className: 'ck:w-52',
      cell: (alert) => (
        <RowToggle
          expanded={expanded.isOpen(alertKey(alert))}
          controls={detailId(alert)}
          label={t('alerts.toggle', { time: format.dateTime(alert.time), message: alert.message })}
          onToggle={() => expanded.toggle(alertKey(alert))}
        >
          {format.dateTime(alert.time)}
        </RowToggle>
      ),
    },
    {
      id: 'message',
      header: t('alerts.columnMessage'),
      cell: (alert) => (
        // The message on one line, cut with an ellipsis and whole in its title (all of it on a
        // card); the badge whole.
        <span className="ck:flex ck:min-w-0 ck:items-center ck:gap-2">
          {isNew(alert) && (
            <span className="ck:shrink-0 ck:rounded ck:bg-primary ck:px-1.5 ck:text-xs ck:font-semibold ck:text-on-primary">
              {t('alerts.new')}
            </span>
          )}
          <span
            className="ck:min-w-0 ck:truncate ck:@max-[640px]:whitespace-normal"
            title={alert.message}
          >
            {alert.message}
          </span>
        </span>
      ),
    },
    ...(named('alert_type')
      ? [
          {
            id: 'type',
            header: t('alerts.columnType'),
            className: 'ck:hidden ck:w-56 ck:md:table-cell',
            cell: (alert: AlertRecord) => (
              <span className="ck:font-mono ck:text-sm">{alert.alert_type ?? ''}</span>
            ),
          },
        ]
      : []),
    ...(list.accountFixed || !named('account_sid')
      ? []
      : [
          accountColumn<AlertRecord>({
            header: t('alerts.columnAccount'),
            accountOf: (alert) => alert.account_sid,
            accounts: list.accounts,
            accountsLoading: list.accountsLoading,
            // The message has the room left.
            className: 'ck:w-48',
          }),
        ]),
  ];

  return (
    <section>
      <PageHeader title={t('alerts.title')} />
      <ListFilters>
        <DateSelect value={list.filters.date} onChange={(date) => list.setFilter('date', date)} />
        <AccountSelect owner={list} />
      </ListFilters>
      <PagedTable
        label={t('alerts.title')}
        columns={columns}
        rowKey={alertKey}
        empty={t('alerts.empty')}
        detail={(alert) =>
          expanded.isOpen(alertKey(alert)) && (
            <AlertDetail id={detailId(alert)} alert={alert} accounts={list.accounts} />
          )
        }
        result={list.alerts}
        waiting={!list.owner}
        paging={list}
      />
    </section>
  );
}

export default AlertsPage;
