import { missingFor } from './completeness.ts';
import type { StoredFields } from './fields.ts';
import {
  CREDENTIAL_FIELDS,
  isSecretField,
  vendorTitle,
  type CredentialField,
  type VendorSpec,
} from './vendors.ts';

export interface UseResult {
  status: 'ok' | 'fail' | 'not tested';
  reason?: string;
}

export interface TestResults {
  tts: UseResult;
  stt: UseResult;
}

/** A secret beginning with this stands for one the vendor refuses, so a failure can be shown. */
export const REFUSED_PREFIX = 'invalid';

/**
 * The sandbox's test of a credential. It cannot reach the vendors, so it checks what it can:
 * each enabled use fails with the missing field, or with a refusal when a secret begins with
 * "invalid"; otherwise it is 'ok' with a reason saying that no vendor was contacted.
 */
export function testCredential(
  vendor: string,
  spec: VendorSpec,
  fields: StoredFields,
  uses: { use_for_tts: number; use_for_stt: number },
): TestResults {
  const one = (use: 'tts' | 'stt', enabled: number): UseResult => {
    if (!enabled) return { status: 'not tested' };
    const missing = missingFor(spec, fields, use);
    if (missing) return { status: 'fail', reason: missing };
    const refused = refusedSecret(fields);
    if (refused) {
      return {
        status: 'fail',
        reason: `${vendorTitle(vendor, spec)} refused the credentials (sandbox: ${refused} begins with "${REFUSED_PREFIX}", which stands for a key the vendor refuses)`,
      };
    }
    return {
      status: 'ok',
      reason: `the credential is complete; the sandbox does not contact ${vendorTitle(vendor, spec)}, so the key itself was not tried`,
    };
  };
  return { tts: one('tts', uses.use_for_tts), stt: one('stt', uses.use_for_stt) };
}

function refusedSecret(fields: StoredFields): CredentialField | undefined {
  return (Object.keys(fields) as CredentialField[]).find((field) => {
    const value = fields[field];
    if (!isSecretField(field) || typeof value !== 'string') return false;
    const secret = CREDENTIAL_FIELDS[field] === 'service-key' ? privateKeyBody(value) : value;
    return secret.toLowerCase().startsWith(REFUSED_PREFIX);
  });
}

function privateKeyBody(serviceKey: string): string {
  const key = JSON.parse(serviceKey) as { private_key: string };
  return key.private_key.replace(/^-----BEGIN PRIVATE KEY-----\n/, '');
}
