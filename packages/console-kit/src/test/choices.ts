import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The names a select offers (its empty choice left out), once its choices have come. */
export async function offeredNames(select: HTMLElement): Promise<(string | null)[]> {
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  return within(select)
    .getAllByRole('option')
    .filter((option) => option.getAttribute('value'))
    .map((option) => option.textContent);
}
