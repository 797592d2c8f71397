import {
  basicAuthIncomplete,
  withUrl,
  type HttpMethod,
  type WebhookValue,
} from '../lib/webhook.ts';
import { useT } from '../provider/context.ts';
import { Checkbox } from './Checkbox.tsx';
import { PasswordField } from './PasswordField.tsx';
import { Select } from './Select.tsx';
import { TextField } from './TextField.tsx';

/** A webhook: URL, method (a websocket URL forces GET), and optional HTTP basic authentication. */
export function WebhookFields({
  label,
  name,
  value,
  onChange,
  methods = ['POST', 'GET'],
  required = false,
  readOnly = false,
  urlError,
  showAuthError = false,
}: {
  label: string;
  /** A prefix for the inputs' names. */
  name: string;
  value: WebhookValue;
  onChange(value: WebhookValue): void;
  methods?: readonly HttpMethod[];
  required?: boolean;
  readOnly?: boolean;
  urlError?: string;
  /** Show the basic-auth rule's message when only one of the two fields is filled. */
  showAuthError?: boolean;
}) {
  const t = useT();
  const withAuth = value.username !== '' || value.password !== '' || value.auth === true;
  const authError = showAuthError && basicAuthIncomplete(value) ? t('webhook.authBoth') : undefined;
  return (
    <div className="ck:flex ck:flex-col ck:gap-3" role="group" aria-label={label}>
      <div className="ck:grid ck:gap-3 ck:sm:grid-cols-[1fr_120px]">
        <TextField
          label={label}
          name={`${name}_url`}
          type="url"
          required={required}
          disabled={readOnly}
          placeholder={t('webhook.urlExample')}
          value={value.url}
          onChange={(event) => onChange(withUrl(value, event.target.value))}
          error={urlError}
        />
        <Select
          label={t('webhook.methodShort')}
          aria-label={t('webhook.method', { label })}
          disabled={readOnly || methods.length === 1 || /^wss?:/i.test(value.url)}
          value={value.method}
          onChange={(event) => onChange({ ...value, method: event.target.value as HttpMethod })}
          options={methods.map((method) => ({ value: method, label: method }))}
        />
      </div>
      <Checkbox
        label={t('webhook.useAuth')}
        disabled={readOnly}
        checked={withAuth}
        onChange={(event) =>
          onChange(
            event.target.checked
              ? { ...value, auth: true }
              : { ...value, auth: false, username: '', password: '' },
          )
        }
      />
      {withAuth && (
        <div className="ck:grid ck:gap-3 ck:sm:grid-cols-2">
          <TextField
            label={t('webhook.username')}
            name={`${name}_username`}
            autoComplete="off"
            disabled={readOnly}
            value={value.username}
            onChange={(event) => onChange({ ...value, username: event.target.value })}
            error={authError}
          />
          <PasswordField
            label={t('webhook.password')}
            name={`${name}_password`}
            autoComplete="new-password"
            disabled={readOnly}
            value={value.password}
            onChange={(event) => onChange({ ...value, password: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}
