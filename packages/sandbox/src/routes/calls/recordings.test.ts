import { beforeEach, describe, expect, it } from 'vitest';
import { BENCH_CALL_SIDS, LONG_RECORDING_SECONDS } from '../../calls/call-generator.ts';
import { detectDigit, readWav } from '../../calls/test-readers.ts';
import { spansOf, type OtlpTrace } from '../../calls/trace.ts';
import { actingClient, demoSandbox, demoSids, NO_SIDS } from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['northwind-ops'] });
const client = actingClient(demo);
let { sales } = NO_SIDS;
beforeEach(() => ({ sales } = demoSids(demo.server)));

interface ShownCall {
  call_sid: string;
  duration: number;
  trace_id: string;
  recording_url?: string;
}

const callsOf = async (query: string): Promise<ShownCall[]> =>
  (
    (await client.get('acct-admin', `/Accounts/${sales}/RecentCalls?page=1&count=500${query}`))
      .json as { data: ShownCall[] }
  ).data;

/** Fetches a recording (a path under the API base) as the account user, optionally a range. */
const fetchAudio = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${demo.server.url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${demo.tokens['acct-admin']}`, ...headers },
  });

const dtmfSpans = async (traceId: string) => {
  const trace = (await client.get('acct-admin', `/Accounts/${sales}/RecentCalls/trace/${traceId}`))
    .json as OtlpTrace;
  return spansOf(trace)
    .filter((s) => s.name === 'dtmf')
    .map((s) => ({
      digit: s.attributes.find((a) => a.key === 'dtmf.digit')!.value as { stringValue: string },
      startMs: Number(BigInt(s.startTimeUnixNano) / 1_000_000n),
      endMs: Number(BigInt(s.endTimeUnixNano) / 1_000_000n),
    }));
};

describe('the three-hour benchmark recording', () => {
  it('streams as a WAV of the right length without being sent whole', async () => {
    const [bench] = await callsOf(`&filter=${BENCH_CALL_SIDS.longRecording}`);
    expect(bench!.duration).toBe(LONG_RECORDING_SECONDS);
    expect(bench!.recording_url).toMatch(/\/wav$/);
    const response = await fetchAudio(bench!.recording_url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(response.headers.get('content-length'))).toBe(
      44 + LONG_RECORDING_SECONDS * 8000 * 2,
    );
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    await reader.cancel();
    const header = Buffer.from(value!.subarray(0, 44));
    expect(header.toString('ascii', 0, 4)).toBe('RIFF');
    expect(header.readUInt32LE(24)).toBe(8000);
    expect(header.readUInt32LE(40)).toBe(LONG_RECORDING_SECONDS * 8000 * 2);
  });

  it("holds the PIN's keys where the trace's dtmf spans are (Goertzel on a ranged slice)", async () => {
    const [bench] = await callsOf(`&filter=${BENCH_CALL_SIDS.longRecording}`);
    const keys = await dtmfSpans(bench!.trace_id);
    expect(keys).toHaveLength(4);
    const answeredAt = Date.parse(
      (
        (
          await client.get(
            'acct-admin',
            `/Accounts/${sales}/RecentCalls?page=1&count=1&filter=${BENCH_CALL_SIDS.longRecording}`,
          )
        ).json as { data: { answered_at: string }[] }
      ).data[0]!.answered_at,
    );
    for (const key of keys) {
      expect(key.endMs - key.startMs).toBeGreaterThanOrEqual(100);
      // 80 ms from 10 ms into the key
      const first = 44 + Math.round(((key.startMs - answeredAt + 10) * 8000) / 1000) * 2;
      const response = await fetchAudio(bench!.recording_url!, {
        Range: `bytes=${first}-${first + 1279}`,
      });
      expect(response.status).toBe(206);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(1280);
      expect(detectDigit(new Int16Array(bytes.buffer, bytes.byteOffset, 640))).toBe(
        key.digit.stringValue,
      );
    }
  });

  // How soon they come is `npm run bench`'s (the waveform from the peaks, under 1 s).
  it('answers its peaks: 100 a second, 0 to 1', async () => {
    const [bench] = await callsOf(`&filter=${BENCH_CALL_SIDS.longRecording}`);
    const res = await client.get('acct-admin', `${bench!.recording_url}/peaks`);
    const body = res.json as { duration: number; peaks_per_second: number; peaks: number[] };
    expect([body.duration, body.peaks_per_second, body.peaks.length]).toEqual([
      LONG_RECORDING_SECONDS,
      100,
      LONG_RECORDING_SECONDS * 100,
    ]);
    expect(body.peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(body.peaks.slice(0, 50).every((p) => p === 0)).toBe(true);
    expect(Math.max(...body.peaks.slice(100_000, 110_000))).toBeGreaterThan(0.2);
  });
});

describe('WAV recordings', () => {
  it('are RIFF, 8 kHz mono 16-bit, as long as the call, silent at both ends', async () => {
    const [bench] = await callsOf(`&filter=${BENCH_CALL_SIDS.longTrace}`);
    const response = await fetchAudio(bench!.recording_url!);
    const wav = readWav(Buffer.from(await response.arrayBuffer()));
    expect([wav.format, wav.channels, wav.sampleRate, wav.bitsPerSample]).toEqual([1, 1, 8000, 16]);
    expect(wav.samples.length).toBe(bench!.duration * 8000);
    const loudest = (from: number, to: number) =>
      wav.samples.subarray(from, to).reduce((max, v) => Math.max(max, Math.abs(v)), 0);
    expect(loudest(0, 4000)).toBe(0);
    expect(loudest(wav.samples.length - 4000, wav.samples.length)).toBe(0);
    expect(loudest(8000, 8000 * 60)).toBeGreaterThan(5000);
  });

  it('answer byte ranges: the header, a suffix, an open end, and 416 outside', async () => {
    const [bench] = await callsOf(`&filter=${BENCH_CALL_SIDS.longTrace}`);
    const size = 44 + bench!.duration * 16000;
    const head = await fetchAudio(bench!.recording_url!, { Range: 'bytes=0-43' });
    expect([
      head.status,
      head.headers.get('content-range'),
      head.headers.get('content-length'),
    ]).toEqual([206, `bytes 0-43/${size}`, '44']);
    expect(Buffer.from(await head.arrayBuffer()).toString('ascii', 0, 4)).toBe('RIFF');
    const tail = await fetchAudio(bench!.recording_url!, { Range: 'bytes=-10' });
    expect([tail.status, tail.headers.get('content-range')]).toEqual([
      206,
      `bytes ${size - 10}-${size - 1}/${size}`,
    ]);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    const odd = await fetchAudio(bench!.recording_url!, { Range: `bytes=${size - 5}-` });
    expect((await odd.arrayBuffer()).byteLength).toBe(5);
    const outside = await fetchAudio(bench!.recording_url!, { Range: `bytes=${size}-` });
    expect([outside.status, outside.headers.get('content-range')]).toEqual([
      416,
      `bytes */${size}`,
    ]);
  });
});

describe('MP3 recordings', () => {
  it('are MPEG audio with a length and byte ranges', async () => {
    const shown = (await callsOf('&answered=true')).find(
      (c) => c.recording_url?.endsWith('/mp3') && c.duration < 120,
    )!;
    const whole = await fetchAudio(shown.recording_url!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    const body = Buffer.from(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(body.length);
    // MPEG-2.5 layer III frame sync, 8 kHz: 0xFFE, then 144 bytes a frame at 16 kbit/s
    expect(body[0]).toBe(0xff);
    expect(body[1]! & 0xe0).toBe(0xe0);
    expect(body.length).toBeGreaterThan(shown.duration * 1500);
    const part = await fetchAudio(shown.recording_url!, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(body.subarray(100, 200));
  });

  it('are encoded while other requests are answered', async () => {
    // A minute or two of MP3: a second of encoding, which held every other request when it was
    // done at once.
    const [longest] = (await callsOf(''))
      .filter((c) => c.recording_url?.endsWith('/mp3') && c.duration < 120)
      .sort((a, b) => b.duration - a.duration);
    if (!longest) throw new Error('The demo has no MP3 recording under two minutes.');
    const answered: string[] = [];
    const mp3 = fetchAudio(longest.recording_url!, {}, 'HEAD').then((res) => {
      answered.push(`mp3 ${res.status}`);
    });
    // Sent once the MP3's request has reached the sandbox (the same machine: well within this).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const account = await client.get('acct-admin', `/Accounts/${sales}`);
    answered.push(`account ${account.status}`);
    await mp3;
    expect(answered).toEqual(['account 200', 'mp3 200']);
  });
});

describe('DELETE {recording_url}', () => {
  it('forgets the recording: 204, then 404 and no recording_url', async () => {
    const shown = (await callsOf('')).find((c) => c.recording_url)!;
    const res = await client.del('acct-admin', shown.recording_url!);
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await fetchAudio(shown.recording_url!)).status).toBe(404);
    expect((await client.get('acct-admin', `${shown.recording_url}/peaks`)).status).toBe(404);
    expect((await client.del('acct-admin', shown.recording_url!)).status).toBe(404);
    const after = (await callsOf(`&filter=${shown.call_sid}`))[0]!;
    expect(after.recording_url).toBeUndefined();
  });

  it('is refused to view-only users and to other accounts', async () => {
    // The shortest recording: the HEAD below encodes an MP3 whole (a ten-minute one took longer
    // than the test's time on a busy machine).
    const [shown] = (await callsOf(''))
      .filter((c) => c.recording_url)
      .sort((a, b) => a.duration - b.duration);
    if (!shown) throw new Error('The demo has no recorded call.');
    const viewer = await client.del('viewer', shown.recording_url!);
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    const other = await client.del('northwind-ops', shown.recording_url!);
    expect([other.status, other.json]).toEqual([
      403,
      { status: 'fail', message: 'insufficient privileges' },
    ]);
    expect((await fetchAudio(shown.recording_url!, {}, 'HEAD')).status).toBe(200);
  });
});

describe('recording paths', () => {
  it('answer 404 for a call without a recording and for another date or format', async () => {
    const shown = (await callsOf('')).find((c) => c.recording_url?.endsWith('/mp3'))!;
    const unrecorded = (await callsOf('&answered=false'))[0]!;
    for (const path of [
      shown.recording_url!.replace(/mp3$/, 'wav'),
      shown.recording_url!.replace(/\/record\/\d{4}/, '/record/1999'),
      `/Accounts/${sales}/RecentCalls/${unrecorded.call_sid}/record/2026/01/01/mp3`,
    ]) {
      expect((await fetchAudio(path)).status, path).toBe(404);
    }
  });
});
