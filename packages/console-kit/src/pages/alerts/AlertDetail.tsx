import type { ReactNode } from 'react';
import type { Alert } from '../../api/calls.ts';
import type { Account } from '../../api/types.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import { useFormat, useT } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { rawValue } from '../../ui/FieldList.tsx';
import { RecordFields, isShown } from '../../ui/RecordFields.tsx';
import { RecordLink } from '../../ui/RecordLink.tsx';

interface View {
  alert: Alert;
  accountName?: string;
  providerName?: string;
}

const text = (key: string) => (view: View) => rawValue(view.alert[key]);

/** An alert's fields besides its headline, each with its label; the others are in its raw JSON. */
const ALERT_FIELDS: readonly (readonly [string, MessageKey, (view: View) => ReactNode])[] = [
  [
    'account_sid',
    'alerts.columnAccount',
    ({ alert, accountName }) => (
      <RecordLink
        to={`/internal/accounts/${alert.account_sid}/edit`}
        id={alert.account_sid ?? ''}
        name={accountName}
      />
    ),
  ],
  ['alert_type', 'alerts.columnType', text('alert_type')],
  ['vendor', 'alerts.fieldVendor', text('vendor')],
  ['detail', 'alerts.fieldDetail', text('detail')],
  [
    'service_provider_sid',
    'calls.fieldServiceProvider',
    ({ alert, providerName }) =>
      providerName ?? <span className="ck:font-mono ck:text-sm">{alert.service_provider_sid}</span>,
  ],
];

/** An open alert: its time (with the time zone) and message as the headline, then its other
 *  fields by label, the account by name linked to its page, and its raw JSON on demand. */
export function AlertDetail({
  id,
  alert,
  accounts,
}: {
  id: string;
  alert: Alert;
  accounts: readonly Account[];
}) {
  const t = useT();
  const format = useFormat();
  const { providers } = useServiceProviderScope();
  const view: View = {
    alert,
    accountName: accounts.find((account) => account.account_sid === alert.account_sid)?.name,
    providerName: providers.find((p) => p.service_provider_sid === alert.service_provider_sid)
      ?.name,
  };
  const fields = ALERT_FIELDS.filter(([key]) => isShown(alert[key])).map(([key, label, show]) => ({
    key,
    label: t(label),
    value: show(view),
  }));
  return (
    <div id={id} className="ck:border-l-4 ck:border-primary ck:p-4">
      <p className="ck:text-sm ck:text-muted">{format.dateTimeZone(alert.time)}</p>
      <p className="ck:mb-3 ck:text-base ck:font-semibold ck:break-words ck:text-fg">
        {alert.message}
      </p>
      <RecordFields label={t('alerts.fields')} fields={fields} record={alert} />
    </div>
  );
}
