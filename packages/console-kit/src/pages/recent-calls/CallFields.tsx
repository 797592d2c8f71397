import type { Call } from '../../api/calls.ts';
import type { Format } from '../../lib/format.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import type { Translate } from '../../messages/translate.ts';
import { useT } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { RecordFields, labelledFields, type FieldTable } from '../../ui/RecordFields.tsx';
import { AccountLink, ProviderName, RecordLink } from '../../ui/RecordLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { callDuration, callStatus, recordingFormat } from './callText.ts';
import { SipMessages } from './SipMessages.tsx';
import { hasTrace } from './useCallData.ts';
import { DEVICE_TRUNK, useCallNames } from './useCallNames.ts';

interface View {
  call: Call;
  t: Translate;
  format: Format;
  names: ReturnType<typeof useCallNames>;
  /** The recording player's element, when the call's footer shows one. */
  playerId?: string | undefined;
}

const moment = (key: 'attempted_at' | 'answered_at' | 'terminated_at') => (view: View) =>
  view.format.dateTimeZone(view.call[key] ?? '');
const text = (key: keyof Call) => (view: View) => String(view.call[key]);
const copyable =
  (key: 'call_sid' | 'sip_callid' | 'trace_id', label: MessageKey) => (view: View) => (
    <span className="ck:inline-flex ck:items-center ck:gap-1">
      <span className="ck:font-mono ck:text-sm ck:break-all">{String(view.call[key])}</span>
      <CopyButton text={String(view.call[key])} label={view.t(label)} />
    </span>
  );

/** The call's fields in reading order, each with its label and how it shows; a field not named
 *  here (and sip_status, shown with the status) is in the raw JSON. */
const CALL_FIELDS: FieldTable<keyof Call, View> = [
  ['attempted_at', 'calls.fieldStarted', moment('attempted_at')],
  ['answered_at', 'calls.fieldAnsweredAt', moment('answered_at')],
  ['terminated_at', 'calls.fieldEnded', moment('terminated_at')],
  ['duration', 'calls.columnDuration', ({ call, format, t }) => callDuration(call, format, t)],
  ['direction', 'calls.columnDirection', ({ call, t }) => t(`calls.${call.direction}`)],
  ['from', 'calls.columnFrom', text('from')],
  ['to', 'calls.columnTo', text('to')],
  ['answered', 'calls.columnStatus', ({ call, t }) => callStatus(call, t)],
  ['termination_reason', 'calls.fieldEndReason', text('termination_reason')],
  [
    'account_sid',
    'calls.columnAccount',
    ({ call, names }) => <AccountLink sid={call.account_sid} name={names.account} />,
  ],
  [
    'application_sid',
    'calls.fieldApplication',
    ({ call, names }) => (
      <RecordLink
        to={`/internal/applications/${call.application_sid}/edit`}
        id={call.application_sid ?? ''}
        name={names.application}
      />
    ),
  ],
  [
    'trunk',
    'calls.fieldTrunk',
    ({ call, names, t }) =>
      call.trunk === DEVICE_TRUNK ? (
        t('calls.deviceTrunk')
      ) : names.carrierSid ? (
        <RecordLink
          to={`/internal/carriers/${names.carrierSid}/edit`}
          id={names.carrierSid}
          name={call.trunk}
        />
      ) : (
        call.trunk
      ),
  ],
  [
    'service_provider_sid',
    'calls.fieldServiceProvider',
    ({ call }) => <ProviderName sid={call.service_provider_sid ?? ''} />,
  ],
  ['host', 'calls.fieldHost', text('host')],
  ['remote_host', 'calls.fieldRemoteHost', text('remote_host')],
  ['call_sid', 'calls.fieldCallSid', copyable('call_sid', 'calls.fieldCallSid')],
  ['sip_callid', 'calls.fieldSipCallId', copyable('sip_callid', 'calls.fieldSipCallId')],
  ['trace_id', 'calls.fieldTraceId', copyable('trace_id', 'calls.fieldTraceId')],
  ['recording_url', 'calls.fieldRecording', (view) => <Recording {...view} />],
];

/** The recording by its kind, not its long path (the path on hover and to copy), and a way to
 *  its player below. */
function Recording({ call, t, playerId }: View) {
  const url = call.recording_url ?? '';
  const format = recordingFormat(url);
  return (
    <span className="ck:inline-flex ck:max-w-full ck:flex-wrap ck:items-center ck:gap-1">
      <span title={url}>
        {format ? t('calls.recordingFile', { format: format.toUpperCase() }) : t('calls.recorded')}
      </span>
      <CopyButton text={url} label={t('calls.copyRecordingUrl')} />
      {playerId && (
        <Button
          size="sm"
          variant="ghost"
          // Focusing the player brings it into view.
          onClick={() => document.getElementById(playerId)?.focus()}
        >
          {t('calls.listenBelow')}
        </Button>
      )}
    </span>
  );
}

/** The Details tab: the call's fields by label (local times with their zone, names for ids
 *  linked to their pages), its raw JSON on demand, then its SIP messages. */
export function CallFields({ call, playerId }: { call: Call; playerId?: string | undefined }) {
  const t = useT();
  const format = useFormat();
  const view: View = { call, t, format, names: useCallNames(call), playerId };
  // The empty trace id only says there is no trace: it is left to the raw JSON.
  const fields = labelledFields(CALL_FIELDS, call, view, t, (key) =>
    key === 'trace_id' ? hasTrace(call) : true,
  );
  return (
    <div className="ck:grid ck:gap-4 ck:xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <RecordFields label={t('calls.fields')} fields={fields} record={call} />
      <SipMessages call={call} />
    </div>
  );
}
