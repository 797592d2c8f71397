import { lazy, Suspense, useState } from 'react';
import type { Call } from '../../api/calls.ts';
import { useConsole } from '../../provider/context.ts';
import { Loading } from '../../ui/Loading.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { CallFields } from './CallFields.tsx';
import { CallLogs } from './CallLogs.tsx';
import { PcapDownloads } from './PcapDownloads.tsx';
import { TracePanel } from './trace/TracePanel.tsx';
import { hasTrace } from './useCallData.ts';
import { provideMessages } from '../../messages/translate.ts';
import { callMessages } from '../../messages/calls.ts';

// Loaded on its own (when a call is opened, or once the list is drawn): its area's messages.
provideMessages(callMessages);

// wavesurfer.js comes with the player, only when a call with a recording is opened.
const RecordingPlayer = lazy(() => import('./player/RecordingPlayer.tsx'));

export interface CallDetailProps {
  /** The element's id (the call's row toggle controls it). */
  id: string;
  call: Call;
}

/** An open call: its tabs (Details, and with a trace Tracing and Logs, each behind its flag),
 *  then the recording player and the packet captures. A tab reads its data when first shown. */
export function CallDetail({ id, call }: CallDetailProps) {
  const { t, features } = useConsole();
  const [selected, setSelected] = useState(0);
  const traced = hasTrace(call);
  const playerId = features.callRecording && call.recording_url ? `${id}-recording` : undefined;
  const tabs = [
    {
      id: 'details',
      title: t('calls.details'),
      render: () => <CallFields call={call} playerId={playerId} />,
    },
    ...(traced && features.tracing
      ? [{ id: 'tracing', title: t('calls.tracing'), render: () => <TracePanel call={call} /> }]
      : []),
    ...(traced && features.callLogViewing
      ? [{ id: 'logs', title: t('calls.logs'), render: () => <CallLogs call={call} /> }]
      : []),
  ];
  return (
    <div id={id} className="ck:flex ck:flex-col ck:gap-4 ck:border-l-4 ck:border-primary ck:p-4">
      {traced ? (
        <Tabs
          label={t('calls.tabs', { callSid: call.call_sid })}
          selected={selected}
          onSelect={setSelected}
          tabs={tabs.map((tab, index) => ({
            id: tab.id,
            title: tab.title,
            content: index === selected ? tab.render() : null,
          }))}
        />
      ) : (
        <CallFields call={call} playerId={playerId} />
      )}
      <div className="ck:flex ck:flex-col ck:gap-3 ck:border-t ck:border-border ck:pt-4">
        {playerId && call.recording_url && (
          <Suspense fallback={<Loading />}>
            <RecordingPlayer id={playerId} call={call} recordingUrl={call.recording_url} />
          </Suspense>
        )}
        <PcapDownloads call={call} />
      </div>
    </div>
  );
}

export default CallDetail;
