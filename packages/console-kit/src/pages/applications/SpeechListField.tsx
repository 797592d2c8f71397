import type { SpeechChoice as ListChoice } from '../../api/speech.ts';
import { useT } from '../../provider/context.ts';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** A language or voice: a choice from the vendor's list once it is read, the stored value kept
 *  when the list does not have it; a text box while the list loads, or when it cannot be read
 *  (saying why), so that a value can always be typed. */
export function SpeechListField({
  label,
  name,
  required,
  readOnly,
  value,
  choices,
  loading,
  failure,
  error,
  onChange,
}: {
  label: string;
  name: string;
  required: boolean;
  readOnly: boolean;
  value: string;
  /** The list, or undefined while it is not known. */
  choices: readonly ListChoice[] | undefined;
  loading: boolean;
  failure: string | null;
  error?: string;
  onChange(value: string): void;
}) {
  const t = useT();
  if (!choices || choices.length === 0) {
    const hint = failure
      ? t('applications.speechListFailed', { reason: failure })
      : loading
        ? t('applications.speechListLoading')
        : undefined;
    return (
      <TextField
        label={label}
        name={name}
        required={required}
        disabled={readOnly}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={hint}
        error={error}
      />
    );
  }
  const listed = choices.some((choice) => choice.value === value);
  const options = [
    ...(value && !listed ? [{ value, label: value }] : []),
    ...choices.map((choice) => ({ value: choice.value, label: choice.name })),
  ];
  return (
    <Select
      label={label}
      name={name}
      required={required}
      disabled={readOnly}
      value={value}
      placeholder={required ? t('applications.speechChoose') : t('applications.speechNone')}
      options={options}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
