import { useRef } from 'react';
import { REPORTED_USAGES } from '../../api/speech.ts';
import { useConsole } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { RowGroup } from '../../ui/RowGroup.tsx';
import { useValidationText } from '../../ui/useConsoleForm.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import { newVoice, type VoiceValues } from './customVoices.ts';
import type { SpeechValues } from './speechRules.ts';

/** Google custom voices: a toggle, then the voices (at least one), each from a model or from a
 *  voice cloning key file uploaded when the form is saved. */
export function CustomVoicesSection({
  values,
  problems,
  readOnly,
  onToggle,
  onChange,
}: {
  values: SpeechValues;
  problems: ValidationMessages;
  readOnly: boolean;
  onToggle(on: boolean): void;
  onChange(voices: VoiceValues[]): void;
}) {
  const { t } = useConsole();
  const problem = useValidationText(problems);
  const addButton = useRef<HTMLButtonElement>(null);
  const update = (row: string, patch: Partial<VoiceValues>) =>
    onChange(values.voices.map((voice) => (voice.row === row ? { ...voice, ...patch } : voice)));
  const remove = (row: string) => {
    onChange(values.voices.filter((voice) => voice.row !== row));
    addButton.current?.focus();
  };

  return (
    <FormSection title={t('speech.voicesSection')} description={t('speech.voicesHint')}>
      <Checkbox
        label={t('speech.useCustomVoices')}
        disabled={readOnly}
        checked={values.useCustomVoices}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {values.useCustomVoices && (
        <>
          {values.voices.map((voice, index) => (
            <RowGroup
              key={voice.row}
              title={t('speech.voiceTitle', { index: index + 1 })}
              removeLabel={t('speech.removeVoice', { index: index + 1 })}
              readOnly={readOnly}
              onRemove={() => remove(voice.row)}
            >
              <VoiceFields
                voice={voice}
                readOnly={readOnly}
                problem={(field) => problem(`voice.${voice.row}.${field}`)}
                onChange={(patch) => update(voice.row, patch)}
              />
            </RowGroup>
          ))}
          {problems.voices && (
            <p role="alert" className="ck:text-sm ck:text-danger">
              {problem('voices')}
            </p>
          )}
          {!readOnly && (
            <div>
              <Button
                ref={addButton}
                size="sm"
                onClick={() => onChange([...values.voices, newVoice()])}
              >
                {t('speech.addVoice')}
              </Button>
            </div>
          )}
        </>
      )}
    </FormSection>
  );
}

function VoiceFields({
  voice,
  readOnly,
  problem,
  onChange,
}: {
  voice: VoiceValues;
  readOnly: boolean;
  problem(field: 'name' | 'model' | 'key'): string | undefined;
  onChange(patch: Partial<VoiceValues>): void;
}) {
  const { t } = useConsole();
  const keyHint = voice.cloningKeyFile
    ? t('speech.cloningKeyPicked', { file: voice.cloningKeyFile.name })
    : voice.hasStoredKey
      ? t('speech.cloningKeyStored')
      : undefined;
  return (
    <div className="ck:grid ck:grid-cols-1 ck:gap-3 ck:sm:grid-cols-2">
      <TextField
        label={t('speech.voiceName')}
        required={!voice.useCloningKey}
        disabled={readOnly}
        autoComplete="off"
        value={voice.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={problem('name')}
      />
      <Select
        label={t('speech.reportedUsage')}
        disabled={readOnly}
        value={voice.reportedUsage}
        onChange={(event) =>
          onChange({ reportedUsage: event.target.value as VoiceValues['reportedUsage'] })
        }
        options={REPORTED_USAGES.map((usage) => ({
          value: usage,
          label: t(`speech.usage.${usage}`),
        }))}
      />
      <Checkbox
        label={t('speech.useCloningKey')}
        disabled={readOnly}
        checked={voice.useCloningKey}
        onChange={(event) => onChange({ useCloningKey: event.target.checked })}
        className="ck:sm:col-span-2"
      />
      {voice.useCloningKey ? (
        <TextField
          label={t('speech.cloningKey')}
          type="file"
          required={!voice.hasStoredKey}
          disabled={readOnly}
          onChange={(event) => onChange({ cloningKeyFile: event.target.files?.[0] ?? null })}
          hint={keyHint}
          error={problem('key')}
          className="ck:sm:col-span-2"
        />
      ) : (
        <TextField
          label={t('speech.voiceModel')}
          required
          disabled={readOnly}
          autoComplete="off"
          value={voice.model}
          onChange={(event) => onChange({ model: event.target.value })}
          error={problem('model')}
          className="ck:sm:col-span-2"
        />
      )}
    </div>
  );
}
