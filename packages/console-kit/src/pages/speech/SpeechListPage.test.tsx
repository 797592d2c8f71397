import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellOf, openList, rowsWith } from '../../test/listPage.tsx';
import { testSandbox } from '../../test/sandbox.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

const open = (username: string, named: string) =>
  openList(sandbox.apiBase, {
    username,
    path: '/internal/speech-services',
    table: 'Speech services',
    named,
  });

describe('SpeechListPage', () => {
  it("shows an account user its provider's credentials read-only, used by all accounts; its own it may change", async () => {
    const table = await open('acct-admin', 'Acme Sales');
    const [provider] = rowsWith(table, 'AWS');
    expect(within(provider!).queryByRole('link')).toBeNull();
    expect(within(provider!).queryByRole('button')).toBeNull();
    expect(within(provider!).getByText('Read-only')).toBeInTheDocument();
    expect(
      within(provider!).getByTitle(
        'AWS belongs to your service provider: your account can use it but not change it.',
      ),
    ).toBeInTheDocument();
    expect(cellOf(provider!, 'Used by')).toHaveTextContent(/^All accounts$/);

    const [own] = rowsWith(table, 'OpenAI');
    expect(within(own!).getByRole('link', { name: 'Edit OpenAI' })).toBeInTheDocument();
    expect(within(own!).getByRole('button', { name: 'Delete OpenAI' })).toBeInTheDocument();
    expect(within(own!).queryByText('Read-only')).toBeNull();
    expect(cellOf(own!, 'Used by')).toHaveTextContent(/^Acme Sales$/);
    // Five of each: every provider's row is marked, no own row is.
    expect(within(table).getAllByText('Read-only')).toHaveLength(5);
    expect(within(table).getAllByRole('button', { name: /^Delete / })).toHaveLength(5);
  });

  it("marks nothing read-only for a provider user, who changes its provider's credentials", async () => {
    const table = await open('sp-admin', 'All accounts');
    expect(within(table).getAllByRole('button', { name: /^Delete / })).toHaveLength(5);
    expect(within(table).queryAllByText('Read-only')).toEqual([]);
  });

  it('marks nothing read-only for a view-only user, who changes nothing', async () => {
    const table = await open('viewer', 'All accounts');
    expect(within(table).queryAllByRole('button', { name: /^Delete / })).toEqual([]);
    expect(within(table).queryAllByText('Read-only')).toEqual([]);
  });
});
