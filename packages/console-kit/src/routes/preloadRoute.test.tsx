import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestConsole, signIn } from '../testing.tsx';
import { testSandbox } from '../test/sandbox.ts';
import { ConsoleRoutes } from './ConsoleRoutes.tsx';
import { preloadRoute } from './routeModules.ts';

const sandbox = testSandbox();
let token = '';
beforeAll(async () => {
  await sandbox.reset();
  token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
});

function renderAt(path: string) {
  const harness = createTestConsole({ apiBase: sandbox.apiBase, token, path });
  render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
}

describe('preloadRoute', () => {
  // A page that waits for no rows of its own (a list's first page is drawn with its rows).
  it('lets the first render draw the shell and the page, with no loading indicator first', async () => {
    await preloadRoute('/internal/users');
    renderAt('/internal/users');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('a page not preloaded shows the loading indicator in its place first', () => {
    renderAt('/internal/settings');
    expect(screen.getByRole('img', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).not.toBeInTheDocument();
  });

  it('resolves at once for a path off the route table', async () => {
    await expect(preloadRoute('/no/such/page')).resolves.toBeUndefined();
  });
});
