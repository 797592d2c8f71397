import { soundsOf, type Activity, type Sound, type SoundKind } from '../activity.ts';
import type { CallRecord } from '../call-record.ts';
import { hash32 } from '../random.ts';
import { DTMF_TONE_LEVEL, dtmfValue } from './dtmf.ts';

export const SAMPLE_RATE = 8000;
const FULL_SCALE = 32767;
/** Each sound fades in and out over 5 ms, so it starts and stops without a click. */
const RAMP_SECONDS = 0.005;

const SOUNDS_PER_STEP = 250;

/** Runs a piece of work made in steps (a generator that yields between them) to its end. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs a piece of work made in steps, one step per turn of the event loop, so that the
 *  requests that come meanwhile are answered between its steps. Rejects once `stopped()`. */
export function runStepsInTurns<T>(steps: Generator<void, T>, stopped: () => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const next = (): void => {
      if (stopped()) return reject(new Error('The sandbox has closed.'));
      try {
        const step = steps.next();
        if (step.done) resolve(step.value);
        else setImmediate(next);
      } catch (error) {
        reject(error);
      }
    };
    next();
  });
}

/** A sound placed in the recording, in samples from its start. */
interface Placed {
  first: number;
  /** One past the last sample. */
  end: number;
  kind: SoundKind;
  digit: string;
  level: number;
}

/** Loudness of each kind of sound at its loudest (fraction of full scale). */
const LEVELS: Record<SoundKind, number> = {
  agent: 0.45,
  caller: 0.35,
  callee: 0.4,
  ringback: 0.3,
  dtmf: 2 * DTMF_TONE_LEVEL,
};

/**
 * A call's recording as a function of the sample index: silence, with speech-like sounds (tone
 * harmonics or noise shaped into syllables), ringback and DTMF keys where the call's activities
 * put them. Any stretch can be computed alone, so a long recording streams and seeks without
 * being built in memory.
 */
export class RecordingSignal {
  readonly sampleCount: number;
  private readonly sounds: Placed[];

  /** `sounds` in ms since the epoch; the recording runs `durationSeconds` from `startMs`. */
  constructor(
    sounds: readonly Sound[],
    startMs: number,
    durationSeconds: number,
    private readonly seed: number,
  ) {
    this.sampleCount = Math.round(durationSeconds * SAMPLE_RATE);
    const toSample = (ms: number): number =>
      Math.min(this.sampleCount, Math.max(0, Math.round(((ms - startMs) * SAMPLE_RATE) / 1000)));
    this.sounds = sounds
      .map((sound) => ({
        first: toSample(sound.start),
        end: toSample(sound.end),
        kind: sound.kind,
        digit: sound.digit ?? '',
        level: LEVELS[sound.kind],
      }))
      .filter((placed) => placed.end > placed.first)
      .sort((a, b) => a.first - b.first);
  }

  /** Fills `out` with the 16-bit samples from index `first` on. */
  fill(out: Int16Array, first: number): void {
    out.fill(0);
    let i = this.firstSoundEndingAfter(first);
    const last = first + out.length;
    for (; i < this.sounds.length; i++) {
      const sound = this.sounds[i]!;
      if (sound.first >= last) break;
      const from = Math.max(first, sound.first);
      const to = Math.min(last, sound.end);
      for (let n = from; n < to; n++) {
        const value = out[n - first]! + FULL_SCALE * this.value(sound, n);
        out[n - first] = Math.max(-FULL_SCALE, Math.min(FULL_SCALE, Math.round(value)));
      }
    }
  }

  /**
   * The loudest absolute value (0..1) of each bucket of `1/perSecond` s, from the sounds'
   * envelopes rather than the samples, so a multi-hour recording answers at once.
   */
  peaks(perSecond: number): number[] {
    return runSteps(this.peakSteps(perSecond));
  }

  /** `peaks`, pausing (yielding) after every SOUNDS_PER_STEP sounds: a three-hour recording's
   *  take 80 ms, which can then be made between other work. */
  *peakSteps(perSecond: number): Generator<void, number[]> {
    const bucket = SAMPLE_RATE / perSecond;
    const peaks = new Array<number>(Math.ceil(this.sampleCount / bucket)).fill(0);
    for (const [index, sound] of this.sounds.entries()) {
      if (index > 0 && index % SOUNDS_PER_STEP === 0) yield;
      const firstBucket = Math.floor(sound.first / bucket);
      const lastBucket = Math.floor((sound.end - 1) / bucket);
      for (let b = firstBucket; b <= lastBucket; b++) {
        const from = Math.max(sound.first, b * bucket);
        const to = Math.min(sound.end, (b + 1) * bucket);
        const loudest =
          sound.level *
          Math.max(
            this.envelope(sound, from),
            this.envelope(sound, to - 1),
            this.envelope(sound, (from + to) / 2),
          );
        peaks[b] = Math.max(peaks[b]!, Math.min(1, loudest));
      }
    }
    return peaks;
  }

  private firstSoundEndingAfter(sample: number): number {
    // Sounds do not overlap much; a binary search on the start, stepped back over long ones.
    let lo = 0;
    let hi = this.sounds.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sounds[mid]!.first <= sample) lo = mid + 1;
      else hi = mid;
    }
    let i = lo;
    while (i > 0 && this.sounds[i - 1]!.end > sample) i--;
    return i;
  }

  /** The value of a sound at sample `n` (-1..1). */
  private value(sound: Placed, n: number): number {
    const t = (n - sound.first) / SAMPLE_RATE;
    const envelope = this.envelope(sound, n);
    switch (sound.kind) {
      case 'dtmf':
        return envelope * dtmfValue(sound.digit, t);
      case 'ringback':
        return (
          envelope *
          0.5 *
          sound.level *
          (Math.sin(2 * Math.PI * 440 * t) + Math.sin(2 * Math.PI * 480 * t))
        );
      case 'caller':
        return (
          envelope *
          sound.level *
          (0.6 * noise(this.seed, n) + 0.4 * Math.sin(2 * Math.PI * 150 * t))
        );
      case 'agent':
      case 'callee':
        return envelope * sound.level * voiced(sound.kind === 'agent' ? 190 : 125, t);
    }
  }

  /** 0..1: the fades at both ends, syllables for speech, the on-off cadence of ringback. */
  private envelope(sound: Placed, n: number): number {
    const ramp = RAMP_SECONDS * SAMPLE_RATE;
    const edge = Math.min(1, (n - sound.first + 1) / ramp, (sound.end - n) / ramp);
    const t = (n - sound.first) / SAMPLE_RATE;
    switch (sound.kind) {
      case 'dtmf':
        return edge;
      case 'ringback':
        return t % 6 < 2 ? edge : 0;
      default:
        return edge * (0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t));
    }
  }
}

/** A voice-like tone: a fundamental and three harmonics, normalised to peak near 1. */
function voiced(f0: number, t: number): number {
  const w = 2 * Math.PI * f0 * t;
  return (
    (Math.sin(w) + 0.5 * Math.sin(2 * w) + 0.3 * Math.sin(3 * w) + 0.2 * Math.sin(4 * w)) / 1.6
  );
}

/** White noise in -1..1 that any sample index gives alone. */
function noise(seed: number, n: number): number {
  return hash32(seed, n) / 2147483648 - 1;
}

/** The recording of an answered call: from the answer, `duration` seconds, its sounds. */
export function recordingOf(call: CallRecord, root: Activity): RecordingSignal {
  return new RecordingSignal(
    soundsOf(root),
    call.answered_at ?? call.attempted_at,
    call.duration,
    call.seed,
  );
}
