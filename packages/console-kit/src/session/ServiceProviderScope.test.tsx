import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceProvider } from '../api/types.ts';
import { openConsoleAs } from '../test/openConsole.tsx';
import { changeListAnswer, descendingBy } from '../test/requests.ts';
import { testSandbox } from '../test/sandbox.ts';
import { readClaims } from '../api/token.ts';
import { storageKeys } from '../provider/storage.ts';
import { ConsoleRoutes } from '../routes/ConsoleRoutes.tsx';
import { createTestConsole, signIn } from '../testing.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

describe('the service providers of an admin', () => {
  it('are offered by name, and the first by name is worked in, whatever order they come in', async () => {
    const reads = changeListAnswer<ServiceProvider>(
      sandbox.apiBase,
      '/ServiceProviders',
      descendingBy((provider) => provider.name),
    );
    await openConsoleAs(sandbox.apiBase, 'ops-lead', '/internal/accounts');
    const selector = await screen.findByRole('combobox', { name: 'Service provider' });
    await waitFor(() => expect(selector).toHaveDisplayValue('Acme Voice'));
    const names = within(selector)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Acme Voice', 'Blue Harbor Telecom', 'Voice Cloud']);
    expect(reads.length).toBeGreaterThan(0);
  });
});

describe('when the list of service providers fails', () => {
  const failProviders = () =>
    sandbox.fault({
      path: '^/ServiceProviders$',
      method: 'GET',
      status: 500,
      body: { msg: 'provider store offline' },
      times: 5,
    });

  it("names a provider user's provider by their token, and says nothing failed", async () => {
    await failProviders();
    await openConsoleAs(sandbox.apiBase, 'sp-admin', '/internal/phone-numbers');
    expect(await screen.findByRole('link', { name: '15085550100' })).toBeInTheDocument();
    const selector = screen.getByRole('combobox', { name: 'Service provider' });
    expect(selector).toHaveDisplayValue('Acme Voice');
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it("shows an admin with no provider to work in the server's message, and asks again on Try again", async () => {
    await failProviders();
    await openConsoleAs(sandbox.apiBase, 'ops-lead', '/internal/phone-numbers');
    expect(
      await screen.findByText('The service providers could not be loaded: provider store offline'),
    ).toBeInTheDocument();
    // Said once, where it stops the page (not again under the selector).
    expect(screen.getAllByText(/could not be loaded/)).toHaveLength(1);
    await sandbox.clearFaults();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '15085550100' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Service provider' })).toHaveDisplayValue(
      'Acme Voice',
    );
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it("keeps an admin in the provider they chose, and says under the selector why it can't change", async () => {
    const acme = readClaims(await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1'));
    await failProviders();
    const token = await signIn(sandbox.apiBase, 'ops-lead', 'Demo-pass-1');
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      path: '/internal/phone-numbers',
    });
    harness.storage.set(storageKeys.serviceProvider, acme!.service_provider_sid!);
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    expect(await screen.findByRole('link', { name: '15085550100' })).toBeInTheDocument();
    const side = screen.getByRole('complementary');
    expect(
      within(side).getByText('The service providers could not be loaded: provider store offline'),
    ).toBeInTheDocument();
    expect(within(side).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
