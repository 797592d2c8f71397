// Test fixture (imported by the player's tests only): a 16-bit PCM WAV file, built byte by byte.

export interface WavShape {
  sampleRate?: number;
  channels?: number;
  /** The data chunk's size as the header states it (0: never written, as a recorder cut short
   *  leaves it). */
  dataBytes: number;
  /** A LIST chunk before the data, as some recorders write: the samples start at 56, not 44. */
  listChunk?: boolean;
  /** The value every sample after the header holds; without it the file is its header alone. */
  sample?: number;
}

/** A WAV of 16-bit samples: the RIFF header, the fmt chunk, then (if asked) a LIST chunk, and the
 *  data chunk with `dataBytes` of samples when `sample` is given. */
export function wavFile({
  sampleRate = 8000,
  channels = 1,
  dataBytes,
  listChunk = false,
  sample,
}: WavShape): Uint8Array<ArrayBuffer> {
  const head = 12 + 24 + (listChunk ? 12 : 0) + 8;
  const bytes = new Uint8Array(head + (sample === undefined ? 0 : dataBytes));
  const view = new DataView(bytes.buffer);
  const write = (at: number, text: string) =>
    [...text].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  const blockAlign = 2 * channels;
  write(0, 'RIFF');
  view.setUint32(4, head - 8 + dataBytes, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true);
  if (listChunk) {
    write(36, 'LIST');
    view.setUint32(40, 4, true);
  }
  write(head - 8, 'data');
  view.setUint32(head - 4, dataBytes, true);
  if (sample !== undefined) {
    for (let at = head; at + 1 < bytes.length; at += 2) view.setInt16(at, sample, true);
  }
  return bytes;
}
