import { describe, expect, it } from 'vitest';
import type { Download } from '../../../api/client.ts';
import { recordingSource } from './recordingSource.ts';

/** A mono 8 kHz WAV of `seconds`, every sample at half scale. */
function wav(seconds: number): Uint8Array<ArrayBuffer> {
  const samples = seconds * 8000;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const write = (at: number, text: string) =>
    [...text].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  write(0, 'RIFF');
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i += 1) view.setInt16(44 + i * 2, 16384, true);
  return bytes;
}

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
