import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestConsole } from '../testing.tsx';
import { preloadPage } from '../routes/lazyPage.ts';
import { lazyComponent } from './lazyComponent.ts';
import { PageErrorBoundary } from '../routes/PageErrorBoundary.tsx';

const { Wrapper } = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1' });

/** A module whose loading the test settles. */
function deferredModule() {
  let settle: { resolve(): void; reject(error: Error): void } = {
    resolve: () => {},
    reject: () => {},
  };
  const load = vi.fn(
    () =>
      new Promise<{ default: (props: { name: string }) => React.ReactNode }>((resolve, reject) => {
        settle = {
          resolve: () => resolve({ default: ({ name }) => <p>Hello {name}</p> }),
          reject,
        };
      }),
  );
  return { load, settle: () => settle };
}

describe('lazyComponent', () => {
  it('shows Loading in its place, never suspending, then the page with its props', async () => {
    const { load, settle } = deferredModule();
    const Page = lazyComponent('Page', load);
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Page name="Ada" />
      </Suspense>,
      { wrapper: Wrapper },
    );
    expect(screen.getByRole('img', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
    settle().resolve();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the given fallback, with the same props, until the module comes', async () => {
    const { load, settle } = deferredModule();
    const Part = lazyComponent('Part', load, ({ name }: { name: string }) => <p>Plain {name}</p>);
    render(<Part name="Ada" />, { wrapper: Wrapper });
    expect(screen.getByText('Plain Ada')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Loading…' })).not.toBeInTheDocument();
    settle().resolve();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Plain Ada')).not.toBeInTheDocument();
  });

  it('renders at once, in the first render, a page whose module has come already', async () => {
    const { load, settle } = deferredModule();
    const Page = lazyComponent('Page', load);
    preloadPage(<Page name="Ada" />);
    settle().resolve();
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
    render(<Page name="Grace" />, { wrapper: Wrapper });
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });

  it('tells by its preload when the module has come, or failed, loading it once', async () => {
    const { load, settle } = deferredModule();
    const Page = lazyComponent('Page', load);
    let come = false;
    const preloaded = Page.preload().then(() => (come = true));
    void Page.preload();
    await Promise.resolve();
    expect(come).toBe(false);
    settle().resolve();
    await preloaded;
    render(<Page name="Grace" />, { wrapper: Wrapper });
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);

    const failing = deferredModule();
    const Broken = lazyComponent('Broken', failing.load);
    const tried = Broken.preload();
    failing.settle().reject(new Error('Failed to fetch dynamically imported module'));
    await expect(tried).resolves.toBeUndefined();
  });

  it("throws a failed module to the page's error boundary, and loads it again on recovery", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, settle } = deferredModule();
    const Page = lazyComponent('Page', load);
    render(
      <PageErrorBoundary resetKey="/x">
        <Page name="Ada" />
      </PageErrorBoundary>,
      { wrapper: Wrapper },
    );
    settle().reject(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(load).toHaveBeenCalledTimes(2);
    settle().resolve();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
