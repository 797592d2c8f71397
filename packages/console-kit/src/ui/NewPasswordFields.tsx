import type { NewPassword, NewPasswordMessages } from '../lib/passwordPolicy.ts';
import { validationText } from '../lib/validation.ts';
import { useT } from '../provider/context.ts';
import { PasswordField } from './PasswordField.tsx';
import { PolicyErrors } from './PolicyErrors.tsx';

export interface NewPasswordFieldsProps {
  values: NewPassword;
  onChange(field: keyof NewPassword, value: string): void;
  /** The form's messages (see newPasswordMessages). */
  messages?: NewPasswordMessages;
}

/** A new password and its confirmation, with the policy's messages under them. */
export function NewPasswordFields({ values, onChange, messages = {} }: NewPasswordFieldsProps) {
  const t = useT();
  const broken = messages.password;
  return (
    <>
      <PasswordField
        label={t('password.new')}
        name="new-password"
        autoComplete="new-password"
        autoFocus
        required
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        error={
          broken ? (
            <>
              <PolicyErrors failures={broken.policy} />
              {broken.reset.map((key) => (
                <p key={key}>{t(key)}</p>
              ))}
            </>
          ) : undefined
        }
      />
      <PasswordField
        label={t('password.confirm')}
        name="confirm-password"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={(event) => onChange('confirm', event.target.value)}
        error={validationText(messages.confirm, t)}
      />
    </>
  );
}
