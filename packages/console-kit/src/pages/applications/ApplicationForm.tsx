import { useState } from 'react';
import type { ApplicationInput } from '../../api/applications.ts';
import type { Application } from '../../api/types.ts';
import { chosenAccount, useAccounts, useAllAccounts } from '../../data/useAccounts.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { WebhookFields } from '../../ui/WebhookFields.tsx';
import {
  applicationChanges,
  applicationPayload,
  applicationValues,
  isDuplicateName,
  recordingChoiceShown,
  validateApplication,
  withFallback,
  withWebhook,
  type ApplicationValues,
} from './applicationRules.ts';
import { DeleteApplicationDialog } from './DeleteApplicationDialog.tsx';
import { EnvSection } from './EnvSection.tsx';
import { savedEnvFields } from './envRules.ts';
import { SpeechSection } from './SpeechSection.tsx';
import { useApplicationWrites, useAppEnv } from './useApplications.ts';

const WEBHOOKS = [
  { key: 'callHook', auth: 'callHookAuth', label: 'applications.callHook', name: 'call_hook' },
  {
    key: 'statusHook',
    auth: 'statusHookAuth',
    label: 'applications.statusHook',
    name: 'call_status_hook',
  },
  {
    key: 'messagingHook',
    auth: 'messagingHookAuth',
    label: 'applications.messagingHook',
    name: 'messaging_hook',
  },
] as const;

/** Add and edit an application: one form (spec part 1, sections 2 to 5). */
export function ApplicationForm({ application }: { application?: Application }) {
  const { t, router, features, storage } = useConsole();
  const { permissions } = useRequiredSession();
  const { accounts } = useAccounts();
  const allAccounts = useAllAccounts().data ?? [];
  const writes = useApplicationWrites(application?.application_sid);
  const creating = !application;
  const readOnly = !permissions.can(application ? 'edit' : 'create', 'Applications', application);
  // An update sends only what changed; its variables are checked only when they are sent.
  const bodyOf = (values: ApplicationValues): ApplicationInput => {
    const options = { recordingShown, env: envShown };
    return application
      ? applicationChanges(application, values, options)
      : applicationPayload(values, { ...options, creating: true });
  };
  const form = useConsoleForm({
    initial: () =>
      applicationValues(
        application,
        chosenAccount(accounts, storage.get(storageKeys.accountFilter)),
      ),
    validate: (values) =>
      validateApplication(values, 'env_vars' in bodyOf(values) ? envShown : null, creating),
    save: (values) =>
      writes.save.mutate(bodyOf(values), {
        onError: (error) =>
          isDuplicateName(error) && form.setErrors({ name: 'applications.nameTaken' }),
      }),
  });
  const { values, setValues, set, errors, message } = form;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const env = useAppEnv(values.callHook.url);

  const account = allAccounts.find((a) => a.account_sid === values.accountSid);
  const recordingShown = features.callRecording && recordingChoiceShown(account);
  const accountChoices = creating ? accounts : account ? [account] : [];

  const savedEnv = savedEnvFields(env.fields, values.env, application?.env_vars);
  const envShown = [...(env.fields ?? []), ...savedEnv];

  return (
    <section className={FORM_WIDTH}>
      <PageHeader title={creating ? t('applications.addTitle') : t('applications.editTitle')} />
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <FormSection title={t('applications.section')}>
          <TextField
            label={t('applications.name')}
            name="name"
            required
            disabled={readOnly}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={message('name')}
          />
          <Select
            label={t('applications.account')}
            required
            disabled={readOnly || !creating || permissions.fixedAccount !== null}
            value={values.accountSid}
            onChange={(event) => set('accountSid', event.target.value)}
            options={accountChoices.map((a) => ({ value: a.account_sid, label: a.name }))}
          />
        </FormSection>
        <FormSection title={t('applications.webhooksSection')}>
          {WEBHOOKS.map(({ key, auth, label, name }) => (
            <WebhookFields
              key={key}
              label={t(label)}
              name={name}
              required={key !== 'messagingHook'}
              readOnly={readOnly}
              value={values[key]}
              onChange={(hook) => setValues((previous) => withWebhook(previous, key, hook))}
              urlError={message(key)}
              showAuthError={Boolean(errors[auth])}
            />
          ))}
        </FormSection>
        <EnvSection
          lookup={env}
          saved={savedEnv}
          env={values.env}
          defaults={creating}
          errors={errors.env}
          readOnly={readOnly}
          onChange={(name, value) =>
            setValues((previous) => ({ ...previous, env: { ...previous.env, [name]: value } }))
          }
        />
        <SpeechSection
          values={values}
          errors={errors}
          readOnly={readOnly}
          onSpeech={(role, choice) => set(role, choice)}
          onFallback={(on) => setValues((previous) => withFallback(previous, on))}
        />
        <FormSection title={t('applications.advancedSection')}>
          {recordingShown && (
            <Checkbox
              label={t('applications.recordAllCalls')}
              disabled={readOnly}
              checked={values.recordAllCalls}
              onChange={(event) => set('recordAllCalls', event.target.checked)}
            />
          )}
          <TextArea
            label={t('applications.appJson')}
            name="app_json"
            disabled={readOnly}
            value={values.appJson}
            onChange={(event) => set('appJson', event.target.value)}
            hint={t('applications.appJsonHint')}
            error={message('appJson')}
          />
        </FormSection>
        <FormActions
          changed={form.changed}
          busy={writes.save.isPending}
          canSave={!readOnly}
          onCancel={() => router.navigate('/internal/applications')}
          extra={
            application &&
            !readOnly && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t('applications.delete')}
              </Button>
            )
          }
        />
      </form>
      {application && confirmDelete && (
        <DeleteApplicationDialog
          application={application}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </section>
  );
}
