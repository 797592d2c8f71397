import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestConsole } from '../testing.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

function Broken(): never {
  throw new Error('the page could not read its data');
}

describe('PageErrorBoundary', () => {
  it('shows the router error page instead of a blank console when a page throws', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Wrapper } = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1' });
    render(
      <PageErrorBoundary resetKey="/x">
        <Broken />
      </PageErrorBoundary>,
      { wrapper: Wrapper },
    );
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('the page could not read its data')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('loads the page again on its button, without reloading the host page', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function FailsOnce() {
      if (broken) throw new Error('a passing fault');
      return <p>The page is back</p>;
    }
    const { Wrapper } = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1' });
    render(
      <PageErrorBoundary resetKey="/x">
        <FailsOnce />
      </PageErrorBoundary>,
      { wrapper: Wrapper },
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(screen.getByText('The page is back')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
