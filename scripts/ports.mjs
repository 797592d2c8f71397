// Whether the ports `npm start` needs are free, asked before it builds anything.
import { createServer } from 'node:net';

/** Whether something already listens on `port` at `host` (tried by listening there a moment). */
export function isPortBusy(port, host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(true) : reject(error),
    );
    probe.listen(Number(port), host, () => probe.close(() => resolve(false)));
  });
}

/**
 * One line naming each of `services` ({name, port, host, variable}) whose port is taken and how
 * to choose another, or null when all are free.
 */
export async function busyPortsLine(services) {
  const busy = [];
  for (const service of services) {
    if (await isPortBusy(service.port, service.host)) busy.push(service);
  }
  if (busy.length === 0) return null;
  const and = (items) =>
    [items.slice(0, -1).join(', '), items.at(-1)].filter(Boolean).join(' and ');
  const one = busy.length === 1;
  const ports = and(busy.map((s) => `${s.port} on ${s.host} (the ${s.name}, ${s.variable})`));
  const variables = and(busy.map((s) => s.variable));
  return one
    ? `Port ${ports} is already in use: stop what holds it, or choose another with ${variables}.`
    : `Ports ${ports} are already in use: stop what holds them, or choose others with ${variables}.`;
}
