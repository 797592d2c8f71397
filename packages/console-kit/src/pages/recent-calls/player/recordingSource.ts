import type { Download } from '../../../api/client.ts';
import { audioLayout, byteRange, pcmChannels, type AudioLayout } from './audioFormat.ts';

/** Bytes `start`..`end` (inclusive) of the recording, fetched with the session's token. */
export type ReadBytes = (start: number, end: number, signal?: AbortSignal) => Promise<Download>;

/** A stretch of the recording, decoded; `start` is where it begins in the recording. */
export interface AudioWindow {
  start: number;
  buffer: AudioBuffer;
}

/** Enough for an MP3's ID3 tag and a WAV's header with a few extra chunks. */
const HEAD_BYTES = 4096;
/** An MP3 range starts this much early: its first frames, cut mid-way or missing the bits an
 *  earlier frame holds for them, decode badly, and are skipped when played. */
const MP3_LEAD_SECONDS = 0.25;

/**
 * A recording read by byte ranges, a stretch at a time, decoded for Web Audio: WAV (16-bit PCM)
 * by hand, exactly; MP3 by the browser's decoder, from the range its constant bit rate gives
 * (placed within a frame: tens of milliseconds). A server that ignores Range sends the whole file at
 * the first read: it is kept, and later reads are cut from it.
 */
export function recordingSource(readBytes: ReadBytes, duration: number) {
  let whole: Blob | null = null;
  let head: Promise<AudioLayout> | null = null;

  const read = async (start: number, end: number, signal: AbortSignal): Promise<ArrayBuffer> => {
    if (whole) return whole.slice(start, end + 1).arrayBuffer();
    const answer = await readBytes(start, end, signal);
    if (answer.offset === start && answer.blob.size <= end - start + 1) {
      return answer.blob.arrayBuffer();
    }
    whole = answer.blob;
    return whole.slice(start, end + 1).arrayBuffer();
  };

  // The head is shared by every play and seek, so no one of them may cancel its read.
  const layout = () => {
    head ??= (async () => {
      const answer = await readBytes(0, HEAD_BYTES - 1);
      if (answer.blob.size > HEAD_BYTES) whole = answer.blob;
      const size = answer.size ?? answer.blob.size;
      return audioLayout(await answer.blob.slice(0, HEAD_BYTES).arrayBuffer(), size);
    })();
    // A failed first read is tried again by the next play.
    head.catch(() => (head = null));
    return head;
  };

  return {
    /** About `seconds` of sound from `from`. */
    async window(
      context: BaseAudioContext,
      from: number,
      seconds: number,
      signal: AbortSignal,
    ): Promise<AudioWindow> {
      const shape = await layout();
      if (shape.kind === 'compressed') {
        const start = Math.max(0, from - MP3_LEAD_SECONDS);
        const range = byteRange(shape, duration, start, seconds + from - start);
        const bytes = await read(range.start, range.end, signal);
        return { start, buffer: await context.decodeAudioData(bytes) };
      }
      const range = byteRange(shape, duration, from, seconds);
      const bytes = await read(range.start, range.end, signal);
      const channels = pcmChannels(bytes, shape.channels);
      const buffer = context.createBuffer(
        shape.channels,
        Math.max(1, channels[0]!.length),
        shape.sampleRate,
      );
      channels.forEach((samples, channel) => buffer.copyToChannel(samples, channel));
      const first = (range.start - shape.dataStart) / shape.blockAlign;
      return { start: first / shape.sampleRate, buffer };
    },
  };
}

export type RecordingSource = ReturnType<typeof recordingSource>;
