import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { recordReads } from '../../test/requests.ts';
import { testSandbox } from '../../test/sandbox.ts';

const sandbox = testSandbox();
beforeAll(() => sandbox.reset());
afterEach(() => vi.unstubAllGlobals());

describe('the unread alerts badge', () => {
  it('asks for its count only once the browser is idle, after the page has asked for its rows', async () => {
    // The browser's idle time, held until the test lets it come.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const reads = recordReads(sandbox.apiBase);
    const countAsked = () =>
      reads.some((read) => /\/Alerts\?page=1&count=25&start=/.test(read.path));
    await openConsoleAs(sandbox.apiBase, 'sp-admin', '/internal/carriers');
    const table = await screen.findByRole('table', { name: 'Carriers' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(countAsked()).toBe(false);

    act(() => idle.splice(0).forEach((work) => work()));
    await waitFor(() => expect(countAsked()).toBe(true));
  });
});
