import type { ChangeEvent } from 'react';
import { validationText, type ValidationMessages } from '../../lib/validation.ts';
import { useConsole } from '../../provider/context.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { TextFileField } from '../../ui/TextFileField.tsx';
import { envValue, type EnvField } from './envRules.ts';
import type { useAppEnv } from './useApplications.ts';

interface FieldProps {
  field: EnvField;
  value: string;
  onChange(value: string): void;
  error?: string;
  readOnly: boolean;
}

/** The variables the calling webhook says it takes, one field each, then every saved variable it
 *  does not describe (whatever it answers), editable; the lookup's state is a quiet note. */
export function EnvSection({
  lookup,
  saved = [],
  env,
  defaults = true,
  errors,
  readOnly,
  onChange,
}: {
  lookup: ReturnType<typeof useAppEnv>;
  /** The saved variables the webhook does not describe. */
  saved?: readonly EnvField[];
  env: Record<string, string>;
  /** Whether an untyped variable takes the definition's default (when creating). */
  defaults?: boolean;
  errors?: ValidationMessages;
  readOnly: boolean;
  onChange(name: string, value: string): void;
}) {
  const { t } = useConsole();
  const fields = [...(lookup.fields ?? []), ...saved];
  if (!lookup.loading && !lookup.failed && fields.length === 0) return null;
  return (
    <FormSection title={t('applications.envSection')}>
      {lookup.loading && (
        <p role="status" className="ck:text-sm ck:text-muted">
          {t('applications.envLoading')}
        </p>
      )}
      {lookup.failed && (
        <p role="status" className="ck:text-sm ck:text-muted">
          {t('applications.envUnavailable')}
        </p>
      )}
      {fields.map((field) => {
        return (
          <EnvVarField
            key={field.name}
            field={field}
            value={envValue(field, env, defaults)}
            onChange={(value) => onChange(field.name, value)}
            error={validationText(errors?.[field.name], t)}
            readOnly={readOnly}
          />
        );
      })}
    </FormSection>
  );
}

/** The definition's choices, with a saved value it no longer lists kept (and shown). */
const optionsWith = (options: string[], value: string) =>
  !value || options.includes(value) ? options : [...options, value];

function EnvVarField({ field, value, onChange, error, readOnly }: FieldProps) {
  const { t } = useConsole();
  const common = {
    label: field.name,
    name: `env_${field.name}`,
    required: field.required,
    disabled: readOnly,
    hint: field.saved ? t('applications.envSavedHint') : field.description || undefined,
    placeholder: field.initial || undefined,
    error,
  };
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(event.target.value);
  switch (field.control) {
    case 'select':
      return (
        <Select
          {...common}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder=""
          options={optionsWith(field.options, value).map((option) => ({
            value: option,
            label: option,
          }))}
        />
      );
    case 'password':
      return <PasswordField {...common} autoComplete="off" value={value} onChange={onText} />;
    case 'textarea':
      return <TextArea {...common} value={value} onChange={onText} />;
    case 'file':
      return (
        <EnvFileField
          field={field}
          value={value}
          onChange={onChange}
          error={error}
          readOnly={readOnly}
        />
      );
    default:
      return (
        <TextField
          {...common}
          type={field.control === 'number' ? 'number' : 'text'}
          value={value}
          onChange={onText}
        />
      );
  }
}

/** A variable whose value is the text of a file the user picks. */
function EnvFileField({ field, value, onChange, error, readOnly }: FieldProps) {
  const { t } = useConsole();
  return (
    <TextFileField
      label={field.name}
      name={`env_${field.name}`}
      required={field.required && !value}
      disabled={readOnly}
      onText={onChange}
      hint={
        value
          ? t('applications.fileLoaded', { count: value.length })
          : field.description || undefined
      }
      error={error}
    />
  );
}
