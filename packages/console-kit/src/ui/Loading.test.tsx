import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestConsole } from '../testing.tsx';
import { Loading } from './Loading.tsx';
import { SLOW_AFTER_MS } from './useSlow.ts';

describe('Loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says the server is slow once the wait is long', () => {
    const harness = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1' });
    render(<Loading />, { wrapper: harness.Wrapper });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The server is taking longer than usual to answer…',
    );
  });
});
