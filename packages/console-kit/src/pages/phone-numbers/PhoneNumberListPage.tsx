import type { PhoneNumber } from '../../api/numbersAndTenants.ts';
import { useApplicationsOf, useAllApplications } from '../../data/useApplicationsOf.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { AccountFilter } from '../../ui/AccountFilter.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters, SearchFilter } from '../../ui/ListFilters.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { BulkRoutingBar } from './BulkRoutingBar.tsx';
import { toggleAll, toggleOne } from './phoneNumberRules.ts';
import { SelectionBox } from './SelectionBox.tsx';
import { usePhoneNumberList } from './usePhoneNumberList.ts';
import { useCarrierChoices } from '../../data/useCarrierChoices.ts';
import { provideMessages } from '../../messages/translate.ts';
import { numbersAndTenantsMessages } from '../../messages/numbersAndTenants.ts';

provideMessages(numbersAndTenantsMessages);

/** Phone numbers: paged on the server, filtered by digits and account, with bulk routing of the
 *  selected numbers to one of the chosen account's applications. */
export function PhoneNumberListPage() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  const list = usePhoneNumberList();
  // The names of the rows' applications and carriers fill in once the rows have come.
  const names = { enabled: list.rowsCame };
  const carriers = useCarrierChoices(names);
  const applications = useAllApplications(names);
  const { applications: accountApplications } = useApplicationsOf(list.accountSid, names);
  const rows = list.numbers.data?.data;
  const pageSids = rows?.map((number) => number.phone_number_sid) ?? [];
  const bulk = permissions.canWrite && Boolean(list.accountSid);

  const accountNames = namesBy(list.accounts, (account) => account.account_sid);
  const applicationNames = namesBy(applications.data, (app) => app.application_sid);
  const carrierNames = namesBy(carriers.data, (carrier) => carrier.voip_carrier_sid);

  const columns: Column<PhoneNumber>[] = [
    ...(bulk
      ? [
          {
            id: 'select',
            className: 'ck:w-10',
            header: (
              <SelectionBox
                label={t('phoneNumbers.selectAll')}
                selected={list.selected}
                sids={pageSids}
                onChange={() => list.setSelected(toggleAll(list.selected, pageSids))}
              />
            ),
            cell: (number: PhoneNumber) => (
              <SelectionBox
                label={t('phoneNumbers.selectRow', { number: number.number })}
                selected={list.selected}
                sids={[number.phone_number_sid]}
                onChange={() => list.setSelected(toggleOne(list.selected, number.phone_number_sid))}
              />
            ),
          },
        ]
      : []),
    {
      id: 'number',
      header: t('phoneNumbers.columnNumber'),
      value: (number) => number.number,
      link: (number) => `/internal/phone-numbers/${number.phone_number_sid}/edit`,
    },
    {
      id: 'account',
      header: t('phoneNumbers.columnAccount'),
      value: (number) => number.account_sid && accountNames.get(number.account_sid),
      cell: (number) =>
        number.account_sid ? (
          <span className="ck:block ck:truncate" title={accountNames.get(number.account_sid)}>
            {accountNames.get(number.account_sid)}
          </span>
        ) : (
          <span className="ck:text-muted">{t('phoneNumbers.notAssigned')}</span>
        ),
    },
    {
      id: 'application',
      header: t('phoneNumbers.columnApplication'),
      value: (number) => applicationNames.get(number.application_sid ?? ''),
    },
    {
      id: 'carrier',
      header: t('phoneNumbers.columnCarrier'),
      value: (number) => carrierNames.get(number.voip_carrier_sid ?? ''),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('phoneNumbers.title')}
        actions={
          permissions.canWrite && (
            <ButtonLink to="/internal/phone-numbers/add" variant="primary">
              {t('phoneNumbers.add')}
            </ButtonLink>
          )
        }
      />
      <ListFilters>
        <SearchFilter
          label={t('phoneNumbers.filter')}
          value={list.text}
          onChange={list.setText}
          inputMode="tel"
        />
        {!list.accountFixed && (
          <AccountFilter
            label={t('phoneNumbers.accountFilter')}
            allLabel={t('phoneNumbers.allAccounts')}
            value={list.accountSid}
            accounts={list.accounts}
            onChange={list.setAccountSid}
          />
        )}
        {/* Beside the filters, not a line of its own: the list keeps a screen of rows. */}
        {bulk ? (
          <BulkRoutingBar
            accountSid={list.accountSid}
            applications={accountApplications}
            selected={list.selected}
            onDone={() => list.setSelected(new Set())}
          />
        ) : (
          permissions.canWrite && (
            <p className="ck:self-center ck:text-sm ck:text-muted">{t('phoneNumbers.bulkHint')}</p>
          )
        )}
      </ListFilters>
      <PagedTable
        label={t('phoneNumbers.title')}
        columns={columns}
        rowKey={(number) => number.phone_number_sid}
        empty={t('phoneNumbers.empty')}
        result={list.numbers}
        paging={list}
      />
    </section>
  );
}

/** Names by sid, for the columns that show what a number points at. */
function namesBy<T extends { name: string }>(
  items: readonly T[] | undefined,
  sid: (item: T) => string,
) {
  return new Map((items ?? []).map((item) => [sid(item), item.name]));
}

export default PhoneNumberListPage;
