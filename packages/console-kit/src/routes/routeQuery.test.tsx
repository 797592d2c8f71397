import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestConsole, signIn } from '../testing.tsx';
import { recordReads } from '../test/requests.ts';
import { testSandbox } from '../test/sandbox.ts';
import { ConsoleRoutes, findRoute } from './ConsoleRoutes.tsx';

// Each list page's module is held back until the test lets it come, to see its rows asked for
// before its code has run.
const held = vi.hoisted(() => {
  const releases = new Map<string, () => void>();
  const hold = async <T,>(name: string, load: () => Promise<T>) => {
    await new Promise<void>((resolve) => releases.set(name, resolve));
    return load();
  };
  return { releases, hold };
});
vi.mock('../pages/accounts/AccountListPage.tsx', (original) =>
  held.hold('AccountListPage', original),
);
vi.mock('../pages/phone-numbers/PhoneNumberListPage.tsx', (original) =>
  held.hold('PhoneNumberListPage', original),
);
vi.mock('../pages/applications/ApplicationListPage.tsx', (original) =>
  held.hold('ApplicationListPage', original),
);
vi.mock('../pages/recent-calls/RecentCallsPage.tsx', (original) =>
  held.hold('RecentCallsPage', original),
);
vi.mock('../pages/alerts/AlertsPage.tsx', (original) => held.hold('AlertsPage', original));
vi.mock('../pages/carriers/CarrierListPage.tsx', (original) =>
  held.hold('CarrierListPage', original),
);
vi.mock('../pages/clients/ClientListPage.tsx', (original) => held.hold('ClientListPage', original));

const sandbox = testSandbox();
let token = '';
beforeAll(async () => {
  await sandbox.reset();
  token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
});

// Each list route, its page's module, its heading, and its rows' request (the path after the
// API base; the shell's own requests, such as its count of unread alerts, do not match).
const LISTS = [
  ['/internal/accounts', 'AccountListPage', 'Accounts', /^\/Accounts$/],
  ['/internal/phone-numbers', 'PhoneNumberListPage', 'Phone numbers', /^\/PhoneNumbers\?page=1&/],
  ['/internal/applications', 'ApplicationListPage', 'Applications', /^\/Applications$/],
  ['/internal/recent-calls', 'RecentCallsPage', 'Recent calls', /\/RecentCalls\?page=1&count=25&/],
  ['/internal/alerts', 'AlertsPage', 'Alerts', /\/Alerts\?page=1&count=25&days=7$/],
  [
    '/internal/carriers',
    'CarrierListPage',
    'Carriers',
    /^\/ServiceProviders\/[\w-]+\/VoipCarriers$/,
  ],
  ['/internal/clients', 'ClientListPage', 'SIP clients', /^\/Clients$/],
] as const;

describe("a list route's first query", () => {
  // Before the tests below, which let each page's module come.
  it('goes out in the first render itself where its module has come (a host loaded it)', async () => {
    const path = '/internal/clients';
    await findRoute(path, () => true)!.route.firstQuery!.load();
    const reads = recordReads(sandbox.apiBase);
    const harness = createTestConsole({ apiBase: sandbox.apiBase, token, path });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    // No promise has settled yet, nor has the page's module come.
    expect(reads.filter((read) => read.path === '/Clients')).toHaveLength(1);
  });

  it.each(LISTS)(
    '%s asks for its rows before its page has come, and only once',
    async (path, module, heading, rowsRequest) => {
      const reads = recordReads(sandbox.apiBase);
      const asked = () => reads.filter((read) => rowsRequest.test(read.path)).length;
      const harness = createTestConsole({ apiBase: sandbox.apiBase, token, path });
      render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
      await waitFor(() => expect(asked()).toBe(1));
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
      await waitFor(() => expect(held.releases.has(module)).toBe(true));
      held.releases.get(module)!();
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('status', { name: /loading/i })).toBeNull());
      expect(asked()).toBe(1);
    },
  );
});
