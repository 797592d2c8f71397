import { describe, expect, it } from 'vitest';
import { readWav } from '../test-readers.ts';
import { RecordingSignal } from './recording-signal.ts';
import { WAV_HEADER_BYTES, wavHeader, wavSize, wavStream } from './wav.ts';

const signal = new RecordingSignal([{ start: 1_000, end: 20_000, kind: 'caller' }], 0, 20, 5);
const bytes = async (first: number, last: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of wavStream(signal, first, last)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('WAV', () => {
  it('writes the header of 8 kHz mono 16-bit PCM', () => {
    const header = wavHeader(8000);
    expect(header.length).toBe(WAV_HEADER_BYTES);
    expect(readWav(Buffer.concat([header, Buffer.alloc(16000)]))).toMatchObject({
      format: 1,
      channels: 1,
      sampleRate: 8000,
      bitsPerSample: 16,
    });
  });

  it('streams the whole file, 20 s long, in chunks', async () => {
    const whole = await bytes(0, wavSize(signal) - 1);
    expect(whole.length).toBe(44 + 20 * 8000 * 2);
    expect(readWav(whole).samples.length).toBe(20 * 8000);
  });

  it('streams any byte range as the same bytes as the whole file', async () => {
    const whole = await bytes(0, wavSize(signal) - 1);
    for (const [first, last] of [
      [0, 0],
      [10, 60],
      [43, 44],
      [45, 131_117],
      [131_116, 200_000],
      [wavSize(signal) - 3, wavSize(signal) - 1],
    ] as const) {
      expect(await bytes(first, last), `${first}-${last}`).toEqual(whole.subarray(first, last + 1));
    }
  });
});
