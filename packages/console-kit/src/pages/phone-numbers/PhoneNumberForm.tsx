import { useState } from 'react';
import type { CarrierChoice, PhoneNumber } from '../../api/numbersAndTenants.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useApplicationsOf } from '../../data/useApplicationsOf.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import {
  carrierChoices,
  isDuplicateNumber,
  phoneNumberPayload,
  phoneNumberRouting,
  phoneNumberValues,
  validatePhoneNumber,
  withAccount,
} from './phoneNumberRules.ts';
import { usePhoneNumberWrites } from './usePhoneNumbers.ts';

/** Add and edit a phone number. Once created, its number and carrier are fixed: an edit routes it
 *  (account and application). */
export function PhoneNumberForm({
  number,
  carriers,
}: {
  number?: PhoneNumber;
  carriers: readonly CarrierChoice[];
}) {
  const { t, router, storage } = useConsole();
  const { claims, permissions } = useRequiredSession();
  const { accounts } = useAccounts();
  const { current } = useServiceProviderScope();
  const writes = usePhoneNumberWrites(number?.phone_number_sid);
  const accountFixed = permissions.fixedAccount !== null;
  const creating = !number;
  const form = useConsoleForm({
    initial: () => {
      const fallback = permissions.fixedAccount ?? storage.get(storageKeys.accountFilter) ?? '';
      return phoneNumberValues(
        number,
        accounts.some((a) => a.account_sid === fallback) ? fallback : '',
      );
    },
    validate: (values) => validatePhoneNumber(values, creating),
    save: (values) => {
      if (number) writes.update.mutate(form.changes(phoneNumberRouting));
      else
        writes.create.mutate(phoneNumberPayload(values), {
          onError: (error) =>
            isDuplicateNumber(error) && form.setErrors({ number: 'phoneNumbers.numberTaken' }),
        });
    },
  });
  const { values, setValues, set } = form;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { applications } = useApplicationsOf(values.accountSid);
  const readOnly = !permissions.can(number ? 'edit' : 'create', 'PhoneNumbers', number);
  const providerSid = current?.service_provider_sid ?? claims.service_provider_sid ?? undefined;
  const offered = (accountSid: string) => carrierChoices(carriers, providerSid, accountSid);

  const carrier = carriers.find((c) => c.voip_carrier_sid === values.carrierSid);
  const carrierOptions = creating ? offered(values.accountSid) : carrier ? [carrier] : [];
  // A number on an account's own carrier stays with that account.
  const accountOptions = carrier?.account_sid
    ? accounts.filter((a) => a.account_sid === carrier.account_sid)
    : accounts;

  return (
    <section className={FORM_WIDTH}>
      <PageHeader title={t(creating ? 'phoneNumbers.addTitle' : 'phoneNumbers.editTitle')} />
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <FormSection title={t('phoneNumbers.section')}>
          <TextField
            label={t('phoneNumbers.number')}
            name="number"
            inputMode="tel"
            required
            disabled={readOnly || !creating}
            value={values.number}
            onChange={(event) => set('number', event.target.value)}
            hint={creating ? t('phoneNumbers.numberHint') : undefined}
            error={form.message('number')}
          />
          <Select
            label={t('phoneNumbers.account')}
            disabled={readOnly || accountFixed}
            value={values.accountSid}
            onChange={(event) =>
              setValues(withAccount(values, event.target.value, creating ? offered : undefined))
            }
            options={[
              ...(accountFixed || carrier?.account_sid
                ? []
                : [{ value: '', label: t('phoneNumbers.notAssigned') }]),
              ...accountOptions.map((a) => ({ value: a.account_sid, label: a.name })),
            ]}
          />
          <Select
            label={t('phoneNumbers.carrier')}
            required
            disabled={readOnly || !creating}
            value={values.carrierSid}
            onChange={(event) => set('carrierSid', event.target.value)}
            placeholder={t('phoneNumbers.chooseCarrier')}
            options={carrierOptions.map((c) => ({ value: c.voip_carrier_sid, label: c.name }))}
            error={
              form.message('carrier') ??
              (creating && carrierOptions.length === 0
                ? t('phoneNumbers.noCarrierForAccount')
                : undefined)
            }
          />
          <Select
            label={t('phoneNumbers.application')}
            disabled={readOnly || !values.accountSid}
            value={values.applicationSid}
            onChange={(event) => set('applicationSid', event.target.value)}
            options={[
              { value: '', label: t('phoneNumbers.noApplication') },
              ...applications.map((app) => ({ value: app.application_sid, label: app.name })),
            ]}
          />
        </FormSection>
        <FormActions
          changed={form.changed}
          busy={writes.create.isPending || writes.update.isPending}
          canSave={!readOnly}
          onCancel={() => router.navigate('/internal/phone-numbers')}
          extra={
            number &&
            !readOnly && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t('phoneNumbers.delete')}
              </Button>
            )
          }
        />
      </form>
      {number && (
        <ConfirmDialog
          open={confirmDelete}
          title={t('phoneNumbers.delete')}
          confirmLabel={t('phoneNumbers.delete')}
          busy={writes.remove.isPending}
          onConfirm={() => writes.remove.mutate(number.number)}
          onClose={() => setConfirmDelete(false)}
        >
          {t('phoneNumbers.deleteConfirm', { number: number.number })}
        </ConfirmDialog>
      )}
    </section>
  );
}
