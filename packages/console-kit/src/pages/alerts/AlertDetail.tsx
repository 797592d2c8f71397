import type { Alert } from '../../api/calls.ts';
import type { Account } from '../../api/types.ts';
import { useT } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import { rawValue } from '../../ui/FieldList.tsx';
import { RecordFields, labelledFields, type FieldTable } from '../../ui/RecordFields.tsx';
import { AccountLink, ProviderName } from '../../ui/RecordLink.tsx';

interface View {
  alert: Alert;
  accountName?: string;
}

const text = (key: string) => (view: View) => rawValue(view.alert[key]);

/** An alert's fields besides its headline, each with its label; the others are in its raw JSON. */
const ALERT_FIELDS: FieldTable<string, View> = [
  [
    'account_sid',
    'alerts.columnAccount',
    ({ alert, accountName }) => <AccountLink sid={alert.account_sid ?? ''} name={accountName} />,
  ],
  ['alert_type', 'alerts.columnType', text('alert_type')],
  ['vendor', 'alerts.fieldVendor', text('vendor')],
  ['detail', 'alerts.fieldDetail', text('detail')],
  [
    'service_provider_sid',
    'calls.fieldServiceProvider',
    ({ alert }) => <ProviderName sid={alert.service_provider_sid ?? ''} />,
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
  const view: View = {
    alert,
    accountName: accounts.find((account) => account.account_sid === alert.account_sid)?.name,
  };
  const fields = labelledFields(ALERT_FIELDS, alert, view, t);
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
