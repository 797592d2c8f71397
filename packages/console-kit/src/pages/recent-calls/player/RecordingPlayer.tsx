import { useEffect, useMemo, useRef, useState } from 'react';
import type { Call } from '../../../api/calls.ts';
import { formatClock } from '../../../lib/format.ts';
import { useConsole, useRequiredSession } from '../../../provider/context.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useDeleteRecording } from './useDeleteRecording.ts';
import { useRecordingDownload } from './useRecordingDownload.ts';
import { recordingFormat } from '../callText.ts';
import { useTrace } from '../useCallData.ts';
import { dtmfFromTrace, playerRegions } from './dtmfRegions.ts';
import { maxWaveformWidth, useWaveform, type PlayerState } from './useWaveform.ts';
import { provideMessages } from '../../../messages/translate.ts';
import { callMessages } from '../../../messages/calls.ts';

provideMessages(callMessages);

const JUMP_SECONDS = 15;
const STATE_LABELS = {
  loading: 'player.loading',
  ready: 'player.ready',
  playing: 'player.playing',
  paused: 'player.paused',
} as const;

/** The recording of a call: its waveform with the DTMF digits marked (from the trace), play,
 *  pause, jumps of 15 s, download, and delete after confirming (not for view-only users). */
export function RecordingPlayer({
  id,
  call,
  recordingUrl,
}: {
  /** Where the call's details send the user to listen: the player takes the focus. */
  id: string;
  call: Call;
  recordingUrl: string;
}) {
  const { t, features } = useConsole();
  const { permissions } = useRequiredSession();
  const container = useRef<HTMLDivElement>(null);
  const player = useWaveform(container, recordingUrl, t('player.waveform'));
  const { state, surfer, regions, duration, levels } = player;
  const trace = useTrace(call, features.tracing);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRecording(recordingUrl, () => {
    setConfirming(false);
    player.setState({ kind: 'missing' });
  });

  const ext = recordingFormat(recordingUrl) ?? 'audio';
  const download = useRecordingDownload(recordingUrl, player.audio, `${call.call_sid}.${ext}`);

  const digits = useMemo(() => {
    if (!trace.data || duration <= 0) return [];
    const startedAt = Date.parse(call.answered_at ?? call.attempted_at);
    return playerRegions(dtmfFromTrace(trace.data, startedAt), duration, levels);
  }, [trace.data, duration, levels, call.answered_at, call.attempted_at]);

  useEffect(() => {
    const plugin = regions.current;
    if (!plugin || !player.drawn) return;
    plugin.clearRegions();
    for (const digit of digits) {
      plugin.addRegion({
        start: digit.start,
        end: digit.end,
        content: digit.digit,
        color: 'rgba(245, 158, 11, 0.35)',
        drag: false,
        resize: false,
      });
    }
  }, [digits, player.drawn, regions]);

  if (state.kind === 'missing') {
    return (
      <p id={id} tabIndex={-1} className="ck:text-base ck:text-muted">
        {t('player.none')}
      </p>
    );
  }
  const playable = state.kind === 'ready' || state.kind === 'playing' || state.kind === 'paused';
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-label={t('player.label')}
      className="ck:flex ck:flex-col ck:gap-2"
    >
      <div className="ck:flex ck:flex-wrap ck:items-center ck:gap-2">
        <h2 className="ck:text-sm ck:font-semibold ck:text-muted">{t('player.label')}</h2>
        <StateText state={state} drawn={player.drawn} />
        {playable && (
          <span className="ck:text-sm ck:text-muted ck:tabular-nums" data-testid="player-position">
            {t('player.position', {
              current: formatClock(player.time),
              duration: formatClock(duration),
            })}
          </span>
        )}
      </div>
      <div
        ref={container}
        data-waveform={player.drawn ? 'drawn' : 'pending'}
        style={{ maxWidth: maxWaveformWidth() }}
        className="ck:min-h-[88px] ck:rounded ck:border ck:border-border ck:bg-surface"
      />
      {digits.length > 0 && (
        <div className="ck:flex ck:flex-wrap ck:items-center ck:gap-1" data-testid="dtmf-digits">
          <span className="ck:text-sm ck:text-muted">{t('player.digits')}</span>
          {digits.map((digit, index) => (
            <Button
              key={index}
              size="sm"
              variant="ghost"
              disabled={!player.drawn}
              onClick={() => {
                // Jump to the digit and bring its region into view.
                surfer.current?.setTime(digit.start);
                surfer.current?.setScrollTime(Math.max(0, digit.start - 1));
              }}
            >
              {t('player.digitAt', { digit: digit.digit, time: formatClock(digit.start) })}
            </Button>
          ))}
        </div>
      )}
      <div className="ck:flex ck:flex-wrap ck:gap-2">
        <Button
          size="sm"
          variant="primary"
          disabled={!playable}
          onClick={() => surfer.current?.playPause()}
        >
          {t(state.kind === 'playing' ? 'player.pause' : 'player.play')}
        </Button>
        <Button size="sm" disabled={!playable} onClick={() => surfer.current?.skip(-JUMP_SECONDS)}>
          {t('player.back')}
        </Button>
        <Button size="sm" disabled={!playable} onClick={() => surfer.current?.skip(JUMP_SECONDS)}>
          {t('player.forward')}
        </Button>
        <Button
          size="sm"
          disabled={!playable || download.busy}
          aria-busy={download.busy}
          onClick={() => void download.download()}
        >
          {t('player.download')}
          {download.percent !== null && (
            <span className="ck:ml-1 ck:tabular-nums" data-testid="download-progress">
              {t('player.downloadProgress', { percent: download.percent })}
            </span>
          )}
        </Button>
        {permissions.canWrite && (
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            {t('player.delete')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('player.delete')}
        confirmLabel={t('player.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        {t('player.deleteConfirm')}
      </ConfirmDialog>
    </section>
  );
}

function StateText({ state, drawn }: { state: PlayerState; drawn: boolean }) {
  const { t } = useConsole();
  if (state.kind === 'failed') {
    const key =
      state.status !== null && state.status >= 500 ? 'player.unavailable' : 'player.failed';
    return (
      <span role="alert" className="ck:text-sm ck:text-danger">
        {t(key, { reason: state.reason })}
      </span>
    );
  }
  if (state.kind === 'missing') return null;
  const label =
    state.kind === 'loading' && drawn ? 'player.loadingAudio' : STATE_LABELS[state.kind];
  return (
    <span role="status" data-state={state.kind} className="ck:text-sm ck:font-medium ck:text-fg">
      {t(label)}
    </span>
  );
}

export default RecordingPlayer;
