import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageExitWatch } from './pageExit.ts';

describe('createPageExitWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('knows the page is being left from beforeunload or pagehide until it is shown again', () => {
    const page = new EventTarget();
    const watch = createPageExitWatch();
    const detach = watch.attach(page);
    expect(watch.isLeaving()).toBe(false);
    page.dispatchEvent(new Event('beforeunload'));
    expect(watch.isLeaving()).toBe(true);
    page.dispatchEvent(new Event('pageshow'));
    expect(watch.isLeaving()).toBe(false);
    page.dispatchEvent(new Event('pagehide'));
    expect(watch.isLeaving()).toBe(true);
    detach();
  });

  it('forgets a navigation that did not happen', () => {
    const page = new EventTarget();
    const watch = createPageExitWatch(5000);
    watch.attach(page);
    page.dispatchEvent(new Event('beforeunload'));
    vi.advanceTimersByTime(5000);
    expect(watch.isLeaving()).toBe(false);
  });
});
