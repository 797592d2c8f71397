/** Where a recording's sound lies in its file, and how fast it goes, read from its first bytes. */
export type AudioLayout =
  | {
      kind: 'pcm';
      /** The first byte of the samples, and the byte after the last. */
      dataStart: number;
      dataEnd: number;
      sampleRate: number;
      channels: number;
      /** Bytes per frame (one sample of every channel). */
      blockAlign: number;
    }
  /** Compressed frames (MP3) after `dataStart`, taken as a constant bit rate: the recorders
   *  jambonz uses write CBR. */
  | { kind: 'compressed'; dataStart: number; dataEnd: number };

const text = (view: DataView, at: number) =>
  String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(at + i)));

/** The layout of a WAV (16-bit PCM) or an MP3 file from its first bytes and its size. A WAV
 *  whose header does not fit in `head` or is not 16-bit PCM is an error. */
export function audioLayout(head: ArrayBuffer, size: number): AudioLayout {
  const view = new DataView(head);
  if (view.byteLength >= 12 && text(view, 0) === 'RIFF' && text(view, 8) === 'WAVE') {
    return wavLayout(view, size);
  }
  return { kind: 'compressed', dataStart: id3Size(view), dataEnd: size };
}

function wavLayout(view: DataView, size: number): AudioLayout {
  let format: { channels: number; sampleRate: number; blockAlign: number } | null = null;
  // RIFF chunks: a four-letter id, a little-endian size, the body padded to an even length.
  for (let at = 12; at + 8 <= view.byteLength;) {
    const id = text(view, at);
    const length = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 24 <= view.byteLength) {
      if (view.getUint16(at + 8, true) !== 1 || view.getUint16(at + 22, true) !== 16) {
        throw new Error('Only 16-bit PCM WAV recordings can be streamed');
      }
      format = {
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        blockAlign: view.getUint16(at + 20, true),
      };
    }
    if (id === 'data' && format) {
      const dataStart = at + 8;
      // A recorder that was cut off leaves the size unset (0 or all ones): the file's end.
      const dataEnd = length > 0 && length < 0xffffffff ? dataStart + length : size;
      return { kind: 'pcm', dataStart, dataEnd: Math.min(dataEnd, size), ...format };
    }
    at += 8 + length + (length % 2);
  }
  throw new Error('The WAV header was not found');
}

/** The length of an ID3v2 tag at the start of an MP3 (its size is four 7-bit bytes). */
function id3Size(view: DataView): number {
  if (view.byteLength < 10 || text(view, 0).slice(0, 3) !== 'ID3') return 0;
  const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | (view.getUint8(i) & 0x7f), 0);
  return 10 + size;
}

/** The bytes (start, end inclusive) holding `seconds` of sound from `from`, in a file of
 *  `duration` seconds. */
export function byteRange(
  layout: AudioLayout,
  duration: number,
  from: number,
  seconds: number,
): { start: number; end: number } {
  const { dataStart, dataEnd } = layout;
  const offset =
    layout.kind === 'pcm'
      ? (time: number) => Math.floor(time * layout.sampleRate) * layout.blockAlign
      : (time: number) => Math.floor((time / duration) * (dataEnd - dataStart));
  const start = Math.min(dataEnd, dataStart + offset(Math.max(0, from)));
  const end = Math.min(dataEnd, dataStart + offset(from + seconds)) - 1;
  return { start, end: Math.max(start, end) };
}

/** 16-bit little-endian PCM as one Float32Array per channel. */
export function pcmChannels(bytes: ArrayBuffer, channels: number): Float32Array<ArrayBuffer>[] {
  const frames = Math.floor(bytes.byteLength / (2 * channels));
  const view = new DataView(bytes);
  const out = Array.from({ length: channels }, () => new Float32Array(frames));
  for (let frame = 0; frame < frames; frame += 1) {
    for (let channel = 0; channel < channels; channel += 1) {
      out[channel]![frame] = view.getInt16((frame * channels + channel) * 2, true) / 32768;
    }
  }
  return out;
}
