import { useState } from 'react';
import type { TeamsTenant } from '../../api/numbersAndTenants.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useApplicationsOf } from '../../data/useApplicationsOf.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import {
  isDuplicateDomain,
  teamsTenantPayload,
  teamsTenantValues,
  validateTeamsTenant,
  withAccount,
} from './teamsTenantRules.ts';
import { useTeamsTenantWrites } from './useTeamsTenants.ts';

/** Add and edit a Microsoft Teams tenant: its domain, its account and, optionally, one of that
 *  account's applications. */
export function TeamsTenantForm({ tenant }: { tenant?: TeamsTenant }) {
  const { t, router } = useConsole();
  const { permissions } = useRequiredSession();
  const { accounts } = useAccounts();
  const writes = useTeamsTenantWrites(tenant?.ms_teams_tenant_sid);
  const accountFixed = permissions.fixedAccount !== null;
  const form = useConsoleForm({
    initial: () => teamsTenantValues(tenant, permissions.fixedAccount ?? ''),
    validate: validateTeamsTenant,
    save: (values) => {
      const onError = (error: Error) =>
        isDuplicateDomain(error) && form.setErrors({ domain: 'teamsTenants.domainTaken' });
      if (tenant) writes.update.mutate(form.changes(teamsTenantPayload), { onError });
      else writes.create.mutate(teamsTenantPayload(values), { onError });
    },
  });
  const { values, set } = form;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { applications } = useApplicationsOf(values.accountSid);
  const creating = !tenant;
  const readOnly = !permissions.can(tenant ? 'edit' : 'create', 'MicrosoftTeamsTenants', tenant);

  return (
    <section className={FORM_WIDTH}>
      <PageHeader title={t(creating ? 'teamsTenants.addTitle' : 'teamsTenants.editTitle')} />
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <FormSection title={t('teamsTenants.section')}>
          <TextField
            label={t('teamsTenants.domain')}
            name="tenant_fqdn"
            required
            disabled={readOnly}
            value={values.domain}
            onChange={(event) => set('domain', event.target.value)}
            hint={t('teamsTenants.domainHint')}
            error={form.message('domain')}
          />
          <Select
            label={t('teamsTenants.account')}
            required
            disabled={readOnly || accountFixed}
            value={values.accountSid}
            onChange={(event) => form.setValues(withAccount(values, event.target.value))}
            placeholder={t('teamsTenants.chooseAccount')}
            options={accounts.map((a) => ({ value: a.account_sid, label: a.name }))}
            error={form.message('account')}
          />
          <Select
            label={t('teamsTenants.application')}
            disabled={readOnly || !values.accountSid}
            value={values.applicationSid}
            onChange={(event) => set('applicationSid', event.target.value)}
            options={[
              { value: '', label: t('teamsTenants.noApplication') },
              ...applications.map((app) => ({ value: app.application_sid, label: app.name })),
            ]}
          />
        </FormSection>
        <FormActions
          changed={form.changed}
          busy={writes.create.isPending || writes.update.isPending}
          canSave={!readOnly}
          onCancel={() => router.navigate('/internal/ms-teams-tenants')}
          extra={
            tenant &&
            !readOnly && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t('teamsTenants.delete')}
              </Button>
            )
          }
        />
      </form>
      {tenant && (
        <ConfirmDialog
          open={confirmDelete}
          title={t('teamsTenants.delete')}
          confirmLabel={t('teamsTenants.delete')}
          busy={writes.remove.isPending}
          onConfirm={() => writes.remove.mutate(tenant.tenant_fqdn)}
          onClose={() => setConfirmDelete(false)}
        >
          {t('teamsTenants.deleteConfirm', { domain: tenant.tenant_fqdn })}
        </ConfirmDialog>
      )}
    </section>
  );
}
