import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintTimeline } from '../test/paintTimeline.ts';
import { afterFirstPaintShown } from './afterFirstPaintShown.ts';

beforeEach(() => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterFirstPaintShown', () => {
  it('waits for the first contentful paint, not a first paint of nothing', () => {
    const timeline = paintTimeline();
    const work = vi.fn();
    afterFirstPaintShown(work);
    timeline.paint('first-paint');
    expect(work).not.toHaveBeenCalled();
    timeline.paint('first-contentful-paint');
    expect(work).toHaveBeenCalledTimes(1);
    expect(timeline.watching()).toBe(0);
  });

  it('runs at once once it has been shown, where the browser cannot tell, and in a hidden tab', () => {
    const timeline = paintTimeline();
    timeline.paint('first-contentful-paint');
    const shown = vi.fn();
    afterFirstPaintShown(shown);
    expect(shown).toHaveBeenCalledTimes(1);

    vi.stubGlobal('PerformanceObserver', undefined);
    const untold = vi.fn();
    afterFirstPaintShown(untold);
    expect(untold).toHaveBeenCalledTimes(1);

    paintTimeline();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = vi.fn();
    afterFirstPaintShown(hidden);
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('runs after its time at the latest, once, and never once cancelled', () => {
    vi.useFakeTimers();
    const timeline = paintTimeline();
    const late = vi.fn();
    afterFirstPaintShown(late, 500);
    vi.advanceTimersByTime(499);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
    timeline.paint('first-contentful-paint');
    expect(late).toHaveBeenCalledTimes(1);

    const next = paintTimeline();
    const cancelled = vi.fn();
    afterFirstPaintShown(cancelled, 500)();
    next.paint('first-contentful-paint');
    vi.advanceTimersByTime(500);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
