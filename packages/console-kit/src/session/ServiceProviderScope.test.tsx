import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceProvider } from '../api/types.ts';
import { ConsoleRoutes } from '../routes/ConsoleRoutes.tsx';
import { changeListAnswer, descendingBy } from '../test/requests.ts';
import { testSandbox } from '../test/sandbox.ts';
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
    const token = await signIn(sandbox.apiBase, 'ops-lead', 'Demo-pass-1');
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      path: '/internal/accounts',
    });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    const selector = await screen.findByRole('combobox', { name: 'Service provider' });
    await waitFor(() => expect(selector).toHaveDisplayValue('Acme Voice'));
    const names = within(selector)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Acme Voice', 'Blue Harbor Telecom', 'Voice Cloud']);
    expect(reads.length).toBeGreaterThan(0);
  });
});
