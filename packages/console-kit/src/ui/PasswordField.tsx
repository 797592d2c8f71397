import { useState, type KeyboardEvent } from 'react';
import { useT } from '../provider/context.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** What a locked secret field holds in the page in place of the secret. */
const LOCKED_MASK = '••••••••';

/** A password input with a show/hide button and the spec's caps-lock warning. A disabled one
 *  (a user who may not change it, or a stored secret) never carries the secret into the page and
 *  has nothing to reveal: it shows a mask when a value is set. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  if (props.disabled) {
    return (
      <TextField
        {...props}
        type="password"
        readOnly
        value={props.value ? LOCKED_MASK : ''}
        onChange={undefined}
      />
    );
  }
  return <EditablePasswordField {...props} />;
}

function EditablePasswordField({
  hint,
  onKeyDown,
  onKeyUp,
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) =>
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      onKeyDown={(event) => {
        readCapsLock(event);
        onKeyDown?.(event);
      }}
      onKeyUp={(event) => {
        readCapsLock(event);
        onKeyUp?.(event);
      }}
      hint={
        capsLock ? (
          <span role="status" className="ck:font-medium ck:text-warning">
            {t('password.capsLock')}
          </span>
        ) : (
          hint
        )
      }
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          className="ck:flex ck:h-6 ck:w-7 ck:items-center ck:justify-center ck:rounded ck:text-muted ck:hover:text-fg"
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

// Drawn here, not with LineIcon: the sign-in page, which has this field, is at its size budget.
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
