import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreloadWhenIdle } from './lazyPart.ts';

afterEach(() => vi.unstubAllGlobals());

describe('usePreloadWhenIdle', () => {
  it("loads a part's code only once the page is ready and the browser idle", () => {
    // The browser's idle time, held until the test lets it come.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const part = { preload: vi.fn() };
    const { rerender } = renderHook(({ ready }) => usePreloadWhenIdle(part, ready), {
      initialProps: { ready: false },
    });
    // Waiting for its rows, the page is idle: still not the part's turn.
    act(() => idle.splice(0).forEach((work) => work()));
    expect(part.preload).not.toHaveBeenCalled();

    rerender({ ready: true });
    expect(part.preload).not.toHaveBeenCalled();
    act(() => idle.splice(0).forEach((work) => work()));
    expect(part.preload).toHaveBeenCalledTimes(1);
  });
});
