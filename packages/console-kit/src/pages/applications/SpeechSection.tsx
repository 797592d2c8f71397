import { speechVendorOptions } from '../../lib/speech.ts';
import { useConsole } from '../../provider/context.ts';
import type { MessageKey } from '../../provider/messages.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import {
  hasVoice,
  withVendor,
  type ApplicationErrors,
  type ApplicationValues,
  type SpeechChoice,
  type SpeechRole,
} from './applicationRules.ts';

const TITLES: Record<SpeechRole, MessageKey> = {
  synthesis: 'applications.synthesis',
  recognizer: 'applications.recognizer',
  fallbackSynthesis: 'applications.fallbackSynthesis',
  fallbackRecognizer: 'applications.fallbackRecognizer',
};

/** The speech choices: synthesis and recognition, and their fallbacks behind a toggle. */
export function SpeechSection({
  values,
  errors,
  readOnly,
  onSpeech,
  onFallback,
}: {
  values: ApplicationValues;
  errors: ApplicationErrors;
  readOnly: boolean;
  onSpeech(role: SpeechRole, choice: SpeechChoice): void;
  onFallback(on: boolean): void;
}) {
  const { t } = useConsole();
  const group = (role: SpeechRole) => (
    <SpeechFields
      role={role}
      value={values[role]}
      onChange={(choice) => onSpeech(role, choice)}
      error={errors[role]}
      readOnly={readOnly}
    />
  );
  return (
    <FormSection title={t('applications.speechSection')}>
      {group('synthesis')}
      {group('recognizer')}
      <Checkbox
        label={t('applications.useFallback')}
        disabled={readOnly}
        checked={values.fallback}
        onChange={(event) => onFallback(event.target.checked)}
      />
      {values.fallback && group('fallbackSynthesis')}
      {values.fallback && group('fallbackRecognizer')}
    </FormSection>
  );
}

/** One speech choice as a labelled group: vendor, language, voice (synthesis only) and label. */
function SpeechFields({
  role,
  value,
  onChange,
  error,
  readOnly,
}: {
  role: SpeechRole;
  value: SpeechChoice;
  onChange(choice: SpeechChoice): void;
  error?: MessageKey;
  readOnly: boolean;
}) {
  const { t, features } = useConsole();
  const text = (key: 'language' | 'voice' | 'label', label: MessageKey) => (
    <TextField
      label={t(label)}
      name={`${role}_${key}`}
      required={key === 'language'}
      disabled={readOnly}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={key === 'language' && error ? t(error) : undefined}
    />
  );
  return (
    <fieldset>
      <legend className="ck:mb-2 ck:text-sm ck:font-semibold ck:text-fg">{t(TITLES[role])}</legend>
      <div className="ck:grid ck:grid-cols-2 ck:gap-3 ck:sm:grid-cols-4">
        <Select
          label={t('applications.vendor')}
          required
          disabled={readOnly}
          value={value.vendor}
          onChange={(event) => onChange(withVendor(value, event.target.value))}
          options={speechVendorOptions(value.vendor, features)}
        />
        {text('language', 'applications.language')}
        {hasVoice(role) && text('voice', 'applications.voice')}
        {text('label', 'applications.label')}
      </div>
    </fieldset>
  );
}
