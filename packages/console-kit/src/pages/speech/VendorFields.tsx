import type { SpeechModels } from '../../api/speech.ts';
import {
  SPEECH_FIELD_KINDS,
  speechFields,
  speechVariants,
  type SpeechField,
  type SpeechVariant,
  type SpeechVendor,
} from '../../lib/speechVendors.ts';
import { useConsole } from '../../provider/context.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { Select, type SelectOption } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { TextFileField } from '../../ui/TextFileField.tsx';
import { useValidationText } from '../../ui/useConsoleForm.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import { readGoogleKey } from '../../lib/googleKey.ts';
import { requiredFields, type SpeechValues } from './speechRules.ts';
import { fieldShown, withFlag, withVariant } from './speechForm.ts';

interface VendorFieldsProps {
  vendor: SpeechVendor;
  values: SpeechValues;
  problems: ValidationMessages;
  /** The credential exists: its variant and secrets are locked. */
  saved: boolean;
  readOnly: boolean;
  models: SpeechModels | undefined;
  onChange(next: (previous: SpeechValues) => SpeechValues): void;
}

/** The chosen vendor's fields, drawn from the vendor table: its variant choice (hosted or
 *  on-prem, AWS credential type), then each field as its kind asks. */
export function VendorFields(props: VendorFieldsProps) {
  const { vendor, values, saved, readOnly, onChange } = props;
  const { t } = useConsole();
  const variants = speechVariants(vendor);
  const fields = speechFields(vendor, values.variant).filter((field) =>
    fieldShown(vendor, values, field),
  );
  return (
    <>
      {variants.length > 0 && (
        <RadioGroup
          label={t(variants.includes('hosted') ? 'speech.deployment' : 'speech.credentialType')}
          options={variants.map((variant) => ({
            value: variant,
            label: t(`speech.variant.${variant}`),
          }))}
          value={values.variant}
          disabled={readOnly || saved}
          onChange={(variant) =>
            onChange((previous) => withVariant(previous, variant as SpeechVariant))
          }
        />
      )}
      <div className="ck:grid ck:grid-cols-1 ck:gap-4 ck:sm:grid-cols-2">
        {fields.map((field) => (
          <VendorField key={field} field={field} {...props} />
        ))}
      </div>
    </>
  );
}

/** The choices of a list field, keeping a stored value the list does not hold. */
function choicesWith(choices: readonly SelectOption[], current: string): SelectOption[] {
  return !current || choices.some((choice) => choice.value === current)
    ? [...choices]
    : [...choices, { value: current, label: current }];
}

function VendorField({
  field,
  vendor,
  values,
  problems,
  saved,
  readOnly,
  models,
  onChange,
}: VendorFieldsProps & { field: SpeechField }) {
  const { t } = useConsole();
  const problem = useValidationText(problems);
  const kind = SPEECH_FIELD_KINDS[field];
  const value = values.fields[field] ?? '';
  const set = (text: string) =>
    onChange((previous) => ({ ...previous, fields: { ...previous.fields, [field]: text } }));
  const common = {
    label: t(`speech.field.${field}`),
    name: field,
    required: requiredFields(vendor, values).has(field),
    disabled: readOnly,
    error: problem(field),
  };
  const modelList = vendor.models?.[field];
  const choices =
    kind === 'region' && vendor.regions
      ? vendor.regions.map((region) => ({ value: region, label: region }))
      : modelList && models?.[modelList].length
        ? models[modelList].map((model) => ({ value: model.value, label: model.name }))
        : null;

  if (kind === 'flag') {
    return (
      <Checkbox
        label={common.label}
        disabled={readOnly}
        checked={Boolean(value)}
        onChange={(event) =>
          onChange((previous) => withFlag(previous, field, event.target.checked))
        }
        className="ck:sm:col-span-2"
      />
    );
  }
  if (kind === 'service-key')
    return <ServiceKeyField {...common} value={value} saved={saved} onRead={set} />;
  if (kind === 'secret' && saved) {
    return (
      <TextField {...common} disabled value={value} hint={t('speech.secretStored')} readOnly />
    );
  }
  if (kind === 'secret') {
    return (
      <PasswordField
        {...common}
        autoComplete="off"
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    );
  }
  if (choices) {
    return (
      <Select
        {...common}
        value={value}
        onChange={(event) => set(event.target.value)}
        placeholder={t(kind === 'region' ? 'speech.chooseRegion' : 'speech.chooseModel')}
        options={choicesWith(choices, value)}
      />
    );
  }
  return (
    <TextField
      {...common}
      autoComplete="off"
      value={value}
      onChange={(event) => set(event.target.value)}
    />
  );
}

/** A Google service key: a JSON file read as text; once saved, only whose key it is. */
function ServiceKeyField({
  value,
  saved,
  onRead,
  ...common
}: {
  label: string;
  name: string;
  required: boolean;
  disabled: boolean;
  error?: string;
  value: string;
  saved: boolean;
  onRead(text: string): void;
}) {
  const { t } = useConsole();
  const key = readGoogleKey(value);
  const owner = key ? t('speech.serviceKeyLoaded', { email: key.email }) : undefined;
  const privateKey = key ? t('speech.privateKey', { key: key.privateKey }) : undefined;
  if (saved) {
    return (
      <TextField
        {...common}
        disabled
        readOnly
        value={owner ?? ''}
        hint={[privateKey, t('speech.secretStored')].filter(Boolean).join(' ')}
      />
    );
  }
  return (
    <TextFileField
      {...common}
      accept="application/json,.json"
      onText={onRead}
      hint={key ? `${owner}. ${privateKey}` : undefined}
      className="ck:sm:col-span-2"
    />
  );
}
