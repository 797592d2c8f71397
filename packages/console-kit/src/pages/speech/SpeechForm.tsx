import { useState } from 'react';
import type { GoogleCustomVoice, SpeechCredential } from '../../api/speech.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { speechVendorOptions } from '../../lib/speech.ts';
import { speechVendor } from '../../lib/speechVendors.ts';
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
import { useConsoleForm, useValidationText } from '../../ui/useConsoleForm.ts';
import { CustomVoicesSection } from './CustomVoicesSection.tsx';
import { DeleteSpeechDialog } from './DeleteSpeechDialog.tsx';
import { validateSpeech } from './speechRules.ts';
import { speechValues, withCustomVoices, withOptions, withVendor } from './speechForm.ts';
import { SpeechTest } from './SpeechTest.tsx';
import { useSpeechHome } from '../../data/useSpeechHome.ts';
import { SPEECH_LIST, useSpeechModels, useSpeechWrites } from './useSpeech.ts';
import { VendorFields } from './VendorFields.tsx';

/** Add and edit a speech service: one form driven by the vendor table (spec part 2, sections 2
 *  to 5). Once the credential exists its vendor, account, label and secrets are locked. */
export function SpeechForm({
  credential,
  voices = [],
}: {
  credential?: SpeechCredential;
  voices?: GoogleCustomVoice[];
}) {
  const { t, router, features, storage } = useConsole();
  const { claims, permissions } = useRequiredSession();
  const { accountFixed } = useSpeechHome();
  const { accounts } = useAccounts();
  const form = useConsoleForm({
    initial: () => {
      const listed = storage.get(storageKeys.accountFilter);
      const account = accounts.some((a) => a.account_sid === listed) ? (listed ?? '') : '';
      return speechValues(credential, accountFixed ? (claims.account_sid ?? '') : account, voices);
    },
    validate: validateSpeech,
    save: (values) => writes.save.mutate(values),
  });
  const { values, setValues, set } = form;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const writes = useSpeechWrites(credential, form.initial);
  const models = useSpeechModels(values.vendor);
  const problem = useValidationText(form.errors);
  const saved = Boolean(credential);
  const readOnly = !permissions.can(saved ? 'edit' : 'create', 'SpeechCredentials', credential);
  const vendor = speechVendor(values.vendor);

  const vendorChoices = speechVendorOptions(values.vendor, features, t('speech.vendorCustom'));
  const ownerChoices = [
    { value: '', label: t('speech.allAccounts') },
    ...accounts.map((a) => ({ value: a.account_sid, label: a.name })),
  ];

  return (
    <section className={FORM_WIDTH}>
      <PageHeader
        title={t(!saved ? 'speech.addTitle' : readOnly ? 'speech.viewTitle' : 'speech.editTitle')}
      />
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <FormSection
          title={t('speech.section')}
          description={saved && !readOnly ? t('speech.lockedNote') : undefined}
        >
          <div className="ck:grid ck:grid-cols-1 ck:gap-4 ck:sm:grid-cols-2">
            {!accountFixed && (
              <Select
                label={t('speech.account')}
                disabled={readOnly || saved}
                value={values.accountSid}
                onChange={(event) => set('accountSid', event.target.value)}
                options={ownerChoices}
              />
            )}
            <Select
              label={t('speech.vendor')}
              required
              disabled={readOnly || saved}
              value={values.vendor}
              onChange={(event) =>
                setValues((previous) => withVendor(previous, event.target.value))
              }
              placeholder={t('speech.chooseVendor')}
              options={vendorChoices}
              error={problem('vendor')}
            />
            {vendor?.value === 'custom' && (
              <TextField
                label={t('speech.customName')}
                name="custom_name"
                required
                disabled={readOnly || saved}
                autoComplete="off"
                value={values.customName}
                onChange={(event) => set('customName', event.target.value)}
                hint={t('speech.customNameHint', { name: values.customName.trim() || '…' })}
                error={problem('customName')}
              />
            )}
            <TextField
              label={t('speech.label')}
              name="label"
              disabled={readOnly || saved}
              autoComplete="off"
              value={values.label}
              onChange={(event) => set('label', event.target.value)}
              hint={t('speech.labelHint')}
            />
          </div>
          {vendor && (
            <div className="ck:flex ck:flex-wrap ck:gap-x-6 ck:gap-y-2">
              {vendor.tts && (
                <Checkbox
                  label={t('speech.useForTts')}
                  disabled={readOnly}
                  checked={values.useForTts}
                  onChange={(event) => set('useForTts', event.target.checked)}
                />
              )}
              {vendor.stt && (
                <Checkbox
                  label={t('speech.useForStt')}
                  disabled={readOnly}
                  checked={values.useForStt}
                  onChange={(event) => set('useForStt', event.target.checked)}
                />
              )}
            </div>
          )}
        </FormSection>
        {vendor && (
          <FormSection title={t('speech.credentialsSection')}>
            <VendorFields
              vendor={vendor}
              values={values}
              problems={form.errors}
              saved={saved}
              readOnly={readOnly}
              models={models}
              onChange={setValues}
            />
          </FormSection>
        )}
        {vendor?.value === 'google' && (
          <CustomVoicesSection
            values={values}
            problems={form.errors}
            readOnly={readOnly}
            onToggle={(on) => setValues((previous) => withCustomVoices(previous, on))}
            onChange={(voices) => set('voices', voices)}
          />
        )}
        {vendor && (
          <FormSection title={t('speech.optionsSection')}>
            <Checkbox
              label={t('speech.useOptions')}
              disabled={readOnly}
              checked={values.useOptions}
              onChange={(event) =>
                setValues((previous) => withOptions(previous, event.target.checked))
              }
            />
            {values.useOptions && (
              <TextArea
                label={t('speech.options')}
                name="options"
                disabled={readOnly}
                rows={6}
                value={values.options}
                onChange={(event) => set('options', event.target.value)}
                hint={t('speech.optionsHint')}
                error={problem('options')}
              />
            )}
          </FormSection>
        )}
        {credential && <SpeechTest credential={credential} values={values} />}
        <FormActions
          changed={form.changed}
          busy={writes.save.isPending}
          canSave={!readOnly}
          onCancel={() => router.navigate(SPEECH_LIST)}
          extra={
            credential &&
            !readOnly && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t('speech.delete')}
              </Button>
            )
          }
        />
      </form>
      {credential && confirmDelete && (
        <DeleteSpeechDialog
          credential={credential}
          onDeleted={() => router.navigate(SPEECH_LIST)}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </section>
  );
}
