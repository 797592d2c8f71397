import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiKey } from '../../api/types.ts';
import { maskToken } from '../../lib/format.ts';
import { changeListAnswer } from '../../test/requests.ts';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';
import { ApiKeysTable } from './ApiKeysTable.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

describe("an account's API keys", () => {
  it('are listed oldest first, whatever order they come in', async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const sales = await sandbox.accountSid('Acme Sales');
    // The seeded keys, made a month apart, answered newest first.
    let made: ApiKey[] = [];
    const reads = changeListAnswer<ApiKey>(
      sandbox.apiBase,
      `/Accounts/${sales}/ApiKeys`,
      (keys) => {
        made = keys.map((key, i) => ({ ...key, created_at: `2026-0${i + 1}-01T00:00:00.000Z` }));
        return [...made].reverse();
      },
    );
    const harness = createTestConsole({ apiBase: sandbox.apiBase, token });
    render(<ApiKeysTable owner={{ kind: 'Accounts', sid: sales }} />, { wrapper: harness.Wrapper });
    const table = await screen.findByRole('table', { name: 'API keys' });
    // Skeleton rows stand in while the keys load: the tokens tell the keys' rows.
    const shown = () => [...table.querySelectorAll('code')].map((code) => code.textContent);
    await waitFor(() => expect(shown().length).toBeGreaterThan(2));
    expect(shown()).toEqual(made.map((key) => maskToken(key.token)));
    expect(reads.length).toBeGreaterThan(0);
  });
});
