import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { testSandbox } from '../../test/sandbox.ts';

// In a file of its own: the routes' sortable list, once loaded, stays loaded for the module.
const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

it('a route added to a new table is sortable at once, not swapped for the sortable list later', async () => {
  await openConsoleAs(sandbox.apiBase, 'ops-lead', '/internal/least-cost-routing/add', {
    features: { leastCostRouting: true },
  });
  await screen.findByRole('button', { name: 'Add route' });
  await act(() => vi.dynamicImportSettled());
  await userEvent.click(screen.getByRole('button', { name: 'Add route' }));
  // Drawn with its drag handle: the row the user types into is the one that stays.
  expect(screen.getByRole('button', { name: 'Move route 1' })).toBeInTheDocument();
});
