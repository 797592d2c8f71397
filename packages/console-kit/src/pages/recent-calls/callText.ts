import type { Call } from '../../api/calls.ts';
import type { Format } from '../../lib/format.ts';
import type { Translate } from '../../messages/translate.ts';

/** How long a call lasted; one that was not answered lasted no time: '0 s', not the spans'
 *  '0.00 ms'. */
export function callDuration(call: Call, format: Format, t: Translate): string {
  return call.duration > 0
    ? format.duration(call.duration * 1000)
    : t('format.seconds', { value: format.number(0) });
}

/** Answered or not, with the SIP status: 'Answered (200)'. */
export function callStatus(call: Call, t: Translate): string {
  const status = t(call.answered ? 'calls.answered' : 'calls.notAnswered');
  return call.sip_status ? `${status} (${call.sip_status})` : status;
}

/** The file type a recording's URL ends in ('wav' or 'mp3'; jambonz names it last), if any. */
export function recordingFormat(recordingUrl: string): 'wav' | 'mp3' | null {
  const ext = /\/(wav|mp3)\/?$/i.exec(recordingUrl)?.[1]?.toLowerCase();
  return ext === 'wav' || ext === 'mp3' ? ext : null;
}
