import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceProvider } from '../api/types.ts';
import { openConsoleAs } from '../test/openConsole.tsx';
import { changeListAnswer, descendingBy } from '../test/requests.ts';
import { testSandbox } from '../test/sandbox.ts';

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
