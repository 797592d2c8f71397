import { Mp3Encoder } from '@breezystack/lamejs';
import { SAMPLE_RATE, type RecordingSignal } from './recording-signal.ts';

/** 16 kbit/s suits 8 kHz telephone audio. */
const KBPS = 16;
const FRAME_SAMPLES = 1152;

/** The recording encoded as MP3 (pure JavaScript LAME), whole. */
export function encodeMp3(signal: RecordingSignal): Buffer {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts: Buffer[] = [];
  // lamejs hands out signed byte arrays; a Buffer views the same bytes.
  const keep = (bytes: Int8Array | Uint8Array): void => {
    if (bytes.length > 0) parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  };
  const samples = new Int16Array(FRAME_SAMPLES * 64);
  for (let first = 0; first < signal.sampleCount; first += samples.length) {
    const count = Math.min(samples.length, signal.sampleCount - first);
    signal.fill(samples.subarray(0, count), first);
    for (let i = 0; i < count; i += FRAME_SAMPLES) {
      keep(encoder.encodeBuffer(samples.subarray(i, Math.min(count, i + FRAME_SAMPLES))));
    }
  }
  keep(encoder.flush());
  return Buffer.concat(parts);
}
