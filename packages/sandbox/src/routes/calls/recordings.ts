import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { SandboxContext } from '../../context.ts';
import { planCall } from '../../calls/call-flow.ts';
import type { CallRecord } from '../../calls/call-record.ts';
import { mp3Steps } from '../../calls/audio/mp3.ts';
import {
  recordingOf,
  runSteps,
  runStepsInTurns,
  type RecordingSignal,
} from '../../calls/audio/recording-signal.ts';
import { wavSize, wavStream } from '../../calls/audio/wav.ts';
import { deleteRecording, findCall, longRecordings } from '../../db/recent-calls.ts';
import { parseByteRange } from '../../http/byte-range.ts';
import { notFound } from '../../http/errors.ts';
import { appContextOf } from './call-app.ts';
import { accountOwner } from './call-owner.ts';
import { recordingPath } from './recent-calls.ts';

const RECORDING = '/Accounts/:sid/RecentCalls/:callSid/record/:year/:month/:day/:format';
const PEAKS_PER_SECOND = 100;
/** MP3s are encoded when first asked for, in steps between which other requests are answered
 *  (a ten-minute one is seconds of work); the last few are kept for range requests. */
const KEPT_MP3S = 8;
/** The waveforms last asked for, kept ready to send (a three-hour one is 5 MB of JSON). */
const KEPT_PEAKS = 8;
/** Recordings this long have their waveform made when the sandbox starts, as a recording store
 *  keeps a long recording's waveform beside it, so that it shows at once. */
const LONG_RECORDING_SECONDS = 3_600;
const WARM_UP_DELAY_MS = 2_000;
/** Peaks written to JSON in one step of a waveform made in steps. */
const PEAKS_PER_STEP = 20_000;

/** Keeps the last `size` values made for a key. */
function recentlyMade<T>(size: number) {
  const kept = new Map<string, T>();
  return {
    get(key: string, make: () => T): T {
      const found = kept.get(key);
      if (found !== undefined) return found;
      const made = make();
      kept.set(key, made);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
      return made;
    },
    forget: (key: string) => void kept.delete(key),
  };
}

/**
 * A call's recording at its recording_url: WAV streamed from the call's sounds, MP3 encoded on
 * demand; both with byte ranges. `/peaks` (a sandbox extension) gives the waveform without the
 * audio. DELETE forgets the recording.
 */
export function recordingRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const mp3s = recentlyMade<Promise<Buffer>>(KEPT_MP3S);
  let closed = false;
  const waveforms = recentlyMade<string>(KEPT_PEAKS);

  /** The call whose recording the path names exactly; 404 for any other. */
  const recordedCall = (request: FastifyRequest): CallRecord => {
    const owner = accountOwner(db, request);
    const { callSid } = request.params as { callSid: string };
    const call = findCall(db, owner, 'call_sid', callSid);
    const path = request.url.split('?')[0]!.replace(/\/peaks$/, '');
    if (!call || call.recording_format === null || !path.endsWith(recordingPath(call)))
      throw notFound();
    return call;
  };
  const signalOf = (call: CallRecord): RecordingSignal =>
    recordingOf(call, planCall(call, appContextOf(db, call.application_sid)));

  api.get(RECORDING, async (request, reply) => {
    const call = recordedCall(request);
    const signal = signalOf(call);
    if (call.recording_format === 'wav') {
      return sendRanged(request, reply, 'audio/wav', wavSize(signal), (start, end) =>
        wavStream(signal, start, end),
      );
    }
    const body = await mp3s.get(call.call_sid, () =>
      runStepsInTurns(mp3Steps(signal), () => closed),
    );
    return sendRanged(request, reply, 'audio/mpeg', body.length, (start, end) =>
      Readable.from([body.subarray(start, end + 1)]),
    );
  });

  /** A waveform's JSON, made in steps (a three-hour one is a million peaks, a quarter of a
   *  second of work). */
  function* waveformSteps(call: CallRecord): Generator<void, string> {
    const peaks = yield* signalOf(call).peakSteps(PEAKS_PER_SECOND);
    const written: string[] = [];
    for (let at = 0; at < peaks.length; at += PEAKS_PER_STEP) {
      yield;
      const step = peaks.slice(at, at + PEAKS_PER_STEP);
      written.push(step.map((p) => String(Math.round(p * 1000) / 1000)).join(','));
    }
    const head = { duration: call.duration, peaks_per_second: PEAKS_PER_SECOND };
    return `${JSON.stringify(head).slice(0, -1)},"peaks":[${written.join(',')}]}`;
  }
  const waveformKey = (call: CallRecord) => `${call.call_sid}:${call.seed}:${call.duration}`;
  const waveformOf = (call: CallRecord): string =>
    waveforms.get(waveformKey(call), () => runSteps(waveformSteps(call)));

  // A while after start, one step of a waveform per turn of the event loop: made at once, a
  // three-hour one held every request that came meanwhile for a quarter of a second (a second
  // on a busy machine), and a process launched by tsx that is busy when a signal comes is
  // killed rather than stopped.
  let warming: NodeJS.Timeout | undefined;
  let warmed = (): void => {};
  ctx.warmedUp = new Promise((resolve) => (warmed = resolve));
  api.addHook('onReady', async () => {
    const pending = longRecordings(db, LONG_RECORDING_SECONDS, KEPT_PEAKS).map((call) => ({
      call,
      steps: waveformSteps(call),
    }));
    const next = (): void => {
      const making = pending[0];
      if (!making) return warmed();
      const step = making.steps.next();
      if (step.done) {
        pending.shift();
        waveforms.get(waveformKey(making.call), () => step.value);
      }
      warming = setTimeout(next, 0).unref();
    };
    if (pending.length === 0) warmed();
    else warming = setTimeout(next, WARM_UP_DELAY_MS).unref();
  });
  api.addHook('onClose', async () => {
    closed = true;
    clearTimeout(warming);
    warmed();
  });

  api.get(`${RECORDING}/peaks`, async (request, reply) =>
    reply.type('application/json').send(waveformOf(recordedCall(request))),
  );

  api.delete(RECORDING, async (request, reply) => {
    const call = recordedCall(request);
    deleteRecording(db, call.call_sid);
    mp3s.forget(call.call_sid);
    return reply.code(204).send();
  });
}

/** 200 with the whole body, or 206 with the one range asked for, or 416. */
function sendRanged(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  size: number,
  body: (start: number, end: number) => Readable,
): FastifyReply {
  reply.header('Accept-Ranges', 'bytes').type(type);
  const range = parseByteRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  }
  if (range === null) {
    return reply.header('Content-Length', size).send(body(0, size - 1));
  }
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(body(range.start, range.end));
}
