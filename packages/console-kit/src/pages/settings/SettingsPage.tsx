import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { FORM_WIDTH } from '../../ui/FormSection.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { ApiKeysTable } from '../api-keys/ApiKeysTable.tsx';
import { useLimits } from '../limits/useLimits.ts';
import { AdminSettingsForm } from './AdminSettingsForm.tsx';
import { ServiceProviderSettingsForm } from './ServiceProviderSettingsForm.tsx';
import { useAdminSettings } from './useSettings.ts';
import { provideMessages } from '../../messages/translate.ts';
import { settingsMessages } from '../../messages/settings.ts';
import { webhookMessages } from '../../messages/webhooks.ts';

provideMessages(settingsMessages, webhookMessages);

function ServiceProviderSettings() {
  const { current, loading } = useServiceProviderScope();
  const owner = current
    ? ({ kind: 'ServiceProviders', sid: current.service_provider_sid } as const)
    : null;
  const limits = useLimits(owner);
  if (loading || (owner && limits.isPending)) return <Loading />;
  if (!current || !owner) return null;
  if (limits.isError) return <Alert tone="error">{limits.error.message}</Alert>;
  // The keys as wide as the form above them, as on an account's page.
  return (
    <div className={FORM_WIDTH}>
      <ServiceProviderSettingsForm
        key={current.service_provider_sid}
        provider={current}
        limits={limits.data ?? []}
      />
      <ApiKeysTable owner={owner} />
    </div>
  );
}

function AdminSettings() {
  const { system, password, ttsCache } = useAdminSettings();
  if (system.isPending || password.isPending) return <Loading />;
  const failed = system.error ?? password.error;
  if (failed) return <Alert tone="error">{failed.message}</Alert>;
  return (
    <AdminSettingsForm
      system={system.data ?? {}}
      password={password.data ?? {}}
      cacheSize={ttsCache.data?.size ?? null}
    />
  );
}

/** Settings: admin sees the admin and service provider tabs; others the service provider form. */
export function SettingsPage() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  return (
    <section>
      <PageHeader title={t('nav.settings')} />
      {permissions.can('view', 'AdminSettings') ? (
        <Tabs
          label={t('nav.settings')}
          tabs={[
            { id: 'admin', title: t('settings.adminTab'), content: <AdminSettings /> },
            {
              id: 'provider',
              title: t('settings.providerTab'),
              content: <ServiceProviderSettings />,
            },
          ]}
        />
      ) : (
        <ServiceProviderSettings />
      )}
    </section>
  );
}

export default SettingsPage;
