import { Readable } from 'node:stream';
import { SAMPLE_RATE, type RecordingSignal } from './recording-signal.ts';

export const WAV_HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;
/** Samples computed per chunk of a stream (128 KiB of audio). */
const CHUNK_SAMPLES = 65_536;

/** The RIFF header of mono 16-bit PCM at 8 kHz holding `sampleCount` samples. */
export function wavHeader(sampleCount: number): Buffer {
  const dataBytes = sampleCount * BYTES_PER_SAMPLE;
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * BYTES_PER_SAMPLE, 28);
  header.writeUInt16LE(BYTES_PER_SAMPLE, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export function wavSize(signal: RecordingSignal): number {
  return WAV_HEADER_BYTES + signal.sampleCount * BYTES_PER_SAMPLE;
}

/**
 * Bytes `first`..`last` (inclusive) of the recording as a WAV file, computed chunk by chunk as
 * the stream is read: a three-hour recording never sits in memory.
 */
export function wavStream(signal: RecordingSignal, first: number, last: number): Readable {
  return Readable.from(wavChunks(signal, first, last), { objectMode: false });
}

function* wavChunks(signal: RecordingSignal, first: number, last: number): Generator<Buffer> {
  let position = first;
  if (position < WAV_HEADER_BYTES) {
    const header = wavHeader(signal.sampleCount);
    yield header.subarray(position, Math.min(WAV_HEADER_BYTES, last + 1));
    position = WAV_HEADER_BYTES;
  }
  const samples = new Int16Array(CHUNK_SAMPLES);
  while (position <= last) {
    const sample = Math.floor((position - WAV_HEADER_BYTES) / BYTES_PER_SAMPLE);
    signal.fill(samples, sample);
    const bytes = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    const offset = position - (WAV_HEADER_BYTES + sample * BYTES_PER_SAMPLE);
    const length = Math.min(bytes.length - offset, last + 1 - position);
    // A copy: the sample buffer is reused for the next chunk.
    yield Buffer.from(bytes.subarray(offset, offset + length));
    position += length;
  }
}
