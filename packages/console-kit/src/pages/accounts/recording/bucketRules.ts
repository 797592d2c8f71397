import { readGoogleKey } from '../../../lib/googleKey.ts';
import type { ValidationMessages } from '../../../lib/validation.ts';
import type { BucketCredential, BucketVendor } from '../../../api/types.ts';
import type { MessageKey } from '../../../messages/catalog.ts';

export interface BucketValues {
  vendor: BucketVendor;
  name: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  serviceKey: string;
  connectionString: string;
  endpoint: string;
  tags: { name: string; value: string }[];
}

export const BUCKET_VENDORS: { value: BucketVendor; label: MessageKey }[] = [
  { value: 'aws_s3', label: 'recording.vendorAws' },
  { value: 's3_compatible', label: 'recording.vendorS3Compatible' },
  { value: 'google', label: 'recording.vendorGoogle' },
  { value: 'azure', label: 'recording.vendorAzure' },
];

export function bucketValues(credential: BucketCredential | null | undefined): BucketValues {
  const vendor = credential?.vendor && credential.vendor !== 'none' ? credential.vendor : 'aws_s3';
  return {
    vendor,
    name: credential?.name ?? '',
    region: credential?.region ?? (vendor === 'aws_s3' ? 'us-east-1' : ''),
    accessKeyId: credential?.access_key_id ?? '',
    secretAccessKey: credential?.secret_access_key ?? '',
    serviceKey: credential?.service_key ?? '',
    connectionString: credential?.connection_string ?? '',
    endpoint: credential?.endpoint ?? '',
    tags: (credential?.tags ?? []).map((tag) => ({ name: tag.Key, value: tag.Value })),
  };
}

export type BucketErrors = ValidationMessages<
  | 'name'
  | 'region'
  | 'accessKeyId'
  | 'secretAccessKey'
  | 'serviceKey'
  | 'connectionString'
  | 'endpoint'
  | 'tags'
>;

/** The bucket's rules (spec part 1, section 5), by vendor. */
export function validateBucket(values: BucketValues): BucketErrors {
  const errors: BucketErrors = {};
  const missing = (text: string) => text.trim() === '';
  if (missing(values.name)) errors.name = 'recording.nameRequired';
  if (values.vendor === 'aws_s3' || values.vendor === 's3_compatible') {
    if (values.vendor === 'aws_s3' && missing(values.region))
      errors.region = 'recording.regionRequired';
    if (values.vendor === 's3_compatible' && missing(values.endpoint))
      errors.endpoint = 'recording.endpointRequired';
    if (missing(values.accessKeyId)) errors.accessKeyId = 'recording.accessKeyRequired';
    if (missing(values.secretAccessKey)) errors.secretAccessKey = 'recording.secretRequired';
  }
  if (values.vendor === 'google' && !readGoogleKey(values.serviceKey))
    errors.serviceKey = 'recording.serviceKeyInvalid';
  if (values.vendor === 'azure' && missing(values.connectionString)) {
    errors.connectionString = 'recording.connectionStringRequired';
  }
  if (values.tags.some((tag) => missing(tag.name) || missing(tag.value)))
    errors.tags = 'recording.tagIncomplete';
  return errors;
}

/** The bucket credential to send, with only the chosen vendor's fields. */
export function bucketPayload(values: BucketValues): BucketCredential {
  const tags = values.tags.map((tag) => ({ Key: tag.name.trim(), Value: tag.value.trim() }));
  const base = { vendor: values.vendor, name: values.name.trim(), tags };
  switch (values.vendor) {
    case 'aws_s3':
      return {
        ...base,
        region: values.region.trim(),
        access_key_id: values.accessKeyId.trim(),
        secret_access_key: values.secretAccessKey,
      };
    case 's3_compatible':
      return {
        ...base,
        endpoint: values.endpoint.trim(),
        ...(values.region.trim() ? { region: values.region.trim() } : {}),
        access_key_id: values.accessKeyId.trim(),
        secret_access_key: values.secretAccessKey,
      };
    case 'google':
      return { ...base, service_key: values.serviceKey };
    case 'azure':
      return { ...base, connection_string: values.connectionString.trim() };
  }
}
