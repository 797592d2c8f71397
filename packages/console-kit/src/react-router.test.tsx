import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link as HostLink, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConsoleProvider } from './ConsoleProvider.tsx';
import { createMemoryStorageAdapter } from './provider/storage.ts';
import { useLocation as useConsoleLocation } from './provider/useLocation.ts';
import { useRouter } from './provider/context.ts';
import { Link } from './ui/Link.tsx';
import { useReactRouterAdapter } from './react-router.ts';

function ConsolePart() {
  const { pathname, search } = useConsoleLocation();
  const router = useRouter();
  return (
    <>
      <p data-testid="console-location">{pathname + search}</p>
      <Link to="/internal/alerts">Alerts</Link>
      <button onClick={() => router.navigate('/')}>Console home</button>
    </>
  );
}

function Voice() {
  const router = useReactRouterAdapter('/voice');
  return (
    <ConsoleProvider
      apiBase="http://127.0.0.1:9/api/v1"
      router={router}
      storage={createMemoryStorageAdapter()}
    >
      <ConsolePart />
    </ConsoleProvider>
  );
}

function HostLocation() {
  const location = useLocation();
  return <p data-testid="host-location">{location.pathname + location.search}</p>;
}

function renderPortal(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <HostLocation />
      <HostLink to="/voice/internal/users?scope=all">Voice users</HostLink>
      <Routes>
        <Route path="/" element={<p>Portal home</p>} />
        <Route path="/voice/*" element={<Voice />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('console-kit/react-router', () => {
  it("binds the console to the host's react-router under a base path, both ways", async () => {
    renderPortal('/voice/internal/accounts');
    expect(screen.getByTestId('console-location')).toHaveTextContent('/internal/accounts');

    await userEvent.click(screen.getByRole('link', { name: 'Voice users' }));
    expect(screen.getByTestId('console-location')).toHaveTextContent('/internal/users?scope=all');

    const alerts = screen.getByRole('link', { name: 'Alerts' });
    expect(alerts).toHaveAttribute('href', '/voice/internal/alerts');
    await userEvent.click(alerts);
    expect(screen.getByTestId('host-location')).toHaveTextContent('/voice/internal/alerts');

    await userEvent.click(screen.getByRole('button', { name: 'Console home' }));
    expect(screen.getByTestId('host-location')).toHaveTextContent(/^\/voice$/);
    expect(screen.getByTestId('console-location')).toHaveTextContent(/^\/$/);
  });

  it("adds the host router's basename to the console's links", () => {
    render(
      <MemoryRouter initialEntries={['/portal/voice']} basename="/portal">
        <Routes>
          <Route path="/voice/*" element={<Voice />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Alerts' })).toHaveAttribute(
      'href',
      '/portal/voice/internal/alerts',
    );
  });
});
