import type { Lcr } from '../../api/lcrs.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Select } from '../../ui/Select.tsx';
import { displayedRouteCount } from './lcrRules.ts';
import { LCR_ADD, lcrEditPath, useLcrList } from './useLcrs.ts';
import { failureOf } from '../../ui/LoadFailed.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { lcrMessages } from '../../messages/lcr.ts';

provideMessages(lcrMessages);

/** Outbound call routing, for admins: the tables of the provider the console works in (its own
 *  and its accounts'), filtered by name and by the account that uses them. */
export function LcrListPage() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  const list = useLcrList();

  const columns: Column<Lcr>[] = [
    {
      id: 'name',
      header: t('lcr.columnName'),
      className: 'ck:w-1/3',
      value: (lcr) => lcr.name || lcr.lcr_sid,
      link: (lcr) => lcrEditPath(lcr.lcr_sid),
    },
    {
      id: 'usedBy',
      header: t('lcr.columnUsedBy'),
      value: (lcr) =>
        lcr.account_sid ? (list.accountName(lcr.account_sid) ?? '') : t('lcr.allAccounts'),
    },
    {
      id: 'status',
      header: t('lcr.columnStatus'),
      value: (lcr) => t(Number(lcr.is_active) ? 'lcr.active' : 'lcr.inactive'),
    },
    {
      id: 'routes',
      header: t('lcr.columnRoutes'),
      className: 'ck:text-right ck:w-24',
      value: (lcr) => displayedRouteCount(lcr),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('lcr.title')}
        description={t('lcr.intro')}
        actions={
          permissions.canWrite && (
            <ButtonLink to={LCR_ADD} variant="primary">
              {t('lcr.add')}
            </ButtonLink>
          )
        }
      />
      <ListFilters>
        <SearchFilter label={t('lcr.filter')} value={list.text} onChange={list.setText} />
        <Select
          label={t('lcr.usedBy')}
          labelBeside
          value={list.usedBy}
          onChange={(event) => list.setUsedBy(event.target.value)}
          placeholder={t('lcr.anyAccount')}
          options={list.accounts.map((a) => ({ value: a.account_sid, label: a.name }))}
          className="ck:w-72"
        />
      </ListFilters>
      <ListTable
        label={t('lcr.title')}
        columns={columns}
        rows={list.lcrs}
        list={list.controls}
        defaultSort="name"
        rowKey={(lcr) => lcr.lcr_sid}
        loading={list.pending}
        empty={t('lcr.empty')}
        failure={failureOf(list)}
      />
    </section>
  );
}

export default LcrListPage;
