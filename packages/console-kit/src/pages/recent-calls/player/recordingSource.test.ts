import { describe, expect, it } from 'vitest';
import type { Download } from '../../../api/client.ts';
import { recordingSource } from './recordingSource.ts';
import { wavFile } from './wavFixture.ts';

/** A mono 8 kHz WAV of `seconds`, every sample at half scale. */
const wav = (seconds: number) => wavFile({ dataBytes: seconds * 8000 * 2, sample: 16384 });

/** A server for the file: by ranges, or (ignoring Range) whole; it notes what it was asked. */
function server(file: Uint8Array<ArrayBuffer>, ranges: boolean) {
  const asked: [number, number][] = [];
  const readBytes = async (start: number, end: number): Promise<Download> => {
    asked.push([start, end]);
    const part = ranges ? file.slice(start, end + 1) : file;
    return {
      blob: new Blob([part]),
      filename: null,
      offset: ranges ? start : 0,
      size: file.length,
    };
  };
  return { readBytes, asked };
}

const context = {
  createBuffer: (channels: number, length: number, sampleRate: number) => {
    const data = Array.from({ length: channels }, () => new Float32Array(length));
    return {
      duration: length / sampleRate,
      copyToChannel: (samples: Float32Array, channel: number) => data[channel]!.set(samples),
      getChannelData: (channel: number) => data[channel]!,
    };
  },
} as unknown as BaseAudioContext;

describe('recordingSource', () => {
  it('reads the head once, then only the bytes of each stretch, decoded exactly', async () => {
    const { readBytes, asked } = server(wav(30), true);
    const source = recordingSource(readBytes, 30);
    const signal = new AbortController().signal;
    const first = await source.window(context, 10, 2, signal);
    await source.window(context, 12, 2, signal);
    expect(asked).toEqual([
      [0, 4095],
      [44 + 160_000, 44 + 192_000 - 1],
      [44 + 192_000, 44 + 224_000 - 1],
    ]);
    expect(first.start).toBe(10);
    expect(first.buffer.duration).toBe(2);
    expect(first.buffer.getChannelData(0)[0]).toBe(0.5);
  });

  it('keeps the whole file a server sends when it ignores Range, and reads no more', async () => {
    const { readBytes, asked } = server(wav(30), false);
    const source = recordingSource(readBytes, 30);
    const window = await source.window(context, 10, 2, new AbortController().signal);
    expect(asked).toHaveLength(1);
    expect(window.buffer.duration).toBe(2);
  });
});
