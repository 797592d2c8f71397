import { useState, type FormEvent } from 'react';
import { useKeptState } from '../../data/useKeptState.ts';
import type { Limit, ServiceProvider } from '../../api/types.ts';
import { basicAuthIncomplete, validWebhookUrl, webhookValue } from '../../lib/webhook.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { WebhookFields } from '../../ui/WebhookFields.tsx';
import {
  invalidLimit,
  limitChanges,
  limitsAccess,
  limitValues,
  unitOf,
  type LimitUnit,
} from '../limits/limitRules.ts';
import { LimitsFields } from '../limits/LimitsFields.tsx';
import { saveLimits } from '../limits/useLimits.ts';
import { providerUpdate } from './providerUpdate.ts';

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
  const readOnly = !permissions.canWrite;
  const owner = { kind: 'ServiceProviders', sid: provider.service_provider_sid } as const;
  const [name, setName] = useKeptState('name', () => provider.name);
  const [description, setDescription] = useKeptState(
    'description',
    () => provider.description ?? '',
  );
  const [teams, setTeams] = useState(Boolean(provider.ms_teams_fqdn));
  // Unticking the toggle clears the field but remembers the value, should it be ticked again.
  const [fqdn, setFqdn] = useKeptState('fqdn', () => provider.ms_teams_fqdn ?? '');
  const [hook, setHook] = useKeptState('registrationHook', () =>
    webhookValue(provider.registration_hook),
  );
  const [badHook, setBadHook] = useState<'url' | 'auth' | null>(null);
  const [unit, setUnit] = useState<LimitUnit>(() => unitOf(limits));
  const [values, setValues] = useKeptState('limits', () => limitValues(limits));
  const [nameMissing, setNameMissing] = useState(false);
  const [badLimit, setBadLimit] = useState<ReturnType<typeof invalidLimit>>(null);
  const [fqdnMissing, setFqdnMissing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const limitsShown = limitsAccess(permissions.can);
  const editsLimits = limitsShown === 'edit';

  const save = useWrite({
    // Only what the user changed: an unchanged Save writes nothing.
    write: async () => {
      const body = providerUpdate(provider, {
        name,
        description,
        msTeamsFqdn: teams ? fqdn.trim() : null,
        registrationHook: hook,
      });
      if (body) await api.serviceProviders.update(provider.service_provider_sid, body);
      if (editsLimits)
        await saveLimits(api, owner, limitChanges(limits, values, { licenseLimits }));
    },
    success: () => t('settings.saved'),
    invalidates: [queryKeys.serviceProviders, queryKeys.limits(owner)],
  });
  const remove = useWrite({
    write: () => api.serviceProviders.remove(provider.service_provider_sid),
    success: () => t('settings.providerDeleted', { name: provider.name }),
    invalidates: [queryKeys.serviceProviders],
    quiet: () => true,
    onDone: () => {
      setConfirmDelete(false);
      const next = providers.find((p) => p.service_provider_sid !== provider.service_provider_sid);
      if (next) select(next.service_provider_sid);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = editsLimits ? invalidLimit(values) : null;
    const hookProblem =
      hook.url.trim() && !validWebhookUrl(hook.url)
        ? 'url'
        : basicAuthIncomplete(hook)
          ? 'auth'
          : null;
    setNameMissing(!name.trim());
    setFqdnMissing(teams && !fqdn.trim());
    setBadLimit(bad);
    setBadHook(hookProblem);
    if (name.trim() && !(teams && !fqdn.trim()) && !bad && !hookProblem) save.mutate(undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="ck:flex ck:max-w-3xl ck:flex-col ck:gap-4">
      <FormSection title={t('settings.providerSection')}>
        <TextField
          label={t('serviceProvider.name')}
          name="name"
          required
          disabled={readOnly}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameMissing ? t('serviceProvider.nameRequired') : undefined}
        />
        <TextField
          label={t('settings.providerDescription')}
          name="description"
          disabled={readOnly}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Checkbox
          label={t('settings.teamsToggle')}
          disabled={readOnly}
          checked={teams}
          onChange={(e) => setTeams(e.target.checked)}
        />
        {teams && (
          <TextField
            label={t('settings.teamsFqdn')}
            name="ms_teams_fqdn"
            required
            disabled={readOnly}
            placeholder="sbc.example.com"
            value={fqdn}
            onChange={(e) => setFqdn(e.target.value)}
            error={fqdnMissing ? t('settings.teamsFqdnRequired') : undefined}
          />
        )}
        <WebhookFields
          label={t('settings.registrationHook')}
          name="registration_hook"
          value={hook}
          onChange={setHook}
          readOnly={readOnly}
          urlError={badHook === 'url' ? t('webhook.urlInvalid') : undefined}
          showAuthError={badHook === 'auth'}
        />
      </FormSection>
      {limitsShown !== 'hidden' && (
        <FormSection title={t('limits.title')}>
          <LimitsFields
            values={values}
            onChange={setValues}
            unit={unit}
            onUnit={setUnit}
            licenseLimits={licenseLimits}
            readOnly={readOnly || !editsLimits}
            invalid={badLimit}
          />
        </FormSection>
      )}
      <FormActions
        busy={save.isPending}
        canSave={!readOnly}
        onCancel={() => {
          setName(provider.name);
          setDescription(provider.description ?? '');
          setTeams(Boolean(provider.ms_teams_fqdn));
          setFqdn(provider.ms_teams_fqdn ?? '');
          setHook(webhookValue(provider.registration_hook));
          setValues(limitValues(limits));
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
