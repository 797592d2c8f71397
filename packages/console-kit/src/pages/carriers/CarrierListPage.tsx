import { useState } from 'react';
import type { VoipCarrier } from '../../api/carriers.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { failureOf } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyMark } from '../../ui/ReadOnlyMark.tsx';
import { Select } from '../../ui/Select.tsx';
import { RegisterStatusCell } from './RegisterStatusCell.tsx';
import { useCarrierList } from './useCarrierList.ts';
import { carrierEditPath } from './useCarriers.ts';
import { provideMessages } from '../../messages/translate.ts';
import { carrierMessages } from '../../messages/carriers.ts';
import { lazyPart, usePreloadWhenIdle } from '../../ui/lazyPart.ts';

provideMessages(carrierMessages);

// Shown only when the user deletes: not in the page's first load.
const DeleteCarrierDialog = lazyPart(
  'DeleteCarrierDialog',
  () => import('./DeleteCarrierDialog.tsx'),
);

/** Carriers: the provider's carriers (and an account's own), read whole, filtered, sorted and
 *  paged here. */
export function CarrierListPage() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  const list = useCarrierList();
  const [deleting, setDeleting] = useState<VoipCarrier | null>(null);
  usePreloadWhenIdle(DeleteCarrierDialog, !list.pending);

  // An account user's view of its provider's carriers is read-only: no Edit or Delete, a mark.
  const canChange = (carrier: VoipCarrier) => permissions.can('edit', 'VoipCarriers', carrier);

  const columns: Column<VoipCarrier>[] = [
    {
      id: 'name',
      header: t('carriers.columnName'),
      value: (carrier) => carrier.name,
      link: (carrier) => carrierEditPath(carrier.voip_carrier_sid),
    },
    {
      id: 'owner',
      header: t('carriers.columnOwner'),
      className: 'ck:w-44',
      value: (carrier) =>
        carrier.account_sid
          ? (list.accountName(carrier.account_sid) ?? '')
          : t('carriers.allAccounts'),
    },
    {
      id: 'status',
      header: t('carriers.columnStatus'),
      className: 'ck:w-24',
      value: (carrier) => (carrier.is_active ? t('carriers.active') : t('carriers.inactive')),
    },
    {
      id: 'register',
      header: t('carriers.columnRegister'),
      className: 'ck:w-80',
      cell: (carrier) => <RegisterStatusCell carrier={carrier} />,
    },
    {
      id: 'actions',
      header: <span className="ck:sr-only">{t('carriers.actions')}</span>,
      className: 'ck:w-40 ck:text-right',
      cell: (carrier) =>
        canChange(carrier) ? (
          <span className="ck:flex ck:justify-end ck:gap-1">
            <ButtonLink
              size="sm"
              variant="ghost"
              to={carrierEditPath(carrier.voip_carrier_sid)}
              aria-label={t('carriers.edit', { name: carrier.name })}
            >
              {t('carriers.editShort')}
            </ButtonLink>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setDeleting(carrier)}
              aria-label={t('carriers.deleteNamed', { name: carrier.name })}
            >
              {t('carriers.deleteShort')}
            </Button>
          </span>
        ) : (
          permissions.notOwned('VoipCarriers', carrier) && <ReadOnlyMark name={carrier.name} />
        ),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('nav.carriers')}
        actions={
          permissions.canWrite && (
            <ButtonLink to="/internal/carriers/add" variant="primary">
              {t('carriers.add')}
            </ButtonLink>
          )
        }
      />
      <ListFilters>
        <SearchFilter label={t('carriers.filter')} value={list.text} onChange={list.setText} />
        {!list.accountFixed && (
          <Select
            label={t('carriers.usedBy')}
            labelBeside
            value={list.accountSid}
            onChange={(event) => list.setAccountSid(event.target.value)}
            placeholder={t('carriers.anyAccount')}
            options={list.accounts.map((account) => ({
              value: account.account_sid,
              label: account.name,
            }))}
            className="ck:w-72"
          />
        )}
      </ListFilters>
      <ListTable
        label={t('nav.carriers')}
        columns={columns}
        rows={list.carriers}
        list={list.controls}
        defaultSort="name"
        rowKey={(carrier) => carrier.voip_carrier_sid}
        loading={list.pending}
        empty={t('carriers.empty')}
        failure={failureOf(list)}
      />
      {deleting && <DeleteCarrierDialog carrier={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

export default CarrierListPage;
