import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call, TimePage } from '../../../api/calls.ts';
import { createTestConsole, signIn } from '../../../testing.tsx';
import { testSandbox } from '../../../test/sandbox.ts';
import { RecordingPlayer } from './RecordingPlayer.tsx';
import { WINDOW_SECONDS } from './RangedAudio.ts';

const sandbox = testSandbox();

/** jsdom has no Web Audio: a context whose clock stands still, so that playback stays at the
 *  first range until the test moves the position. The requests are real, to the sandbox. */
class StillAudioContext {
  currentTime = 0;
  destination = {};
  resume = async () => {};
  close = async () => {};
  createBuffer = (_channels: number, length: number, sampleRate: number) => ({
    duration: length / sampleRate,
    copyToChannel: () => {},
  });
  createBufferSource = () => ({ buffer: null, connect: () => {}, start: () => {}, stop: () => {} });
  decodeAudioData = async (bytes: ArrayBuffer) => ({ duration: bytes.byteLength / 2000 });
}

/** The requests for the recording's audio (not its peaks), with the bytes each asked for. */
function audioRequests(recordingUrl: string) {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls
      .map(([input, init]) => new Request(input, init))
      .filter((request) => new URL(request.url).pathname.endsWith(recordingUrl))
      .map((request) => {
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get('range') ?? '');
        return range ? { start: Number(range[1]), end: Number(range[2]) } : 'whole';
      });
}

async function openRecording(format: 'wav' | 'mp3') {
  const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
  const headers = { Authorization: `Bearer ${token}` };
  const url = `${sandbox.apiBase}/ServiceProviders/${await providerSid(headers)}/RecentCalls?page=1&count=500&days=30`;
  const page = (await (await fetch(url, { headers })).json()) as TimePage<Call>;
  // The shortest that lasts a few ranges.
  const call = page.data
    .filter((c) => c.recording_url?.endsWith(`/${format}`) && c.duration > 3 * WINDOW_SECONDS)
    .sort((a, b) => a.duration - b.duration)[0];
  if (!call?.recording_url) throw new Error(`No ${format} recording in the demo data`);
  const requests = audioRequests(call.recording_url);
  const harness = createTestConsole({ apiBase: sandbox.apiBase, token });
  render(<RecordingPlayer id="player" call={call} recordingUrl={call.recording_url} />, {
    wrapper: harness.Wrapper,
  });
  const player = screen.getByRole('region', { name: 'Recording' });
  await waitFor(() => expect(within(player).getByRole('status')).toHaveTextContent('Ready'));
  return { requests, player };
}

async function providerSid(headers: Record<string, string>) {
  const response = await fetch(`${sandbox.apiBase}/ServiceProviders`, { headers });
  const [provider] = (await response.json()) as { service_provider_sid: string }[];
  return provider!.service_provider_sid;
}

beforeEach(async () => {
  await sandbox.reset();
  vi.stubGlobal('AudioContext', StillAudioContext);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe.each(['wav', 'mp3'] as const)(
  'the player of a %s recording',
  { timeout: 30_000 },
  (format) => {
    it('draws the waveform from the peaks and fetches no audio before Play', async () => {
      const { requests, player } = await openRecording(format);
      expect(player.querySelector('[data-waveform="drawn"]')).not.toBeNull();
      expect(requests()).toEqual([]);
    });

    it('fetches the audio in ranges from the position when Play is pressed, and on a seek', async () => {
      const { requests } = await openRecording(format);
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      // The sandbox encodes an MP3 when it is first asked for: that takes a few seconds here.
      await waitFor(() => expect(requests().length).toBeGreaterThanOrEqual(2), { timeout: 12_000 });
      const [head, first] = requests() as { start: number; end: number }[];
      expect(requests()).not.toContain('whole');
      expect(head!.start).toBe(0);
      // A few seconds of sound, not the file: at most 16 kB a second (8 kHz 16-bit).
      expect(first!.end - first!.start).toBeLessThan(WINDOW_SECONDS * 16_000);

      fireEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
      await waitFor(() => expect(requests().length).toBeGreaterThanOrEqual(3));
      const seek = requests()[2] as { start: number; end: number };
      const bytesPerSecond = (first!.end + 1 - first!.start) / WINDOW_SECONDS;
      expect(seek.start).toBeGreaterThan(first!.end);
      expect(Math.abs(seek.start - first!.start - 15 * bytesPerSecond)).toBeLessThan(
        bytesPerSecond,
      );
      expect(requests()).not.toContain('whole');
    });
  },
);
