import { badRequest } from './errors.ts';
import { hasControlCharacters, isPlainObject } from './validate.ts';

/** Where an account's call recordings go (Account.bucket_credential). */
export const BUCKET_VENDORS = ['none', 'aws_s3', 's3_compatible', 'azure', 'google'] as const;
export type BucketVendor = (typeof BUCKET_VENDORS)[number];

export interface BucketTag {
  Key: string;
  Value: string;
}

export interface BucketCredential {
  vendor: BucketVendor;
  name?: string;
  region?: string;
  access_key_id?: string;
  secret_access_key?: string;
  service_key?: string;
  connection_string?: string;
  endpoint?: string;
  tags?: BucketTag[];
}

const TEXT_FIELDS = [
  'name',
  'region',
  'access_key_id',
  'secret_access_key',
  'service_key',
  'connection_string',
  'endpoint',
] as const;
const MAX_TEXT = 8192;
const MAX_TAGS = 50;

/**
 * The shape of a bucket credential: 400 `{msg}` for a wrong type or an unknown field. Empty
 * strings and nulls count as absent. Whether the values make sense is {@link bucketProblem}'s.
 */
export function readBucketCredential(key: string, value: unknown): BucketCredential {
  // `key` is '' when the credential is the whole body (BucketCredentialTest).
  const at = (field: string) => (key ? `${key}.${field}` : field);
  if (!isPlainObject(value)) throw badRequest(`${key || 'body'} must be an object with a vendor`);
  const known = new Set<string>(['vendor', 'tags', ...TEXT_FIELDS]);
  for (const field of Object.keys(value)) {
    if (!known.has(field)) throw badRequest(`unknown field: ${at(field)}`);
  }
  const vendor = value.vendor;
  if (typeof vendor !== 'string' || !(BUCKET_VENDORS as readonly string[]).includes(vendor)) {
    throw badRequest(`${at('vendor')} must be one of ${BUCKET_VENDORS.join(', ')}`);
  }
  const out: BucketCredential = { vendor: vendor as BucketVendor };
  for (const field of TEXT_FIELDS) {
    const text = value[field];
    if (text === undefined || text === null || text === '') continue;
    if (typeof text !== 'string') throw badRequest(`${at(field)} must be a string`);
    if (text.length > MAX_TEXT) {
      throw badRequest(`${at(field)} must be at most ${MAX_TEXT} characters`);
    }
    out[field] = text;
  }
  if (value.tags !== undefined && value.tags !== null) out.tags = readTags(at('tags'), value.tags);
  return out;
}

function readTags(key: string, tags: unknown): BucketTag[] {
  if (!Array.isArray(tags)) throw badRequest(`${key} must be a list of {Key, Value}`);
  if (tags.length > MAX_TAGS) throw badRequest(`${key} may hold at most ${MAX_TAGS} tags`);
  return tags.map((tag: unknown) => {
    if (!isPlainObject(tag) || Object.keys(tag).some((k) => k !== 'Key' && k !== 'Value')) {
      throw badRequest(`${key} must be a list of {Key, Value}`);
    }
    const { Key, Value } = tag;
    if (typeof Key !== 'string' || typeof Value !== 'string' || Key === '' || Value === '') {
      throw badRequest(`${key}: every tag needs a Key and a Value`);
    }
    if (Key.length > 128 || Value.length > 256) {
      throw badRequest(`${key}: a Key is at most 128 characters, a Value 256`);
    }
    return { Key, Value };
  });
}

/** Only the fields of the credential's vendor are kept (the console may send them all). */
const VENDOR_FIELDS: Record<BucketVendor, readonly (keyof BucketCredential)[]> = {
  none: [],
  aws_s3: ['name', 'region', 'access_key_id', 'secret_access_key', 'tags'],
  s3_compatible: ['name', 'region', 'endpoint', 'access_key_id', 'secret_access_key', 'tags'],
  azure: ['name', 'connection_string', 'tags'],
  google: ['name', 'service_key', 'tags'],
};

