import { readGoogleKey } from '../../../lib/googleKey.ts';
import { hasMessages, validationText } from '../../../lib/validation.ts';
import { useMutation } from '@tanstack/react-query';
import { useConsole } from '../../../provider/context.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { TextFileField } from '../../../ui/TextFileField.tsx';
import {
  BUCKET_VENDORS,
  bucketPayload,
  validateBucket,
  type BucketErrors,
  type BucketValues,
} from './bucketRules.ts';
import { accountsApi } from '../../../api/accounts.ts';

export interface RecordingValues {
  recordAllCalls: boolean;
  recordFormat: 'mp3' | 'wav';
  bucket: BucketValues;
}

/** Call recording: the toggle opens the bucket form; Test is enabled once the bucket is complete. */
export function RecordingFields({
  values,
  onChange,
  errors = {},
  readOnly,
  accountSid,
}: {
  values: RecordingValues;
  onChange(values: RecordingValues): void;
  errors?: BucketErrors;
  readOnly: boolean;
  /** The account the bucket test is asked through: the saved account or, while adding, another
   *  account of the provider (a server tests the credentials sent, whatever account the path
   *  names); none when the provider has no account yet. */
  accountSid?: string;
}) {
  const { api, t, notifier } = useConsole();
  const bucket = values.bucket;
  const setBucket = (patch: Partial<BucketValues>) =>
    onChange({ ...values, bucket: { ...bucket, ...patch } });
  const message = (key: keyof BucketErrors) => validationText(errors[key], t);
  const complete = !hasMessages(validateBucket(bucket));
  const test = useMutation({
    mutationFn: () => api(accountsApi).testBucket(accountSid ?? '', bucketPayload(bucket)),
    onSuccess: (result) =>
      result.status === 'ok'
        ? notifier.notify('success', t('recording.valid'))
        : notifier.notify('error', result.reason ?? t('error.generic')),
    onError: (error) => notifier.notify('error', error.message),
  });
  const text = (
    key: 'name' | 'region' | 'accessKeyId' | 'endpoint' | 'connectionString',
    label: Parameters<typeof t>[0],
    required = true,
  ) => (
    <TextField
      label={t(label)}
      name={`bucket_${key}`}
      required={required}
      disabled={readOnly}
      value={bucket[key]}
      onChange={(event) => setBucket({ [key]: event.target.value })}
      error={message(key)}
    />
  );
  const googleKey = readGoogleKey(bucket.serviceKey);

  return (
    <div className="ck:flex ck:flex-col ck:gap-4">
      <Checkbox
        label={t('recording.enable')}
        disabled={readOnly}
        checked={values.recordAllCalls}
        onChange={(event) => onChange({ ...values, recordAllCalls: event.target.checked })}
      />
      {values.recordAllCalls && (
        <>
          <div className="ck:grid ck:gap-3 ck:sm:grid-cols-2">
            <Select
              label={t('recording.format')}
              disabled={readOnly}
              value={values.recordFormat}
              onChange={(event) =>
                onChange({
                  ...values,
                  recordFormat: event.target.value as RecordingValues['recordFormat'],
                })
              }
              options={[
                { value: 'mp3', label: 'mp3' },
                { value: 'wav', label: 'wav' },
              ]}
            />
            <Select
              label={t('recording.vendor')}
              required
              disabled={readOnly}
              value={bucket.vendor}
              onChange={(event) =>
                setBucket({ vendor: event.target.value as BucketValues['vendor'] })
              }
              options={BUCKET_VENDORS.map((vendor) => ({
                value: vendor.value,
                label: t(vendor.label),
              }))}
            />
          </div>
          {text('name', 'recording.name')}
          {bucket.vendor === 's3_compatible' && text('endpoint', 'recording.endpoint')}
          {(bucket.vendor === 'aws_s3' || bucket.vendor === 's3_compatible') && (
            <>
              {text('region', 'recording.region', bucket.vendor === 'aws_s3')}
              {text('accessKeyId', 'recording.accessKeyId')}
              <PasswordField
                label={t('recording.secretAccessKey')}
                name="bucket_secret"
                autoComplete="off"
                required
                disabled={readOnly}
                value={bucket.secretAccessKey}
                onChange={(event) => setBucket({ secretAccessKey: event.target.value })}
                error={message('secretAccessKey')}
              />
            </>
          )}
          {bucket.vendor === 'google' && (
            <TextFileField
              label={t('recording.serviceKey')}
              name="bucket_service_key"
              accept="application/json,.json"
              required
              disabled={readOnly}
              onText={(serviceKey) => setBucket({ serviceKey })}
              hint={googleKey ? t('recording.serviceKeyLoaded', googleKey) : undefined}
              error={message('serviceKey')}
            />
          )}
          {bucket.vendor === 'azure' && text('connectionString', 'recording.connectionString')}
          <TagsFields
            tags={bucket.tags}
            onChange={(tags) => setBucket({ tags })}
            readOnly={readOnly}
            error={message('tags')}
          />
          {!readOnly &&
            (accountSid ? (
              <div>
                <Button onClick={() => test.mutate()} disabled={!complete} busy={test.isPending}>
                  {t('recording.test')}
                </Button>
              </div>
            ) : (
              <p className="ck:text-sm ck:text-muted">{t('recording.testAfterSave')}</p>
            ))}
        </>
      )}
    </div>
  );
}

function TagsFields({
  tags,
  onChange,
  readOnly,
  error,
}: {
  tags: BucketValues['tags'];
  onChange(tags: BucketValues['tags']): void;
  readOnly: boolean;
  error?: string;
}) {
  const { t } = useConsole();
  const update = (index: number, patch: Partial<BucketValues['tags'][number]>) =>
    onChange(tags.map((tag, i) => (i === index ? { ...tag, ...patch } : tag)));
  return (
    <div className="ck:flex ck:flex-col ck:gap-2" role="group" aria-label={t('recording.tags')}>
      <span className="ck:text-sm ck:font-medium">{t('recording.tags')}</span>
      {tags.map((tag, index) => (
        <div key={index} className="ck:flex ck:items-end ck:gap-2">
          <TextField
            label={t('recording.tagName', { index: index + 1 })}
            hideLabel
            placeholder={t('recording.tagName', { index: index + 1 })}
            disabled={readOnly}
            value={tag.name}
            onChange={(event) => update(index, { name: event.target.value })}
            className="ck:flex-1"
          />
          <TextField
            label={t('recording.tagValue', { index: index + 1 })}
            hideLabel
            placeholder={t('recording.tagValue', { index: index + 1 })}
            disabled={readOnly}
            value={tag.value}
            onChange={(event) => update(index, { value: event.target.value })}
            className="ck:flex-1"
          />
          {!readOnly && (
            <Button
              variant="ghost"
              aria-label={t('recording.removeTag', { index: index + 1 })}
              onClick={() => onChange(tags.filter((_, i) => i !== index))}
            >
              ×
            </Button>
          )}
        </div>
      ))}
      {error && <div className="ck:text-sm ck:text-danger">{error}</div>}
      {!readOnly && (
        <div>
          <Button size="sm" onClick={() => onChange([...tags, { name: '', value: '' }])}>
            {t('recording.addTag')}
          </Button>
        </div>
      )}
    </div>
  );
}
