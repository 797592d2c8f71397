import { cn } from '../../ui/cn.ts';
import { useState } from 'react';
import { useKeptState } from '../../data/useKeptState.ts';
import type { Limit, ServiceProvider } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { hasMessages } from '../../lib/validation.ts';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { WebhookFields } from '../../ui/WebhookFields.tsx';
import {
  limitMessages,
  type LimitMessages,
  limitChanges,
  limitsAccess,
  limitsChanged,
  limitValues,
  unitOf,
  type LimitUnit,
} from '../limits/limitRules.ts';
import { LimitsFields } from '../limits/LimitsFields.tsx';
import { saveLimits } from '../limits/useLimits.ts';
import {
  providerUpdate,
  providerValues,
  validateProvider,
  type ProviderMessages,
  type ProviderValues,
} from './providerUpdate.ts';
import { serviceProvidersApi } from '../../api/serviceProviders.ts';

/** The service provider tab: name, MS Teams FQDN, registration webhook, limits, delete. */
export function ServiceProviderSettingsForm({
  provider,
  limits,
}: {
  provider: ServiceProvider;
  limits: Limit[];
}) {
  const { api, t } = useConsole();
  const { permissions } = useRequiredSession();
  const { providers, select } = useServiceProviderScope();
  const licenseLimits = permissions.can('view', 'LicenseLimits');
  const readOnly = !permissions.can('edit', 'Settings');
  const owner = { kind: 'ServiceProviders', sid: provider.service_provider_sid } as const;
  const [unit, setUnit] = useState<LimitUnit>(() => unitOf(limits));
  const [limitInput, setLimitInput] = useKeptState('limits', () => limitValues(limits));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const limitsShown = limitsAccess(permissions.can);
  const editsLimits = limitsShown === 'edit';

  const save = useWrite({
    // Only what the user changed: an unchanged Save writes nothing.
    write: async (values: ProviderValues) => {
      const body = providerUpdate(provider, {
        ...values,
        msTeamsFqdn: values.teams ? values.fqdn.trim() : null,
      });
      if (body) await api(serviceProvidersApi).update(provider.service_provider_sid, body);
      if (editsLimits)
        await saveLimits(api, owner, limitChanges(limits, limitInput, { licenseLimits }));
    },
    success: () => t('settings.saved'),
    invalidates: [queryKeys.serviceProviders, queryKeys.limits(owner)],
  });
  const remove = useWrite({
    write: () => api(serviceProvidersApi).remove(provider.service_provider_sid),
    success: () => t('settings.providerDeleted', { name: provider.name }),
    invalidates: [queryKeys.serviceProviders],
    quiet: () => true,
    onDone: () => {
      setConfirmDelete(false);
      const next = providers.find((p) => p.service_provider_sid !== provider.service_provider_sid);
      if (next) select(next.service_provider_sid);
    },
  });

  const form = useConsoleForm({
    initial: () => providerValues(provider),
    validate: (values): ProviderMessages & { limits?: LimitMessages } => {
      const found = validateProvider(values);
      const limits = editsLimits ? limitMessages(limitInput) : {};
      return hasMessages(limits) ? { ...found, limits } : found;
    },
    save: (values): Promise<unknown> => save.mutateAsync(values),
  });
  const { values, set, errors } = form;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className={cn(FORM_WIDTH, 'ck:flex ck:flex-col ck:gap-4')}
    >
      <FormSection title={t('settings.providerSection')}>
        <TextField
          label={t('serviceProvider.name')}
          name="name"
          required
          disabled={readOnly}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={form.message('name')}
        />
        <TextField
          label={t('settings.providerDescription')}
          name="description"
          disabled={readOnly}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <Checkbox
          label={t('settings.teamsToggle')}
          disabled={readOnly}
          checked={values.teams}
          onChange={(e) => set('teams', e.target.checked)}
        />
        {values.teams && (
          <TextField
            label={t('settings.teamsFqdn')}
            name="ms_teams_fqdn"
            required
            disabled={readOnly}
            placeholder={t('settings.sipRealmExample')}
            value={values.fqdn}
            onChange={(e) => set('fqdn', e.target.value)}
            error={form.message('fqdn')}
          />
        )}
        <WebhookFields
          label={t('settings.registrationHook')}
          name="registration_hook"
          value={values.registrationHook}
          onChange={(hook) => set('registrationHook', hook)}
          readOnly={readOnly}
          urlError={
            errors.registrationHook === 'webhook.urlInvalid'
              ? form.message('registrationHook')
              : undefined
          }
          showAuthError={errors.registrationHook === 'webhook.authBoth'}
        />
      </FormSection>
      {limitsShown !== 'hidden' && (
        <FormSection title={t('limits.title')}>
          <LimitsFields
            values={limitInput}
            onChange={setLimitInput}
            unit={unit}
            onUnit={setUnit}
            licenseLimits={licenseLimits}
            readOnly={readOnly || !editsLimits}
            messages={form.errors.limits}
          />
        </FormSection>
      )}
      <FormActions
        changed={
          form.changed || (editsLimits && limitsChanged(limits, limitInput, { licenseLimits }))
        }
        busy={save.isPending}
        canSave={!readOnly}
        onCancel={() => {
          form.reset();
          setLimitInput(limitValues(limits));
        }}
        extra={
          permissions.canAddServiceProvider && (
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              {t('settings.deleteProvider')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('settings.deleteProvider')}
        confirmLabel={t('settings.deleteProvider')}
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => remove.mutate(undefined)}
        onClose={() => setConfirmDelete(false)}
      >
        {t('settings.deleteProviderConfirm', { name: provider.name })}
      </ConfirmDialog>
    </form>
  );
}
