import type { SpeechCredential, SpeechTestResult } from '../../api/speech.ts';
import { speechVendorTitle } from '../../lib/speechVendors.ts';
import type { ValidationMessage } from '../../lib/validation.ts';

export type SpeechUse = 'tts' | 'stt';
export type StoredStatus = 'ok' | 'fail' | 'untested';

/** The last test of each use the credential is enabled for, as stored by the server: the list
 *  shows it without testing again (a live test per row would call the vendor for every row). */
export function storedTestStatus(
  credential: SpeechCredential,
): { use: SpeechUse; status: StoredStatus }[] {
  const of = (tested: SpeechCredential['tts_tested_ok']): StoredStatus =>
    tested === null || tested === undefined ? 'untested' : Number(tested) ? 'ok' : 'fail';
  const uses: { use: SpeechUse; status: StoredStatus }[] = [];
  if (Number(credential.use_for_tts))
    uses.push({ use: 'tts', status: of(credential.tts_tested_ok) });
  if (Number(credential.use_for_stt))
    uses.push({ use: 'stt', status: of(credential.stt_tested_ok) });
  return uses;
}

/** What a test says (spec part 2, section 8): success when every use tested is ok, else the
 *  reason of each use that failed; a credential with no use enabled cannot be tested. */
export function testOutcome(result: SpeechTestResult): {
  ok: boolean;
  messages: ValidationMessage[];
} {
  const failures: ValidationMessage[] = [];
  const tts = result.tts;
  const stt = result.stt;
  if (tts.status === 'fail')
    failures.push({ key: 'speech.testTtsFailed', values: { reason: tts.reason ?? tts.status } });
  if (stt.status === 'fail')
    failures.push({ key: 'speech.testSttFailed', values: { reason: stt.reason ?? stt.status } });
  if (failures.length > 0) return { ok: false, messages: failures };
  if (tts.status === 'ok' || stt.status === 'ok')
    return { ok: true, messages: [{ key: 'speech.testOk' }] };
  return { ok: false, messages: [{ key: 'speech.enableToTest' }] };
}

/** How a credential is named in messages: its vendor, and its label in brackets. */
export function credentialName(credential: Pick<SpeechCredential, 'vendor' | 'label'>): string {
  const vendor = speechVendorTitle(credential.vendor);
  return credential.label ? `${vendor} (${credential.label})` : vendor;
}
