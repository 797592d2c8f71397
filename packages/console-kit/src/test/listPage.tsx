import { render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ConsoleRoutes } from '../routes/ConsoleRoutes.tsx';
import { createTestConsole, signIn } from '../testing.tsx';

/** Opens a list page as the user and waits until its rows and the accounts they name are in. */
export async function openList(
  apiBase: string,
  {
    username,
    path,
    table,
    named,
  }: { username: string; path: string; table: string; named: string },
) {
  const token = await signIn(apiBase, username, 'Demo-pass-1');
  const harness = createTestConsole({ apiBase, token, path });
  render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  const found = await screen.findByRole('table', { name: table });
  await waitFor(() => expect(within(found).getAllByText(named).length).toBeGreaterThan(0));
  return found;
}

/** The body rows that hold the text, each as its cells by column name (a card's data-label). */
export function rowsWith(table: HTMLElement, text: string) {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && within(row).queryAllByText(text).length > 0);
}

/** A row's cell in the named column. */
export const cellOf = (row: HTMLElement, column: string) =>
  row.querySelector<HTMLElement>(`td[data-label="${column}"]`);
