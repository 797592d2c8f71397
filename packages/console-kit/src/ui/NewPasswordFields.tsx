import { NO_PROBLEMS, type NewPasswordCheck } from '../lib/passwordPolicy.ts';
import { useT } from '../provider/context.ts';
import type { MessageKey } from '../messages/catalog.ts';
import { PasswordField } from './PasswordField.tsx';
import { PolicyErrors } from './PolicyErrors.tsx';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  /** The result of the last submit (see checkNewPassword). */
  check?: NewPasswordCheck;
  mismatchMessage?: MessageKey;
}

/** A new password and its confirmation, with the policy's messages under them. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  check = NO_PROBLEMS,
  mismatchMessage = 'password.mismatch',
}: NewPasswordFieldsProps) {
  const t = useT();
  const broken = check.failures.length > 0 || check.resetFailures.length > 0;
  return (
    <>
      <PasswordField
        label={t('password.new')}
        name="new-password"
        autoComplete="new-password"
        autoFocus
        required
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={
          broken ? (
            <>
              <PolicyErrors failures={check.failures} />
              {check.resetFailures.map((key) => (
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
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={check.mismatch ? t(mismatchMessage) : undefined}
      />
    </>
  );
}
