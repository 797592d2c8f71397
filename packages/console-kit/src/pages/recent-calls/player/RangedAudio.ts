import type { RecordingSource } from './recordingSource.ts';

/** Seconds of sound fetched per range: 128 KB of 8 kHz WAV, 16 KB of telephone MP3. */
export const WINDOW_SECONDS = 8;
/** The next range is fetched when less than this much sound is left scheduled. */
const AHEAD_SECONDS = 4;
/** A little slack before a range's first sound, so that it starts cleanly. */
const START_DELAY = 0.05;
const TICK_MS = 250;

/**
 * The part of an HTMLMediaElement that wavesurfer uses, playing a recording through Web Audio
 * from ranges fetched when they are needed: nothing before Play, the range at the position then,
 * the next ones a few seconds before they are due, and the range at the new position on a seek.
 * (An <audio> element cannot send the session's token, and would not fetch in ranges with it.)
 */
export class RangedAudio extends EventTarget {
  /** HAVE_ENOUGH_DATA: wavesurfer then sets the time at once; the ranges follow the time. */
  readonly readyState = 4;
  readonly src = '';
  readonly currentSrc = '';
  paused = true;
  ended = false;
  seeking = false;
  error: Error | null = null;
  volume = 1;
  muted = false;
  playbackRate = 1;

  #position = 0;
  /** While sound is scheduled: the context's time at which `#position` plays. */
  #startedAt: number | null = null;
  #context: AudioContext | null = null;
  #nodes: AudioBufferSourceNode[] = [];
  #run: AbortController | null = null;
  #ticker: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly source: RecordingSource,
    readonly duration: number,
    private readonly createContext: () => AudioContext = () => new AudioContext(),
  ) {
    super();
  }

  get currentTime(): number {
    if (this.#startedAt === null || !this.#context) return this.#position;
    const played = Math.max(0, this.#context.currentTime - this.#startedAt);
    return Math.min(this.duration, this.#position + played);
  }

  set currentTime(time: number) {
    this.#position = Math.max(0, Math.min(this.duration, time));
    this.ended = false;
    this.#emit('seeking');
    if (!this.paused) this.#stream(this.#position);
    this.#emit('seeked');
    this.#emit('timeupdate');
  }

  async play(): Promise<void> {
    if (!this.paused) return;
    if (this.ended || this.#position >= this.duration) this.#position = 0;
    this.paused = false;
    this.ended = false;
    this.#emit('play');
    this.#ticker = setInterval(() => this.#emit('timeupdate'), TICK_MS);
    this.#stream(this.#position);
  }

  pause(): void {
    if (this.paused) return;
    this.#halt(this.currentTime);
    this.#emit('pause');
  }

  /** Stops the sound and frees the audio device (wavesurfer's destroy() leaves outside media). */
  remove(): void {
    this.#halt(this.#position);
    void this.#context?.close();
    this.#context = null;
  }

  load(): void {}
  removeAttribute(): void {}
  canPlayType(): CanPlayTypeResult {
    return '';
  }

  #emit(type: string) {
    this.dispatchEvent(new Event(type));
  }

  #halt(position: number) {
    this.#run?.abort();
    this.#run = null;
    for (const node of this.#nodes) node.stop();
    this.#nodes = [];
    clearInterval(this.#ticker);
    this.#position = position;
    this.#startedAt = null;
    this.paused = true;
  }

  /** Plays from `from`: one range after another, each scheduled right after the last. */
  #stream(from: number) {
    this.#run?.abort();
    for (const node of this.#nodes) node.stop();
    this.#nodes = [];
    this.#startedAt = null;
    this.#position = from;
    const run = new AbortController();
    this.#run = run;
    this.#schedule(from, run.signal).catch((error: unknown) => {
      if (run.signal.aborted) return;
      this.error = error instanceof Error ? error : new Error(String(error));
      this.#halt(this.currentTime);
      this.#emit('pause');
      this.#emit('error');
    });
  }

  async #schedule(from: number, signal: AbortSignal) {
    const context = (this.#context ??= this.createContext());
    await context.resume();
    let next = from;
    let at = 0;
    while (next < this.duration - 0.001) {
      const window = await this.source.window(context, next, WINDOW_SECONDS, signal);
      if (signal.aborted) return;
      const skip = Math.max(0, next - window.start);
      if (window.buffer.duration - skip <= 0) break;
      if (this.#startedAt === null) {
        at = context.currentTime + START_DELAY;
        this.#startedAt = at;
      }
      const node = context.createBufferSource();
      node.buffer = window.buffer;
      node.connect(context.destination);
      node.start(at, skip);
      // A played node lets its buffer go: three hours of them would hold 350 MB.
      node.onended = () => (this.#nodes = this.#nodes.filter((other) => other !== node));
      this.#nodes.push(node);
      at += window.buffer.duration - skip;
      next = window.start + window.buffer.duration;
      await until(context, at - AHEAD_SECONDS, signal);
      if (signal.aborted) return;
    }
    await until(context, at, signal);
    if (signal.aborted) return;
    this.#halt(this.duration);
    this.ended = true;
    this.#emit('pause');
    this.#emit('ended');
  }
}

/** Resolves when the context's clock reaches `time` (or at once when the run was cancelled). */
function until(context: BaseAudioContext, time: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => {
      if (signal.aborted || context.currentTime >= time) resolve();
      else setTimeout(wait, Math.min(1000, (time - context.currentTime) * 1000));
    };
    wait();
  });
}
