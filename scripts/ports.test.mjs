import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { busyPortsLine, isPortBusy } from './ports.mjs';

const holders = [];
afterEach(() => {
  for (const holder of holders.splice(0)) holder.close();
});

/** A port something listens on. */
async function heldPort() {
  const holder = createServer();
  holders.push(holder);
  await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
  return holder.address().port;
}

/** A port nothing listens on (one that was free a moment ago). */
async function freePort() {
  const port = await heldPort();
  await new Promise((resolve) => holders.pop().close(resolve));
  return port;
}

const service = (name, port) => ({ name, port, host: '127.0.0.1', variable: `${name}_PORT` });

describe('the ports npm start needs', () => {
  it('tells a held port from a free one, and leaves the free one free', async () => {
    const held = await heldPort();
    const free = await freePort();
    expect(await isPortBusy(held, '127.0.0.1')).toBe(true);
    expect(await isPortBusy(free, '127.0.0.1')).toBe(false);
    expect(await isPortBusy(free, '127.0.0.1')).toBe(false);
  });

  it('names each busy one in one line, with the variable that moves it', async () => {
    const [a, b, free] = [await heldPort(), await heldPort(), await freePort()];
    expect(await busyPortsLine([service('sandbox', free), service('console', a)])).toBe(
      `Port ${a} on 127.0.0.1 (the console, console_PORT) is already in use: stop what holds it, or choose another with console_PORT.`,
    );
    expect(
      await busyPortsLine([service('console', a), service('sandbox', free), service('portal', b)]),
    ).toBe(
      `Ports ${a} on 127.0.0.1 (the console, console_PORT) and ${b} on 127.0.0.1 (the portal, portal_PORT) are already in use: stop what holds them, or choose others with console_PORT and portal_PORT.`,
    );
    expect(await busyPortsLine([service('sandbox', free), service('any', 0)])).toBeNull();
  });
});
