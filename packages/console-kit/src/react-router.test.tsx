import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  Link as HostLink,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ConsoleProvider } from './ConsoleProvider.tsx';
import type { RouterAdapter } from './provider/router.ts';
import { createMemoryStorageAdapter } from './provider/storage.ts';
import { useLocation as useConsoleLocation } from './provider/useLocation.ts';
import { useRouter } from './provider/context.ts';
import { Link } from './ui/Link.tsx';
import { useLeaveGuard } from './ui/useLeaveGuard.ts';
import { useReactRouterAdapter, useReactRouterDataAdapter } from './react-router.ts';

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

/** The console under the host's /voice, on the given adapter. */
function VoiceConsole({ router, children }: { router: RouterAdapter; children: ReactNode }) {
  return (
    <ConsoleProvider
      apiBase="http://127.0.0.1:9/api/v1"
      router={router}
      storage={createMemoryStorageAdapter()}
    >
      {children}
    </ConsoleProvider>
  );
}

function Voice() {
  return (
    <VoiceConsole router={useReactRouterAdapter('/voice')}>
      <ConsolePart />
    </VoiceConsole>
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

describe('console-kit/react-router on a data router', () => {
  function EditingForm() {
    useLeaveGuard(true);
    return <p>A form with unsaved changes</p>;
  }

  function VoiceOnDataRouter() {
    return (
      <VoiceConsole router={useReactRouterDataAdapter('/voice')}>
        <EditingForm />
      </VoiceConsole>
    );
  }

  it('asks before Back leaves a form with unsaved changes: Stay keeps it, Leave goes back', async () => {
    const EDIT = '/voice/internal/accounts/a1/edit';
    const host = createMemoryRouter(
      [
        { path: '/', element: <p>Portal home</p> },
        { path: '/voice/*', element: <VoiceOnDataRouter /> },
      ],
      { initialEntries: ['/', EDIT], initialIndex: 1 },
    );
    render(<RouterProvider router={host} />);
    const leaveDialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

    await act(() => host.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    expect(host.state.location.pathname).toBe(EDIT);
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(leaveDialog()).toBeNull();
    expect(host.state.location.pathname).toBe(EDIT);
    expect(screen.getByText('A form with unsaved changes')).toBeVisible();

    await act(() => host.navigate(-1));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(host.state.location.pathname).toBe('/');
    expect(await screen.findByText('Portal home')).toBeVisible();
  });
});
