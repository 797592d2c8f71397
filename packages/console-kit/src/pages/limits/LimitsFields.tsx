import { validationText } from '../../lib/validation.ts';
import { useT } from '../../provider/context.ts';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import {
  limitFieldsFor,
  mayEdit,
  type LimitMessages,
  type LimitUnit,
  type LimitValues,
} from './limitRules.ts';

/** The limits of a service provider or an account: empty removes a limit, 0 means unlimited. The
 *  unit chooses which empty fields are offered (at the top level only; accounts offer sessions);
 *  every limit the server holds is shown whatever its unit, license ones read-only to non-admins. */
export function LimitsFields({
  values,
  onChange,
  unit,
  onUnit,
  licenseLimits,
  readOnly,
  messages = {},
}: {
  values: LimitValues;
  onChange(values: LimitValues): void;
  unit: LimitUnit;
  /** Given at the top level only, where the unit may be chosen. */
  onUnit?(unit: LimitUnit): void;
  licenseLimits: boolean;
  readOnly: boolean;
  /** The form's messages for the limit fields. */
  messages?: LimitMessages;
}) {
  const t = useT();
  return (
    <div className="ck:flex ck:flex-col ck:gap-3">
      {onUnit && (
        <Select
          label={t('limits.unit')}
          disabled={readOnly}
          value={unit}
          onChange={(event) => onUnit(event.target.value as LimitUnit)}
          options={[
            { value: 'session', label: t('limits.unitSession') },
            { value: 'minute', label: t('limits.unitMinute') },
          ]}
          className="ck:max-w-60"
        />
      )}
      <div className="ck:grid ck:gap-3 ck:sm:grid-cols-2">
        {limitFieldsFor(unit, licenseLimits, values).map((field) => (
          <TextField
            key={field.category}
            label={t(field.label)}
            name={field.category}
            inputMode="numeric"
            disabled={readOnly || !mayEdit(field, licenseLimits)}
            value={values[field.category] ?? ''}
            onChange={(event) => onChange({ ...values, [field.category]: event.target.value })}
            hint={t(mayEdit(field, licenseLimits) ? field.hint : 'limits.licenseAdminOnly')}
            error={validationText(messages[field.category], t)}
          />
        ))}
      </div>
    </div>
  );
}
