import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserList } from '../pages/users/useUsers.ts';
import { testSandbox } from '../test/sandbox.ts';
import { createTestConsole, signIn } from '../testing.tsx';
import { queryKeys } from './queryKeys.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

describe('leaving a page', () => {
  it("cancels the page's requests instead of waiting for their answers", async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    // The users list answers only after 5 seconds.
    await sandbox.fault({ path: '/Users$', method: 'GET', status: 200, body: [], delay: 5000 });
    const harness = createTestConsole({ apiBase: sandbox.apiBase, token, path: '/internal/users' });
    let client: QueryClient | undefined;
    let leave = () => {};
    function Page() {
      useUserList();
      return null;
    }
    function Console() {
      client = useQueryClient();
      const [shown, setShown] = useState(true);
      leave = () => setShown(false);
      return shown ? <Page /> : null;
    }
    render(<Console />, { wrapper: harness.Wrapper });
    const status = () => client?.getQueryState(queryKeys.users)?.fetchStatus;
    await waitFor(() => expect(status()).toBe('fetching'));
    act(() => leave());
    // Cancelled at once: the query no longer waits for the slow answer.
    await waitFor(() => expect(status()).toBe('idle'), { timeout: 1000 });
  });
});
