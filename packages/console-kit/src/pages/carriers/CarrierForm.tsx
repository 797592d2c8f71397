import { useState } from 'react';
import type { VoipCarrier } from '../../api/carriers.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Select } from '../../ui/Select.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CarrierSettings } from './CarrierSettings.tsx';
import { carrierValues, validateCarrier, withAccount, withoutSecrets } from './carrierRules.ts';
import { DeleteCarrierDialog } from './DeleteCarrierDialog.tsx';
import { useConsoleForm, useValidationText } from '../../ui/useConsoleForm.ts';
import type { SipGatewayValues, SmppGatewayValues } from './gateways/gatewayRules.ts';
import { hasMessages } from '../../lib/validation.ts';
import { SipGatewayRows } from './gateways/SipGatewayRows.tsx';
import { SmppSection } from './gateways/SmppSection.tsx';
import { PredefinedCarrierPicker } from './PredefinedCarrierPicker.tsx';
import {
  CARRIER_LIST,
  useAccountApplications,
  useCarrierWrites,
  usePlatformAddresses,
} from './useCarriers.ts';

type Gateway = SipGatewayValues | SmppGatewayValues;

/** Add and edit a carrier: its settings, the Voice tab with the SIP gateways and the SMS tab with
 *  the SMPP gateways (spec part 2, sections 2 to 5). */
