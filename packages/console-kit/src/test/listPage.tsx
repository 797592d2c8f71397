import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { openConsoleAs } from './openConsole.tsx';

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
  await openConsoleAs(apiBase, username, path);
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
