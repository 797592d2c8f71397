import { useState } from 'react';
import { useKeptState } from '../../data/useKeptState.ts';
import type { Account, Limit } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useAccounts, useAllAccounts } from '../../data/useAccounts.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { hasMessages } from '../../lib/validation.ts';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { WebhookFields } from '../../ui/WebhookFields.tsx';
import { ApiKeysTable } from '../api-keys/ApiKeysTable.tsx';
import {
  limitMessages,
  type LimitMessages,
  limitChanges,
  limitsAccess,
  limitsChanged,
  limitValues,
  NO_LIMIT_CHANGES,
} from '../limits/limitRules.ts';
import { LimitsFields } from '../limits/LimitsFields.tsx';
import { withoutSecrets } from './accountSecrets.ts';
import {
  accountEdit,
  accountPayload,
  accountUpdate,
  accountValues,
  validateAccount,
  type AccountErrors,
} from './accountRules.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { RecordingFields } from './recording/RecordingFields.tsx';
import { useAccountApplications, useAccountWrites } from './useAccountData.ts';
import { WebhookSecret } from './WebhookSecret.tsx';
import { accountsApi } from '../../api/accounts.ts';

/** Add and edit an account (spec part 1, sections 2 to 5). */
export function AccountForm({ account, limits = [] }: { account?: Account; limits?: Limit[] }) {
  const { t, features, router } = useConsole();
  const { permissions } = useRequiredSession();
  const { current } = useServiceProviderScope();
  const { accounts } = useAccounts();
  const everyAccount = useAllAccounts();
  const applications = useAccountApplications(account?.account_sid);
  const writes = useAccountWrites(account?.account_sid);
  const readOnly = !permissions.can(account ? 'edit' : 'create', 'Accounts', account);
  // What this user may see of the account: no secrets without the right to edit it.
  const shown = account && readOnly ? withoutSecrets(account) : account;
  const [limitInput, setLimitInput] = useKeptState('limits', () => limitValues(limits));
  const [deleting, setDeleting] = useState(false);
  const licenseLimits = permissions.can('view', 'LicenseLimits');
  const debugLog = permissions.canToggleDebugLog;
  const limitsShown = limitsAccess(permissions.can, account);
  const editsLimits = limitsShown === 'edit' && !readOnly;
  const recordingShown = features.callRecording;
  const notThis = (other: Account) => other.account_sid !== account?.account_sid;

  const form = useConsoleForm({
    initial: () => accountValues(shown),
    // Names are unique among the provider's accounts, realms among every account.
    validate: (values): AccountErrors & { limits?: LimitMessages } => {
      const found = validateAccount(values, { others: accounts.filter(notThis), recordingShown });
      const realmFound = validateAccount(values, {
        others: (everyAccount.data ?? []).filter(notThis),
        recordingShown,
      });
      if (realmFound.sipRealm) found.sipRealm = realmFound.sipRealm;
      const limits = editsLimits ? limitMessages(limitInput) : {};
      return hasMessages(limits) ? { ...found, limits } : found;
    },
    save: (values) => {
      const changes = editsLimits
        ? limitChanges(limits, limitInput, { licenseLimits })
        : NO_LIMIT_CHANGES;
      if (account) {
        const { sip_realm: realm, ...body } = accountUpdate(accountValues(account), values, {
          debugLog,
          recordingShown,
        });
        const realmByOwnRoute = permissions.fixedAccount !== null;
        // The form stays: once saved, what it shows is what it opened with.
        return writes.update.mutateAsync({
          ...accountEdit(body, realm, realmByOwnRoute),
          limits: changes,
        });
      }
      const body = accountPayload(values, { debugLog, recordingShown, editing: false });
      writes.create.mutate({
        body: { ...body, service_provider_sid: current?.service_provider_sid ?? '' },
        limits: changes,
      });
    },
  });
  const { values, set, errors, message } = form;

  const appOptions = (applications.data ?? []).map((app) => ({
    value: app.application_sid,
    label: app.name,
  }));
  return (
    <section className={FORM_WIDTH}>
      <PageHeader title={account ? t('accounts.editTitle') : t('accounts.addTitle')} />
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <FormSection title={t('accounts.section')}>
          <TextField
            label={t('accounts.name')}
            name="name"
            required
            disabled={readOnly}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={message('name')}
          />
          <TextField
            label={t('accounts.sipRealm')}
            name="sip_realm"
            disabled={readOnly}
            placeholder={t('accounts.sipRealmExample')}
            value={values.sipRealm}
            onChange={(e) => set('sipRealm', e.target.value)}
            hint={t('accounts.sipRealmHint')}
            error={message('sipRealm')}
          />
          {account && !readOnly && <WebhookSecret account={account} readOnly={readOnly} />}
          {permissions.canToggleDebugLog && (
            <Checkbox
              label={t('accounts.debugLog')}
              disabled={readOnly}
              checked={values.debugLog}
              onChange={(e) => set('debugLog', e.target.checked)}
            />
          )}
        </FormSection>
        <FormSection title={t('accounts.webhooksSection')}>
          <WebhookFields
            label={t('accounts.registrationHook')}
            name="registration_hook"
            value={values.registrationHook}
            onChange={(hook) => set('registrationHook', hook)}
            readOnly={readOnly}
            urlError={
              errors.registrationHook === 'webhook.urlInvalid' ? t('webhook.urlInvalid') : undefined
            }
            showAuthError={errors.registrationHook === 'webhook.authBoth'}
          />
          <WebhookFields
            label={t('accounts.queueEventHook')}
            name="queue_event_hook"
            methods={['POST']}
            value={values.queueEventHook}
            onChange={(hook) => set('queueEventHook', hook)}
            readOnly={readOnly}
            urlError={
              errors.queueEventHook === 'webhook.urlInvalid' ? t('webhook.urlInvalid') : undefined
            }
            showAuthError={errors.queueEventHook === 'webhook.authBoth'}
          />
        </FormSection>
        {account && (
          <FormSection title={t('accounts.applicationsSection')}>
            <Select
              label={t('accounts.deviceCallingApp')}
              disabled={readOnly}
              value={values.deviceCallingApp}
              onChange={(e) => set('deviceCallingApp', e.target.value)}
              placeholder={t('accounts.noApplication')}
              options={appOptions}
            />
            <Select
              label={t('accounts.siprecApp')}
              disabled={readOnly}
              value={values.siprecApp}
              onChange={(e) => set('siprecApp', e.target.value)}
              placeholder={t('accounts.noApplication')}
              options={appOptions}
            />
          </FormSection>
        )}
        {recordingShown && (
          <FormSection title={t('recording.section')}>
            <RecordingFields
              values={values}
              onChange={(recording) => form.setValues((v) => ({ ...v, ...recording }))}
              errors={errors.bucket}
              readOnly={readOnly}
              accountSid={account?.account_sid ?? accounts[0]?.account_sid}
            />
          </FormSection>
        )}
        {limitsShown !== 'hidden' && (
          <FormSection title={t('limits.title')}>
            <LimitsFields
              values={limitInput}
              onChange={setLimitInput}
              unit="session"
              licenseLimits={licenseLimits}
              readOnly={!editsLimits}
              messages={form.errors.limits}
            />
          </FormSection>
        )}
        {account && <AccountTtsCache accountSid={account.account_sid} readOnly={readOnly} />}
        <FormActions
          changed={
            form.changed || (editsLimits && limitsChanged(limits, limitInput, { licenseLimits }))
          }
          busy={writes.create.isPending || writes.update.isPending}
          canSave={!readOnly}
          onCancel={() => {
            if (permissions.canListAccounts) return router.navigate('/internal/accounts');
            // An account user stays on its account: Cancel restores every field (its limits are
            // read-only to it).
            form.reset();
          }}
          extra={
            account &&
            !readOnly &&
            permissions.canListAccounts && (
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {t('accounts.delete')}
              </Button>
            )
          }
        />
      </form>
      {account && <ApiKeysTable owner={{ kind: 'Accounts', sid: account.account_sid }} />}
      {account && deleting && (
        <DeleteAccountDialog
          account={account}
          onClose={() => setDeleting(false)}
          onDeleted={() => router.navigate('/internal/accounts')}
        />
      )}
    </section>
  );
}

function AccountTtsCache({ accountSid, readOnly }: { accountSid: string; readOnly: boolean }) {
  const { api, t } = useConsole();
  const clear = useWrite({
    write: () => api(accountsApi).clearTtsCache(accountSid),
    success: () => t('settings.ttsCleared'),
    invalidates: [queryKeys.ttsCache],
  });
  if (readOnly) return null;
  return (
    <FormSection title={t('accounts.ttsCache')}>
      <div>
        <Button size="sm" busy={clear.isPending} onClick={() => clear.mutate(undefined)}>
          {t('accounts.ttsClear')}
        </Button>
      </div>
    </FormSection>
  );
}
