import { useEffect, useRef, useState, type RefObject } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js';
import type { Download } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { useApi } from '../../../provider/context.ts';
import type { Levels } from './dtmfRegions.ts';
import { RangedAudio } from './RangedAudio.ts';
import { recordingSource } from './recordingSource.ts';
import { recordingsApi } from '../../../api/calls.ts';

/** The spec's waveform: 100 px per second, decoded at 8000 samples per second. */
export const PX_PER_SECOND = 100;
export const SAMPLE_RATE = 8000;
/** The spec's widest canvas. wavesurfer 8 draws a long waveform as canvases no wider than the
 *  container's visible width (in device pixels), so the container is kept that narrow. */
export const MAX_CANVAS_PX = 4000;

/** The widest the waveform's container may be, in CSS pixels, on this screen. */
export const maxWaveformWidth = () => Math.floor(MAX_CANVAS_PX / (window.devicePixelRatio || 1));

export type PlayerState =
  | { kind: 'loading' }
  | { kind: 'ready' | 'playing' | 'paused' }
  | { kind: 'missing' }
  | { kind: 'failed'; status: number | null; reason: string };

function cssColor(element: HTMLElement, name: string, fallback: string) {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** Loads a recording into wavesurfer. When the server offers peaks (the sandbox's extension),
 *  the waveform is drawn from them at once and the audio is fetched only when it plays, in
 *  ranges (RangedAudio). Without them (404 on a real jambonz server) the audio is fetched whole
 *  with the session's token (an <audio> element cannot send it) and decoded to draw it. */
export function useWaveform(
  container: RefObject<HTMLDivElement | null>,
  url: string,
  label: string,
) {
  const api = useApi();
  const [state, setState] = useState<PlayerState>({ kind: 'loading' });
  const [drawn, setDrawn] = useState(false);
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState(0);
  const [levels, setLevels] = useState<Levels | null>(null);
  const [audio, setAudio] = useState<Download | null>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const regions = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const abort = new AbortController();
    const { signal } = abort;
    const regionsPlugin = RegionsPlugin.create();
    let ranged: RangedAudio | null = null;
    const ws = WaveSurfer.create({
      container: element,
      height: 88,
      minPxPerSec: PX_PER_SECOND,
      sampleRate: SAMPLE_RATE,
      normalize: true,
      autoScroll: true,
      waveColor: cssColor(element, '--ck-v-muted', '#5b6675'),
      progressColor: cssColor(element, '--ck-v-primary', '#1f5fd1'),
      cursorColor: cssColor(element, '--ck-v-fg', '#1b2430'),
      plugins: [regionsPlugin],
    });
    // The waveform scrolls sideways (100 px per second): keyboard users reach it, and it is named.
    const scroller = ws.getWrapper().parentElement;
    scroller?.setAttribute('tabindex', '0');
    scroller?.setAttribute('role', 'region');
    scroller?.setAttribute('aria-label', label);
    surfer.current = ws;
    regions.current = regionsPlugin;

    const fail = (error: unknown) => {
      if (signal.aborted) return;
      if (isApiError(error) && error.status === 404) setState({ kind: 'missing' });
      else if (isApiError(error) && error.endedSession) setState({ kind: 'missing' });
      else {
        const status = isApiError(error) ? error.status : null;
        setState({ kind: 'failed', status, reason: (error as Error).message });
      }
    };
    const unsubscribe = [
      ws.on('play', () => setState({ kind: 'playing' })),
      ws.on('pause', () => setState({ kind: 'paused' })),
      ws.on('timeupdate', (seconds) => setTime(seconds)),
      ws.on('redraw', () => setDrawn(true)),
      // A range that could not be read while playing.
      ws.on('error', (error) => ranged && fail(error)),
    ];

    (async () => {
      // Only a failed audio read says the recording is missing or unavailable.
      const summary = await api(recordingsApi)
        .peaks(url, signal)
        .catch(() => null);
      if (signal.aborted) return;
      if (summary) {
        const source = recordingSource(
          (start, end, cancel) => api(recordingsApi).bytes(url, start, end, cancel),
          summary.duration,
        );
        ranged = new RangedAudio(source, summary.duration);
        // The one duck-typed boundary: RangedAudio has what wavesurfer uses of a media element.
        ws.setMediaElement(ranged as unknown as HTMLMediaElement);
        setLevels({ values: summary.peaks, perSecond: summary.peaks_per_second });
        await ws.load('', [summary.peaks], summary.duration);
      } else {
        const file = await api(recordingsApi).audio(url, signal);
        if (signal.aborted) return;
        setAudio(file);
        await ws.loadBlob(file.blob);
        const decoded = ws.getDecodedData();
        if (decoded)
          setLevels({ values: decoded.getChannelData(0), perSecond: decoded.sampleRate });
      }
      if (signal.aborted) return;
      setDuration(ws.getDuration());
      setDrawn(true);
      setState({ kind: 'ready' });
    })().catch(fail);

    return () => {
      abort.abort();
      unsubscribe.forEach((off) => off());
      ws.destroy();
      ranged?.remove();
      surfer.current = null;
      regions.current = null;
    };
  }, [api, container, url, label]);

  return { state, setState, drawn, duration, time, levels, audio, surfer, regions };
}
