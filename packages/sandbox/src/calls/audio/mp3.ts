import { Mp3Encoder } from '@breezystack/lamejs';
import { SAMPLE_RATE, type RecordingSignal } from './recording-signal.ts';

/** 16 kbit/s suits 8 kHz telephone audio. */
const KBPS = 16;
const FRAME_SAMPLES = 1152;
/** Frames encoded in one step: 2.3 s of audio, 5-15 ms of work on this 2-core machine. */
const FRAMES_PER_STEP = 16;

/** The recording encoded as MP3 (pure JavaScript LAME), whole, in steps (a generator that
 *  yields between them): a ten-minute recording is seconds of work. */
export function* mp3Steps(signal: RecordingSignal): Generator<void, Buffer> {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts: Buffer[] = [];
  // lamejs hands out signed byte arrays; a Buffer views the same bytes.
  const keep = (bytes: Int8Array | Uint8Array): void => {
    if (bytes.length > 0) parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  };
  const samples = new Int16Array(FRAME_SAMPLES * FRAMES_PER_STEP);
  for (let first = 0; first < signal.sampleCount; first += samples.length) {
    yield;
    const count = Math.min(samples.length, signal.sampleCount - first);
    signal.fill(samples.subarray(0, count), first);
    for (let i = 0; i < count; i += FRAME_SAMPLES) {
      keep(encoder.encodeBuffer(samples.subarray(i, Math.min(count, i + FRAME_SAMPLES))));
    }
  }
  keep(encoder.flush());
  return Buffer.concat(parts);
}
