import { afterEach, expect, it, vi } from 'vitest';
import { paintTimeline } from '../test/paintTimeline.ts';
import { whenIdle } from './whenIdle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('asks for idle time only once the first contentful paint is on screen', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  const timeline = paintTimeline();
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  vi.stubGlobal('cancelIdleCallback', () => {});
  const work = vi.fn();
  whenIdle(work);
  expect(idle).toHaveLength(0);
  timeline.paint('first-contentful-paint');
  expect(idle).toHaveLength(1);
  idle[0]!();
  expect(work).toHaveBeenCalledTimes(1);
});
