import { render, screen } from '@testing-library/react';
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
});