export function CarrierForm({
  carrier,
  gateways,
}: {
  carrier?: VoipCarrier;
  gateways?: { sip: SipGatewayValues[]; smpp: SmppGatewayValues[] };
}) {
  const { t, router } = useConsole();
  const { claims, permissions } = useRequiredSession();
  const { accounts } = useAccounts();
  const accountFixed = permissions.fixedAccount !== null;
  const readOnly = !permissions.can(carrier ? 'edit' : 'create', 'VoipCarriers', carrier);
  // A user who may change carriers, but not this one (an account user and its provider's).
  const notOwned = carrier !== undefined && permissions.notOwned('VoipCarriers', carrier);
  const [tab, setTab] = useState(0);
  const form = useConsoleForm({
    initial: () => {
      const stored = carrierValues(
        carrier,
        accountFixed ? (permissions.fixedAccount ?? '') : '',
        gateways,
      );
      return readOnly ? withoutSecrets(stored) : stored;
    },
    // Messages on the other tab only: it opens, so that they are seen.
    validate: (values) => {
      const found = validateCarrier(values);
      const voiceWrong = hasMessages(found.voice);
      const smsWrong = hasMessages(found.sms);
      if ((voiceWrong || smsWrong) && !(tab === 0 ? voiceWrong : smsWrong))
        setTab(voiceWrong ? 0 : 1);
      return found;
    },
    save: (values) => writes.save.mutateAsync(values),
    // Saved rows now have their sids, so the next save updates them.
    filledIn: (rows) => ({ sipGateways: rows.sip, smppGateways: rows.smpp }),
  });
  const { values, setValues, set } = form;
  const problems = { voice: form.errors.voice ?? {}, sms: form.errors.sms ?? {} };
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [removing, setRemoving] = useState<Gateway | null>(null);
  const writes = useCarrierWrites(carrier, carrier && form.initial);
  const applications = useAccountApplications(values.accountSid);
  const platform = usePlatformAddresses();
  const creating = !carrier;
  const problem = useValidationText(problems.voice);

  const remove = (gateway: Gateway) => {
    if (gateway.sid) setRemoving(gateway);
    else dropRow(gateway);
  };
  const dropRow = (gateway: Gateway) =>
    setValues((previous) => ({
      ...previous,
      sipGateways: previous.sipGateways.filter((g) => g.row !== gateway.row),
      smppGateways: previous.smppGateways.filter((g) => g.row !== gateway.row),
    }));

  // An account user reads a provider's carrier as 'All accounts' too, though it may not choose it.
  const offersAllAccounts = !accountFixed || values.accountSid === '';
  const ownerChoices = [
    ...(offersAllAccounts ? [{ value: '', label: t('carriers.allAccounts') }] : []),
    ...accounts.map((a) => ({ value: a.account_sid, label: a.name })),
  ];
  const ownAccount = accountFixed
    ? [{ value: claims.account_sid ?? '', label: t('nav.account') }]
    : [];

  return (
    <section className={FORM_WIDTH}>
      <PageHeader
        title={t(
          creating ? 'carriers.addTitle' : readOnly ? 'carriers.viewTitle' : 'carriers.editTitle',
        )}
      />
      {notOwned && (
        <Alert tone="warning" className="ck:mb-4">
          {t('carriers.changeDenied')}
        </Alert>
      )}
      {creating && !readOnly && <PredefinedCarrierPicker accountSid={values.accountSid} />}
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <FormSection title={t('carriers.section')}>
          <div className="ck:grid ck:grid-cols-1 ck:gap-4 ck:sm:grid-cols-2">
            <TextField
              label={t('carriers.name')}
              name="name"
              required
              disabled={readOnly}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              error={problem('name')}
            />
            <Select
              label={t('carriers.account')}
              disabled={readOnly || accountFixed}
              value={values.accountSid}
              onChange={(event) =>
                setValues((previous) => withAccount(previous, event.target.value))
              }
              options={accounts.length || !accountFixed ? ownerChoices : ownAccount}
            />
          </div>
          <Checkbox
            label={t('carriers.isActive')}
            disabled={readOnly}
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
          />
        </FormSection>
        <Tabs
          label={t('carriers.tabsLabel')}
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'voice',
              title: t('carriers.voiceTab'),
              content: (
                <div className="ck:flex ck:flex-col ck:gap-4">
                  <CarrierSettings
                    values={values}
                    problems={problems.voice}
                    readOnly={readOnly}
                    applications={applications.data}
                    onChange={setValues}
                  />
                  <FormSection
                    title={t('carriers.sipGateways')}
                    description={
                      <>
                        {t('carriers.sipGatewaysHint')}
                        {platform.sip && <> {t('carriers.sbcs', { addresses: platform.sip })}</>}
                      </>
                    }
                  >
                    <SipGatewayRows
                      gateways={values.sipGateways}
                      problems={problems.voice}
                      readOnly={readOnly}
                      onChange={(sipGateways) => set('sipGateways', sipGateways)}
                      onRemove={remove}
                    />
                  </FormSection>
                </div>
              ),
            },
            {
              id: 'sms',
              title: t('carriers.smsTab'),
              content: (
                <SmppSection
                  credentials={values}
                  gateways={values.smppGateways}
                  problems={problems.sms}
                  readOnly={readOnly}
                  platformAddresses={platform.smpp}
                  onCredentials={(change) => setValues((previous) => ({ ...previous, ...change }))}
                  onChange={(smppGateways) => set('smppGateways', smppGateways)}
                  onRemove={remove}
                />
              ),
            },
          ]}
        />
        <FormActions
          changed={form.changed}
          busy={writes.save.isPending}
          canSave={!readOnly}
          onCancel={() => router.navigate(CARRIER_LIST)}
          extra={
            carrier &&
            !readOnly && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t('carriers.delete')}
              </Button>
            )
          }
        />
      </form>
      {carrier && confirmDelete && (
        <DeleteCarrierDialog carrier={carrier} onClose={() => setConfirmDelete(false)} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('carriers.deleteGatewayTitle')}
        confirmLabel={t('carriers.deleteGatewayTitle')}
        busy={writes.removeGateway.isPending}
        error={writes.removeGateway.error?.message ?? null}
        onConfirm={() =>
          removing &&
          writes.removeGateway.mutate(removing, {
            onSuccess: (gateway) => {
              dropRow(gateway);
              setRemoving(null);
            },
          })
        }
        onClose={() => {
          writes.removeGateway.reset();
          setRemoving(null);
        }}
      >
        {t('carriers.deleteGatewayConfirm', { address: removing?.ipv4 ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
