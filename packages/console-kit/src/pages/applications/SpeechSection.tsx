import { speechVendorOptions } from '../../lib/speech.ts';
import { validationText } from '../../lib/validation.ts';
import { useConsole } from '../../provider/context.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SpeechListField } from './SpeechListField.tsx';
import { useSpeechCatalog } from './useSpeechCatalog.ts';
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
      accountSid={values.accountSid}
      role={role}
      value={values[role]}
      onChange={(choice) => onSpeech(role, choice)}
      error={validationText(errors[role], t)}
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
  accountSid,
  role,
  value,
  onChange,
  error,
  readOnly,
}: {
  accountSid: string;
  role: SpeechRole;
  value: SpeechChoice;
  onChange(choice: SpeechChoice): void;
  error?: string;
  readOnly: boolean;
}) {
  const { t, features } = useConsole();
  const catalog = useSpeechCatalog(accountSid, value.vendor, value.label);
  const synthesis = hasVoice(role);
  const languages = synthesis ? catalog.data?.tts : catalog.data?.stt;
  const voicesOf = (language: string) =>
    catalog.data?.tts.find((choice) => choice.value === language)?.voices;
  const list = {
    readOnly,
    loading: catalog.isFetching,
    failure: catalog.error?.message ?? null,
  };
  // Another language keeps the voice when it has it, else takes the language's first voice.
  const withLanguage = (language: string): SpeechChoice => {
    const voices = synthesis ? voicesOf(language) : undefined;
    const keeps = !voices?.length || voices.some((voice) => voice.value === value.voice);
    return { ...value, language, voice: keeps ? value.voice : voices[0]!.value };
  };
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
          options={speechVendorOptions(value.vendor, features, t('speech.vendorCustom'))}
        />
        <SpeechListField
          {...list}
          label={t('applications.language')}
          name={`${role}_language`}
          required
          value={value.language}
          choices={languages}
          error={error}
          onChange={(language) => onChange(withLanguage(language))}
        />
        {synthesis && (
          <SpeechListField
            {...list}
            label={t('applications.voice')}
            name={`${role}_voice`}
            required={false}
            value={value.voice}
            choices={languages && voicesOf(value.language)}
            onChange={(voice) => onChange({ ...value, voice })}
          />
        )}
        <TextField
          label={t('applications.label')}
          name={`${role}_label`}
          disabled={readOnly}
          value={value.label}
          onChange={(event) => onChange({ ...value, label: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
