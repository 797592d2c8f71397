import { cn } from '../../ui/cn.ts';
import type { PasswordSettings, SystemInformation } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { hasChanges } from '../../lib/changes.ts';
import { invalidCidr } from '../../lib/cidr.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import { settingsApi } from '../../api/settings.ts';

const MIN_LENGTH = { low: 6, high: 128 };

interface Values {
  domain: string;
  sipDomain: string;
  monitoringDomain: string;
  cidr: string;
  logLevel: 'info' | 'debug';
  minLength: string;
  requireDigit: boolean;
  requireSpecial: boolean;
}

function initialValues(system: SystemInformation, password: PasswordSettings): Values {
  return {
    domain: system.domain_name ?? '',
    sipDomain: system.sip_domain_name ?? '',
    monitoringDomain: system.monitoring_domain_name ?? '',
    cidr: system.private_network_cidr ?? '',
    logLevel: system.log_level === 'debug' ? 'debug' : 'info',
    minLength: String(password.min_password_length ?? 6),
    requireDigit: Boolean(Number(password.require_digit ?? 0)),
    requireSpecial: Boolean(Number(password.require_special_character ?? 0)),
  };
}

const systemPayload = (v: Values): SystemInformation => ({
  domain_name: v.domain.trim() || null,
  sip_domain_name: v.sipDomain.trim() || null,
  monitoring_domain_name: v.monitoringDomain.trim() || null,
  private_network_cidr: v.cidr.trim() || null,
  log_level: v.logLevel,
});

const passwordPayload = (v: Values): PasswordSettings => ({
  min_password_length: Number(v.minLength),
  require_digit: v.requireDigit ? 1 : 0,
  require_special_character: v.requireSpecial ? 1 : 0,
});

function validate(values: Values): ValidationMessages<'cidr' | 'minLength'> {
  const messages: ValidationMessages<'cidr' | 'minLength'> = {};
  const cidr = invalidCidr(values.cidr);
  if (cidr !== null) messages.cidr = { key: 'settings.invalidCidr', values: { value: cidr } };
  const length = Number(values.minLength);
  if (!Number.isInteger(length) || length < MIN_LENGTH.low || length > MIN_LENGTH.high)
    messages.minLength = { key: 'settings.minLengthInvalid', values: MIN_LENGTH };
  return messages;
}

/** The admin tab: system information, password policy and the TTS cache (admin only). */
export function AdminSettingsForm({
  system,
  password,
  cacheSize,
}: {
  system: SystemInformation;
  password: PasswordSettings;
  cacheSize: number | null;
}) {
  const { api, t } = useConsole();
  const { permissions } = useRequiredSession();
  const readOnly = !permissions.can('edit', 'AdminSettings');
  const save = useWrite({
    // Two calls, as the spec says: system information, then the password policy; each sends only
    // the fields the user changed, and is left out when there are none.
    write: async (changes: {
      system: Partial<SystemInformation>;
      password: Partial<PasswordSettings>;
    }) => {
      if (hasChanges(changes.system)) await api(settingsApi).saveSystemInformation(changes.system);
      if (hasChanges(changes.password))
        await api(settingsApi).savePasswordSettings(changes.password);
    },
    success: () => t('settings.adminSaved'),
    invalidates: [queryKeys.systemInformation, queryKeys.passwordSettings],
  });
  const clearCache = useWrite({
    write: () => api(settingsApi).clearTtsCache(),
    success: () => t('settings.ttsCleared'),
    invalidates: [queryKeys.ttsCache],
  });

  const form = useConsoleForm({
    initial: () => initialValues(system, password),
    validate,
    save: (): Promise<unknown> =>
      save.mutateAsync({
        system: form.changes(systemPayload),
        password: form.changes(passwordPayload),
      }),
  });
  const { values, set } = form;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className={cn(FORM_WIDTH, 'ck:flex ck:flex-col ck:gap-4')}
    >
      <FormSection title={t('settings.systemSection')}>
        <TextField
          label={t('settings.domain')}
          name="domain_name"
          disabled={readOnly}
          value={values.domain}
          onChange={(e) => set('domain', e.target.value)}
        />
        <TextField
          label={t('settings.sipDomain')}
          name="sip_domain_name"
          disabled={readOnly}
          value={values.sipDomain}
          onChange={(e) => set('sipDomain', e.target.value)}
        />
        <TextField
          label={t('settings.monitoringDomain')}
          name="monitoring_domain_name"
          disabled={readOnly}
          value={values.monitoringDomain}
          onChange={(e) => set('monitoringDomain', e.target.value)}
        />
        <TextField
          label={t('settings.privateNetwork')}
          name="private_network_cidr"
          disabled={readOnly}
          placeholder={t('settings.privateNetworksExample')}
          value={values.cidr}
          onChange={(e) => set('cidr', e.target.value)}
          hint={t('settings.privateNetworkHint')}
          error={form.message('cidr')}
        />
        <Select
          label={t('settings.logLevel')}
          disabled={readOnly}
          value={values.logLevel}
          onChange={(e) => set('logLevel', e.target.value as Values['logLevel'])}
          options={[
            { value: 'info', label: 'info' },
            { value: 'debug', label: 'debug' },
          ]}
        />
      </FormSection>
      <FormSection title={t('settings.passwordSection')}>
        <TextField
          label={t('settings.minLength')}
          name="min_password_length"
          type="number"
          min={MIN_LENGTH.low}
          max={MIN_LENGTH.high}
          disabled={readOnly}
          value={values.minLength}
          onChange={(e) => set('minLength', e.target.value)}
          error={form.message('minLength')}
          className="ck:max-w-60"
        />
        <Checkbox
          label={t('settings.requireDigit')}
          disabled={readOnly}
          checked={values.requireDigit}
          onChange={(e) => set('requireDigit', e.target.checked)}
        />
        <Checkbox
          label={t('settings.requireSpecial')}
          disabled={readOnly}
          checked={values.requireSpecial}
          onChange={(e) => set('requireSpecial', e.target.checked)}
        />
      </FormSection>
      <FormSection title={t('settings.ttsSection')}>
        <div className="ck:flex ck:items-center ck:gap-3">
          <span className="ck:text-base" data-testid="tts-cache-size">
            {t('settings.ttsSize', { count: cacheSize ?? 0 })}
          </span>
          {!readOnly && (
            <Button
              size="sm"
              busy={clearCache.isPending}
              disabled={!cacheSize}
              onClick={() => clearCache.mutate(undefined)}
            >
              {t('settings.ttsClear')}
            </Button>
          )}
        </div>
      </FormSection>
      <FormActions
        changed={form.changed}
        busy={save.isPending}
        canSave={!readOnly}
        onCancel={form.reset}
        noRequiredFields
      />
    </form>
  );
}
