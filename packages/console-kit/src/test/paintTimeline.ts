import { vi } from 'vitest';

/** The browser's paint timeline, as the test tells it: observers it calls when `paint()` says
 *  the first contentful paint is on screen. */
export function paintTimeline() {
  const entries: { name: string }[] = [];
  const observers = new Set<() => void>();
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly notify: () => void) {}
    observe() {
      observers.add(this.notify);
    }
    disconnect() {
      observers.delete(this.notify);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name) => entries.filter((entry) => entry.name === name) as PerformanceEntryList,
  );
  return {
    paint(name: string) {
      entries.push({ name });
      for (const notify of [...observers]) notify();
    },
    watching: () => observers.size,
  };
}
