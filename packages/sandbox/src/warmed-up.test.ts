import { describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox.ts';
import { startSandbox } from './test-support.ts';

/** 'done' when the promise has resolved within `ms`, else 'pending'. */
const within = (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise.then(() => 'done'),
    new Promise((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);

describe('Sandbox.warmedUp', () => {
  it("resolves once the long recordings' waveforms are made, a while after start", async () => {
    const server = await startSandbox();
    try {
      // The demo has a three-hour recording: its waveform is made from 2 s after start.
      expect(await within(server.sandbox.warmedUp(), 500)).toBe('pending');
      await server.sandbox.warmedUp();
    } finally {
      await server.close();
    }
  }, 60_000);

  it('resolves when the sandbox closes before it has warmed up', async () => {
    const server = await startSandbox();
    const warmed = server.sandbox.warmedUp();
    await server.close();
    expect(await within(warmed, 100)).toBe('done');
  });

  it('resolves for a sandbox without long recordings', async () => {
    const sandbox = createSandbox({ seed: 'none' });
    try {
      await sandbox.listen(0);
      expect(await within(sandbox.warmedUp(), 500)).toBe('done');
    } finally {
      await sandbox.close();
    }
  });
});
