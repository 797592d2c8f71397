import { useEffect, useState, type FormEvent } from 'react';
import { validationText } from '../../lib/validation.ts';
import type { SnapshotFrom } from 'xstate';
import { useAllAccounts } from '../../data/useAccounts.ts';
import { lcrChanged, type LcrEditEvent, type lcrEditMachine } from './lcrEdit.machine.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { carrierChoices, validateLcr, type RouteValues } from './lcrRules.ts';
import { RouteList } from './RouteList.tsx';
import { LCR_LIST, useDeleteLcr } from './useLcrs.ts';
import { useProviderCarriers } from '../../data/useProviderCarriers.ts';

/**
 * The outbound call routing form (spec part 2, sections 2, 4 and 5): name, active flag, who uses
 * the table (on create, above account scope), the ordered routes and the default carrier. Save is
 * blocked while no carrier can be chosen. Delete is offered to all but service_provider scope;
 * cancel and the list to admins.
 */
export function LcrForm({
  snapshot,
  send,
  serviceProviderSid,
}: {
  snapshot: SnapshotFrom<typeof lcrEditMachine>;
  send(event: LcrEditEvent): void;
  serviceProviderSid: string;
}) {
  const { t, router } = useConsole();
  const { permissions } = useRequiredSession();
  const { values, lcr, submitted } = snapshot.context;
  const creating = !lcr;
  const readOnly = !permissions.can(lcr ? 'edit' : 'create', 'Lcrs', lcr ?? undefined);
  const accounts = useAllAccounts().data ?? [];
  // A table's carriers come from its provider: an account's table, from the account's provider.
  const owner = accounts.find((a) => a.account_sid === values.accountSid);
  const providerSid =
    owner?.service_provider_sid ?? lcr?.service_provider_sid ?? serviceProviderSid;
  const carriers = useProviderCarriers(providerSid);
  const offered = carrierChoices(carriers.data ?? [], values.accountSid);
  const options = offered.map((c) => ({ value: c.voip_carrier_sid, label: c.name }));
  const noCarriers = carriers.isSuccess && offered.length === 0;
  const errors = submitted ? validateLcr(values) : {};
  const busy = snapshot.matches('saving') || snapshot.matches('removingRoute');
  const [removing, setRemoving] = useState<RouteValues | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteLcr(lcr);
  const isAdmin = permissions.canListOutboundRouting;
  // The sortable routes' code is fetched once the form shows, not when its first route is added:
  // the list drawn then would be replaced by the sortable one as the code came, taking the focus
  // (and the keys typed meanwhile) from the route's pattern.
  useEffect(() => void RouteList.preload(), []);

  const chooseOwner = (accountSid: string) =>
    send({
      type: 'SET_OWNER',
      accountSid,
      offered: carrierChoices(carriers.data ?? [], accountSid).map((c) => c.voip_carrier_sid),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SAVE' });
  };

  return (
    <section className={FORM_WIDTH}>
      <PageHeader title={t(creating ? 'lcr.addTitle' : 'lcr.editTitle')} />
      <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <FormSection title={t('lcr.section')}>
          <TextField
            label={t('lcr.name')}
            required
            disabled={readOnly}
            maxLength={64}
            value={values.name}
            onChange={(event) => send({ type: 'CHANGE', patch: { name: event.target.value } })}
            error={validationText(errors.name, t)}
          />
          <Checkbox
            label={t('lcr.isActive')}
            disabled={readOnly}
            checked={values.isActive}
            onChange={(event) =>
              send({ type: 'CHANGE', patch: { isActive: event.target.checked } })
            }
          />
          {permissions.fixedAccount === null && (
            <Select
              label={t('lcr.usedBy')}
              disabled={readOnly || !creating}
              value={values.accountSid}
              onChange={(event) => chooseOwner(event.target.value)}
              placeholder={t('lcr.allAccounts')}
              options={accounts
                .filter((a) => a.service_provider_sid === providerSid)
                .map((a) => ({ value: a.account_sid, label: a.name }))}
              className="ck:max-w-md"
            />
          )}
        </FormSection>
        <FormSection title={t('lcr.routesSection')} description={t('lcr.routesIntro')}>
          {values.routes.length === 0 ? (
            <p className="ck:text-base ck:text-muted">{t('lcr.noRoutes')}</p>
          ) : (
            <RouteList
              routes={values.routes}
              carriers={options}
              errors={errors.routes}
              readOnly={readOnly}
              onMove={(from, to) => send({ type: 'MOVE_ROUTE', from, to })}
              onEdit={(key, patch) => send({ type: 'EDIT_ROUTE', key, patch })}
              onRemove={(route) =>
                route.sid ? setRemoving(route) : send({ type: 'REMOVE_ROUTE', key: route.key })
              }
            />
          )}
          {!readOnly && (
            <div>
              <Button onClick={() => send({ type: 'ADD_ROUTE' })}>{t('lcr.addRoute')}</Button>
            </div>
          )}
          <Select
            label={t('lcr.defaultCarrier')}
            required
            disabled={readOnly}
            value={values.defaultCarrierSid}
            onChange={(event) =>
              send({ type: 'CHANGE', patch: { defaultCarrierSid: event.target.value } })
            }
            placeholder={t('lcr.chooseCarrier')}
            options={options}
            error={validationText(errors.defaultCarrier, t)}
            className="ck:max-w-md"
          />
          <p className="ck:-mt-3 ck:text-sm ck:text-muted">{t('lcr.defaultCarrierHint')}</p>
        </FormSection>
        <FormActions
          changed={lcrChanged(snapshot.context)}
          busy={busy}
          canSave={!readOnly}
          saveBlocked={
            noCarriers ? t(values.accountSid ? 'lcr.noCarriersForAccount' : 'lcr.noCarriers') : null
          }
          onCancel={isAdmin ? () => router.navigate(LCR_LIST) : undefined}
          extra={
            !creating &&
            !readOnly &&
            permissions.can('delete', 'Lcrs', lcr ?? undefined) && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t('lcr.delete')}
              </Button>
            )
          }
        />
      </form>
      <ConfirmDialog
        open={removing !== null}
        title={t('lcr.removeRouteTitle')}
        confirmLabel={t('lcr.removeRouteTitle')}
        onConfirm={() => {
          if (removing) send({ type: 'REMOVE_ROUTE', key: removing.key });
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      >
        {t('lcr.removeRouteConfirm', { regex: removing?.regex ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t('lcr.delete')}
        confirmLabel={t('lcr.delete')}
        busy={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => remove.mutate(undefined)}
        onClose={() => setConfirmDelete(false)}
      >
        {t('lcr.deleteConfirm', { name: lcr?.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
