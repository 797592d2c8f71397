import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConsoleProvider } from '../ConsoleProvider.tsx';
import { Link } from '../ui/Link.tsx';
import { createMemoryStorageAdapter } from './storage.ts';
import { useHostRouterAdapter } from './hostRouter.ts';
import { useLocation } from './useLocation.ts';

function Where() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="console-location">{pathname + search}</p>
      <Link to="/internal/alerts?page=2">Alerts</Link>
    </>
  );
}

/** A host with a router of its own (its state, its history), binding the console as a router
 *  binding for any library would: its location and navigate function, the base path. */
function Host() {
  const [history, setHistory] = useState(['/voice/internal/accounts']);
  const path = history[history.length - 1] ?? '/';
  const at = path.indexOf('?');
  const location =
    at < 0
      ? { pathname: path, search: '' }
      : { pathname: path.slice(0, at), search: path.slice(at) };
  const navigate = useCallback(
    (to: string, options: { replace: boolean }) =>
      setHistory((h) => (options.replace ? [...h.slice(0, -1), to] : [...h, to])),
    [],
  );
  const href = useCallback((to: string) => `/app${to}`, []);
  const router = useHostRouterAdapter({ location, navigate, basePath: '/voice', href });
  return (
    <>
      <p data-testid="host-location">{path}</p>
      <p data-testid="host-depth">{history.length}</p>
      <button onClick={() => navigate('/voice/internal/users?scope=all', { replace: false })}>
        Host link
      </button>
      <button onClick={() => setHistory((h) => h.slice(0, -1))}>Back</button>
      <ConsoleProvider
        apiBase="http://127.0.0.1:9/api/v1"
        router={router}
        storage={createMemoryStorageAdapter()}
      >
        <Where />
      </ConsoleProvider>
    </>
  );
}

describe('useHostRouterAdapter', () => {
  it("keeps the console and the host's router in step, both ways, under a base path", async () => {
    render(<Host />);
    expect(screen.getByTestId('console-location')).toHaveTextContent('/internal/accounts');

    await userEvent.click(screen.getByRole('button', { name: 'Host link' }));
    expect(screen.getByTestId('console-location')).toHaveTextContent('/internal/users?scope=all');

    const link = screen.getByRole('link', { name: 'Alerts' });
    expect(link).toHaveAttribute('href', '/app/voice/internal/alerts?page=2');
    await userEvent.click(link);
    expect(screen.getByTestId('host-location')).toHaveTextContent('/voice/internal/alerts?page=2');
    expect(screen.getByTestId('console-location')).toHaveTextContent('/internal/alerts?page=2');
    expect(screen.getByTestId('host-depth')).toHaveTextContent('3');

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(screen.getByTestId('console-location')).toHaveTextContent('/internal/users?scope=all');
  });
});