export function keepVendorFields(credential: BucketCredential): BucketCredential {
  const out: Record<string, unknown> = { vendor: credential.vendor };
  for (const field of VENDOR_FIELDS[credential.vendor]) {
    if (credential[field] !== undefined) out[field] = credential[field];
  }
  return out as unknown as BucketCredential;
}

const REQUIRED: Record<BucketVendor, readonly (keyof BucketCredential)[]> = {
  none: [],
  aws_s3: ['name', 'region', 'access_key_id', 'secret_access_key'],
  s3_compatible: ['name', 'endpoint', 'access_key_id', 'secret_access_key'],
  azure: ['name', 'connection_string'],
  google: ['name', 'service_key'],
};

const AWS_REGION = /^[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-\d{1,2}$/;
const AWS_ACCESS_KEY_ID = /^(AKIA|ASIA)[A-Z0-9]{16}$/;
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const GCS_BUCKET = /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/;
const AZURE_CONTAINER = /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/;

/** What is wrong with a credential, checked as far as possible without reaching the cloud. */
export function bucketProblem(credential: BucketCredential): string | null {
  const { vendor } = credential;
  if (vendor === 'none') return 'no storage vendor selected';
  const missing = REQUIRED[vendor].filter((field) => credential[field] === undefined);
  if (missing.length > 0) return `missing ${missing.join(', ')} for ${vendor}`;
  return bucketNameProblem(vendor, credential.name ?? '') ?? vendorProblem(credential);
}

function bucketNameProblem(vendor: BucketVendor, name: string): string | null {
  if (vendor === 'azure') {
    return AZURE_CONTAINER.test(name)
      ? null
      : 'invalid container name: 3-63 lowercase letters, digits and single hyphens';
  }
  const rule = vendor === 'google' ? GCS_BUCKET : S3_BUCKET;
  if (!rule.test(name) || name.includes('..') || /^\d+\.\d+\.\d+\.\d+$/.test(name)) {
    return 'invalid bucket name: 3-63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit';
  }
  return null;
}

function vendorProblem(credential: BucketCredential): string | null {
  switch (credential.vendor) {
    case 'aws_s3':
      if (!AWS_REGION.test(credential.region ?? '')) {
        return `invalid AWS region "${credential.region}" (for example us-east-1)`;
      }
      if (!AWS_ACCESS_KEY_ID.test(credential.access_key_id ?? '')) {
        return 'invalid access key id: AKIA or ASIA followed by 16 capital letters or digits';
      }
      return null;
    case 's3_compatible':
      return httpUrlProblem(credential.endpoint ?? '');
    case 'google':
      return serviceKeyProblem(credential.service_key ?? '');
    case 'azure':
      return connectionStringProblem(credential.connection_string ?? '');
    case 'none':
      return null;
  }
}

function httpUrlProblem(endpoint: string): string | null {
  if (hasControlCharacters(endpoint)) {
    return `invalid endpoint: it must not contain control characters (CR, LF, TAB, ...)`;
  }
  try {
    const url = new URL(endpoint);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // reported below
  }
  return `invalid endpoint "${endpoint}": an http or https URL is needed`;
}

function serviceKeyProblem(serviceKey: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(serviceKey);
  } catch {
    return 'Invalid service key file, could not parse as JSON.';
  }
  if (
    !isPlainObject(parsed) ||
    typeof parsed.private_key !== 'string' ||
    typeof parsed.client_email !== 'string'
  ) {
    return 'invalid service key: it needs private_key and client_email';
  }
  return null;
}

function connectionStringProblem(connection: string): string | null {
  const parts = new Map<string, string>();
  for (const part of connection.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  if (parts.get('SharedAccessSignature')) return null;
  if (parts.get('AccountName') && parts.get('AccountKey')) return null;
  return 'invalid connection string: it needs AccountName and AccountKey, or SharedAccessSignature';
}
