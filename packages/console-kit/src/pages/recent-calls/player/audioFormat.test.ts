import { describe, expect, it } from 'vitest';
import { audioLayout, byteRange, pcmChannels } from './audioFormat.ts';
import { wavFile } from './wavFixture.ts';

/** A WAV header with a LIST chunk before its data, as some recorders write. */
const wavHead = (sampleRate: number, channels: number, dataBytes: number) =>
  wavFile({ sampleRate, channels, dataBytes, listChunk: true }).buffer;

describe('audioLayout', () => {
  it('finds the samples of a WAV after its other chunks', () => {
    expect(audioLayout(wavHead(8000, 1, 16_000), 16_056)).toEqual({
      kind: 'pcm',
      dataStart: 56,
      dataEnd: 16_056,
      sampleRate: 8000,
      channels: 1,
      blockAlign: 2,
    });
  });

  it('takes the file end for a WAV whose data size was never written', () => {
    const layout = audioLayout(wavHead(8000, 1, 0), 9_000);
    expect(layout).toMatchObject({ dataStart: 56, dataEnd: 9_000 });
  });

  it('skips the ID3 tag of an MP3', () => {
    const head = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 1, 0]);
    expect(audioLayout(head.buffer, 10_000)).toEqual({
      kind: 'compressed',
      dataStart: 10 + 128,
      dataEnd: 10_000,
    });
  });
});

describe('byteRange', () => {
  it('gives whole frames of PCM from a time', () => {
    const layout = audioLayout(wavHead(8000, 2, 640_000), 640_056);
    expect(byteRange(layout, 20, 10, 5)).toEqual({ start: 56 + 320_000, end: 56 + 480_000 - 1 });
  });

  it('stops at the end of the sound', () => {
    const layout = audioLayout(wavHead(8000, 1, 16_000), 16_056);
    expect(byteRange(layout, 1, 0.5, 8)).toEqual({ start: 56 + 8_000, end: 16_055 });
  });

  it('maps time to bytes linearly in a constant bit rate file', () => {
    const layout = { kind: 'compressed', dataStart: 100, dataEnd: 20_100 } as const;
    expect(byteRange(layout, 10, 5, 2)).toEqual({ start: 10_100, end: 14_099 });
  });
});

describe('pcmChannels', () => {
  it('splits interleaved 16-bit samples into channels between -1 and 1', () => {
    const samples = new Int16Array([-32768, 16384, 0, 32767]);
    const [left, right] = pcmChannels(samples.buffer, 2);
    expect([...left!]).toEqual([-1, 0]);
    expect([...right!]).toEqual([0.5, 32767 / 32768]);
  });
});
