import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { testSandbox } from '../../test/sandbox.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

describe('Recent calls', () => {
  it('opens on the range last chosen, unless its URL gives one', async () => {
    const { harness } = await openConsoleAs(sandbox.apiBase, 'sp-admin', '/internal/recent-calls');
    const date = async () =>
      (await screen.findByRole('combobox', { name: 'Date' })) as HTMLSelectElement;
    await userEvent.selectOptions(await date(), '30');
    await waitFor(() => expect(harness.router.location().search).toBe('?date=30'));
    act(() => harness.router.navigate('/internal/alerts'));
    await screen.findByRole('heading', { name: 'Alerts', level: 1 });
    act(() => harness.router.navigate('/internal/recent-calls'));
    await screen.findByRole('heading', { name: 'Recent calls', level: 1 });
    expect((await date()).value).toBe('30');
    // The range shown is in the URL too, so a link copied from the page shows the same calls.
    await waitFor(() => expect(harness.router.location().search).toBe('?date=30'));
    act(() => harness.router.navigate('/internal/recent-calls?date=today'));
    await waitFor(async () => expect((await date()).value).toBe('today'));
  });
});
