import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RangedAudio, WINDOW_SECONDS } from './RangedAudio.ts';
import type { RecordingSource } from './recordingSource.ts';

/** An audio context whose clock the test moves; it notes when each buffer is to start. */
function testContext() {
  const started: { at: number; skip: number }[] = [];
  const context = {
    currentTime: 0,
    destination: {},
    resume: async () => {},
    close: async () => {},
    createBufferSource: () => ({
      buffer: null,
      onended: null,
      connect: () => {},
      start: (at: number, skip: number) => void started.push({ at, skip }),
      stop: () => {},
    }),
  };
  return { context, started };
}

/** A source that answers at once with the seconds asked for; it notes where each read began. */
function testSource(duration: number) {
  const reads: number[] = [];
  const source = {
    window: async (_context: unknown, from: number, seconds: number) => {
      reads.push(from);
      return { start: from, buffer: { duration: Math.min(seconds, duration - from) } };
    },
  } as unknown as RecordingSource;
  return { source, reads };
}

async function setUp(duration = 20) {
  const { context, started } = testContext();
  const { source, reads } = testSource(duration);
  const audio = new RangedAudio(source, duration, () => context as unknown as AudioContext);
  const events: string[] = [];
  for (const type of ['play', 'pause', 'ended', 'error'])
    audio.addEventListener(type, () => events.push(type));
  /** Moves the clock and lets the player fetch what it then needs. */
  const advance = async (seconds: number) => {
    await vi.advanceTimersByTimeAsync(0);
    context.currentTime += seconds;
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  };
  return { audio, context, started, reads, events, advance };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RangedAudio', () => {
  it('reads nothing until it plays, then the range at its position', async () => {
    const { audio, reads, started } = await setUp();
    audio.currentTime = 5;
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toEqual([]);
    await audio.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toEqual([5]);
    expect(started).toHaveLength(1);
    expect(audio.paused).toBe(false);
  });

  it('reads the next range a few seconds before it is due, and schedules it right after', async () => {
    const { audio, reads, started, advance } = await setUp();
    await audio.play();
    await advance(WINDOW_SECONDS - 3);
    expect(reads).toEqual([0, WINDOW_SECONDS]);
    expect(started[1]!.at).toBeCloseTo(started[0]!.at + WINDOW_SECONDS);
  });

  it('reads the range at the new position on a seek while playing', async () => {
    const { audio, reads, advance } = await setUp();
    await audio.play();
    await advance(1);
    audio.currentTime = 15;
    await advance(0);
    expect(reads.at(-1)).toBe(15);
    expect(audio.currentTime).toBeCloseTo(15);
  });

  it('keeps its position when paused and reads no more', async () => {
    const { audio, reads, advance, events } = await setUp();
    await audio.play();
    await advance(2);
    audio.pause();
    const position = audio.currentTime;
    await advance(10);
    expect(audio.currentTime).toBe(position);
    expect(reads).toEqual([0]);
    expect(events).toEqual(['play', 'pause']);
  });

  it('ends at the end of the recording, and plays again from the start', async () => {
    const { audio, advance, events, reads } = await setUp(10);
    await audio.play();
    await advance(11);
    expect(events).toEqual(['play', 'pause', 'ended']);
    expect(audio.ended).toBe(true);
    expect(audio.currentTime).toBe(10);
    await audio.play();
    await advance(0);
    expect(reads.at(-1)).toBe(0);
  });
});
