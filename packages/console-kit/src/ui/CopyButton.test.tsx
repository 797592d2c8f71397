import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestConsole } from '../testing.tsx';
import { CopyButton } from './CopyButton.tsx';

function renderCopy() {
  const harness = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1' });
  render(<CopyButton text="abc-123" label="Copy the token" />, { wrapper: harness.Wrapper });
  return harness;
}

describe('CopyButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the text was copied', async () => {
    const user = userEvent.setup();
    const harness = renderCopy();
    await user.click(screen.getByRole('button', { name: 'Copy the token' }));
    expect(await navigator.clipboard.readText()).toBe('abc-123');
    expect(harness.notifications).toEqual([{ kind: 'success', text: 'copied to clipboard' }]);
  });

  it("gives the spec's text when the clipboard refuses", async () => {
    const user = userEvent.setup();
    const harness = renderCopy();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy the token' }));
    expect(harness.notifications).toEqual([
      {
        kind: 'error',
        text: 'Unable to copy abc-123, please select the text and right click to copy',
      },
    ]);
  });
});
