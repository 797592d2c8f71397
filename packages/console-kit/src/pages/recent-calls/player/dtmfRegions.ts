import type { ParsedTrace } from '../trace/spanTree.ts';

/** The spec's recording player constants. */
export const MIN_REGION_SECONDS = 0.1;
export const SILENCE_THRESHOLD = 0.03;
export const SILENCE_RUN = 5;

/** A DTMF digit's place in the recording, in seconds. */
export interface DtmfRegion {
  digit: string;
  start: number;
  end: number;
}

/** The digits of a call, from the trace's `dtmf` spans, placed on the recording's time line
 *  (the recording starts at `recordingStartedAt`, milliseconds since the epoch). */
export function dtmfFromTrace(trace: ParsedTrace, recordingStartedAt: number): DtmfRegion[] {
  const offset = trace.startedAt - recordingStartedAt;
  return trace.spans
    .filter((span) => span.name === 'dtmf')
    .map((span) => ({
      digit: String(span.attributes['dtmf.digit'] ?? '?'),
      start: (span.start + offset) / 1000,
      end: (span.end + offset) / 1000,
    }))
    .sort((a, b) => a.start - b.start);
}

/** Audio levels (absolute amplitudes, 0..1) at a fixed rate: the decoded samples, or the
 *  server's peaks at 100 per second. */
export interface Levels {
  values: ArrayLike<number>;
  perSecond: number;
}

const loud = (levels: Levels, index: number) =>
  Math.abs(levels.values[index] ?? 0) >= SILENCE_THRESHOLD;

function silentFrom(levels: Levels, index: number) {
  for (let i = index; i < index + SILENCE_RUN && i < levels.values.length; i += 1) {
    if (loud(levels, i)) return false;
  }
  return true;
}

/** Fits a region to the tone inside it: from its first sample above the spec's threshold of 0.03
 *  to the start of the next silence (5 consecutive samples below it), so a short dip does not
 *  cut the tone. A region that is silent throughout keeps its times (the trace is the authority
 *  that a digit was pressed). */
export function trimSilence(region: DtmfRegion, levels: Levels): DtmfRegion {
  const rate = levels.perSecond;
  const from = Math.max(0, Math.floor(region.start * rate));
  const to = Math.min(levels.values.length - 1, Math.ceil(region.end * rate) - 1);
  let first = from;
  while (first <= to && !loud(levels, first)) first += 1;
  if (first > to) return region;
  let last = first;
  for (let i = first + 1; i <= to && !silentFrom(levels, i); i += 1) {
    if (loud(levels, i)) last = i;
  }
  return { ...region, start: first / rate, end: (last + 1) / rate };
}

/** The spec's minimum region length of 0.1 s, inside the recording. */
export function withMinimumLength(region: DtmfRegion, duration: number): DtmfRegion {
  if (region.end - region.start >= MIN_REGION_SECONDS) return region;
  const end = Math.min(duration, region.start + MIN_REGION_SECONDS);
  return { ...region, start: Math.max(0, end - MIN_REGION_SECONDS), end };
}

/** The regions the player marks: the trace's digits inside the recording, fitted to the sound
 *  when levels are known, never shorter than the minimum. */
export function playerRegions(
  digits: readonly DtmfRegion[],
  duration: number,
  levels: Levels | null,
): DtmfRegion[] {
  return digits
    .filter((region) => region.end > 0 && region.start < duration)
    .map((region) => (levels ? trimSilence(region, levels) : region))
    .map((region) => withMinimumLength(region, duration));
}
