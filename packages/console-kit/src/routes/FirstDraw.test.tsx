import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordReads } from '../test/requests.ts';
import { testSandbox } from '../test/sandbox.ts';
import { createTestConsole, signIn } from '../testing.tsx';
import { ConsoleRoutes } from './ConsoleRoutes.tsx';
import { preloadRoute } from './routeModules.ts';
import { FIRST_ROWS_WAIT_MS, FirstDraw } from './FirstDraw.tsx';
import { LazyShell } from './lazyPage.ts';

const apiBase = 'http://127.0.0.1:9/api/v1';

function pending() {
  let answer = () => {};
  const rows = new Promise<void>((resolve) => (answer = resolve));
  return { rows, answer: () => answer() };
}

describe('FirstDraw', () => {
  it("draws nothing until the page's rows are answered, then the page", async () => {
    const { rows, answer } = pending();
    const { Wrapper } = createTestConsole({ apiBase });
    render(<FirstDraw ready={rows}>Page</FirstDraw>, { wrapper: Wrapper });
    expect(screen.queryByText('Page')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Page')).toBeInTheDocument();
  });

  // The clock is the test's: what is judged is which wait ends, not how fast a machine is.
  it('draws the page without its rows once it has waited long enough', async () => {
    vi.useFakeTimers();
    try {
      const { Wrapper } = createTestConsole({ apiBase });
      render(<FirstDraw ready={pending().rows}>Page</FirstDraw>, { wrapper: Wrapper });
      await act(() => vi.advanceTimersByTimeAsync(FIRST_ROWS_WAIT_MS - 1));
      expect(screen.queryByText('Page')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText('Page')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the page at once when its rows failed (the page shows the failure)', async () => {
    vi.useFakeTimers();
    try {
      const { Wrapper } = createTestConsole({ apiBase });
      render(<FirstDraw ready={Promise.reject(new Error('refused'))}>Page</FirstDraw>, {
        wrapper: Wrapper,
      });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText('Page')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws at once a page with nothing to wait for, and every later page of the console', () => {
    const { Wrapper } = createTestConsole({ apiBase });
    const { rerender } = render(<FirstDraw ready={undefined}>First page</FirstDraw>, {
      wrapper: Wrapper,
    });
    expect(screen.getByText('First page')).toBeInTheDocument();
    rerender(
      <FirstDraw key="next" ready={pending().rows}>
        Next page
      </FirstDraw>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
  });
});

describe('a list page after the sign-in page', () => {
  const sandbox = testSandbox();

  it('is drawn at once, with its loading state, as on any move', async () => {
    await sandbox.reset();
    await preloadRoute('/internal/accounts');
    await sandbox.fault({ path: '^/Accounts$', method: 'GET', mode: 'pass', delay: 2000 });
    const harness = createTestConsole({ apiBase: sandbox.apiBase, path: '/' });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'sp-admin');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Demo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(harness.router.location().pathname).toBe('/internal/accounts'));
    // Not held for its rows (2 s away): the page and its loading state are there at once.
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
  });
});

describe("a console's first list page whose rows fail", () => {
  const sandbox = testSandbox();

  /** Opens `path` as the user, the reads of `resource` failing `times` times; counts them. */
  async function openFailing(
    user: string,
    password: string,
    path: string,
    resource: string,
    times = 1,
  ) {
    await sandbox.reset();
    const token = await signIn(sandbox.apiBase, user, password);
    const reads = recordReads(sandbox.apiBase);
    await sandbox.fault({
      path: `^${resource}$`,
      method: 'GET',
      status: 500,
      body: { msg: 'store offline' },
      times,
    });
    const harness = createTestConsole({ apiBase: sandbox.apiBase, token, path });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    expect(await screen.findByText(/store offline/)).toBeInTheDocument();
    const asked = () => reads.filter((read) => read.path === resource).length;
    /** Another page, then this one again. */
    const leaveAndReturn = async () => {
      act(() => harness.router.navigate('/internal/carriers'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Carriers' }),
      ).toBeInTheDocument();
      act(() => harness.router.navigate(path));
    };
    return { asked, leaveAndReturn };
  }

  it('shows the failure of its one request; Try again and a later visit ask again', async () => {
    const { asked, leaveAndReturn } = await openFailing(
      'sp-admin',
      'Demo-pass-1',
      '/internal/clients',
      '/Clients',
      2,
    );
    // The page drawn after its route's first query failed shows that failure, not a second read.
    expect(asked()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(asked()).toBe(2));
    expect(await screen.findByText(/store offline/)).toBeInTheDocument();
    // Left and opened again, the list is read again (the failure was not kept).
    await leaveAndReturn();
    expect(await screen.findByRole('cell', { name: 'alice' })).toBeInTheDocument();
    expect(asked()).toBe(3);
  });

  it('a failure no page shows any more is not kept: a page opened again asks again', async () => {
    const { asked, leaveAndReturn } = await openFailing(
      'admin',
      'admin',
      '/internal/users',
      '/Users',
    );
    await leaveAndReturn();
    expect(await screen.findByRole('cell', { name: 'sp-admin' })).toBeInTheDocument();
    expect(asked()).toBe(2);
  });
});

describe("a console's first list page", () => {
  const sandbox = testSandbox();

  it("is drawn with the shell's providers: its rows do not come before the provider's name", async () => {
    await sandbox.reset();
    // The code here already: the page is drawn as soon as what it waits for has come.
    await Promise.all([preloadRoute('/internal/clients'), LazyShell.preload()]);
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    await sandbox.fault({ path: '^/ServiceProviders$', method: 'GET', mode: 'pass', delay: 150 });
    // Whether the provider was named when the first row was drawn.
    let named: boolean | undefined;
    const watch = new MutationObserver(() => {
      if (named !== undefined || !document.querySelector('tbody td')) return;
      named = screen.queryByRole('option', { name: 'Acme Voice' }) !== null;
    });
    watch.observe(document.body, { subtree: true, childList: true });
    try {
      const harness = createTestConsole({
        apiBase: sandbox.apiBase,
        token,
        path: '/internal/clients',
      });
      render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
      expect(await screen.findByRole('cell', { name: 'alice' })).toBeInTheDocument();
      expect(named).toBe(true);
    } finally {
      watch.disconnect();
    }
  });

  it("shows a provider user's rows when the providers fail: their provider is their token's", async () => {
    await sandbox.reset();
    await Promise.all([preloadRoute('/internal/phone-numbers'), LazyShell.preload()]);
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    await sandbox.fault({
      path: '^/ServiceProviders$',
      method: 'GET',
      status: 500,
      body: { msg: 'provider store offline' },
      times: 5,
    });
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      path: '/internal/phone-numbers',
    });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    expect(await screen.findByRole('link', { name: '15085550100' })).toBeInTheDocument();
  });
});
