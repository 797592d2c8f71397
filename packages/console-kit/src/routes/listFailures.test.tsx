import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openConsoleAs } from '../test/openConsole.tsx';
import { testSandbox } from '../test/sandbox.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

/** Every list page, the API path its rows come from, and its table's name. */
const LISTS = [
  ['/internal/recent-calls', 'RecentCalls$', 'Recent calls'],
  ['/internal/alerts', '/Alerts$', 'Alerts'],
  ['/internal/accounts', '^/Accounts$', 'Accounts'],
  ['/internal/applications', 'Applications$', 'Applications'],
  ['/internal/carriers', 'VoipCarriers$', 'Carriers'],
  ['/internal/phone-numbers', 'PhoneNumbers$', 'Phone numbers'],
  ['/internal/users', '^/Users$', 'Users'],
  ['/internal/clients', 'Clients$', 'SIP clients'],
  ['/internal/speech-services', 'SpeechCredentials$', 'Speech services'],
  ['/internal/ms-teams-tenants', 'MicrosoftTeamsTenants$', 'Microsoft Teams tenants'],
] as const;

describe('a list that cannot be read', () => {
  it.each(LISTS)(
    "%s shows the server's message and 'Try again', nothing else, then its rows",
    async (path, apiPath, table) => {
      await sandbox.fault({
        path: apiPath,
        method: 'GET',
        status: 500,
        body: { msg: 'the store is offline' },
        times: 20,
      });
      await openConsoleAs(sandbox.apiBase, 'sp-admin', path);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('the store is offline');
      // No empty state, no total, no table beside the failure.
      expect(screen.queryByRole('table', { name: table })).toBeNull();
      expect(screen.queryByText(/^No /)).toBeNull();
      expect(screen.queryByText(/^Total: /)).toBeNull();

      await sandbox.clearFaults();
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('table', { name: table })).toBeInTheDocument();
      expect(screen.queryByText(/the store is offline/)).toBeNull();
    },
  );
});
