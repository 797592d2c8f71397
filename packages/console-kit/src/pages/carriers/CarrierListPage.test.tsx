import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellOf, openList, rowsWith } from '../../test/listPage.tsx';
import { testSandbox } from '../../test/sandbox.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

const open = (username: string) =>
  openList(sandbox.apiBase, {
    username,
    path: '/internal/carriers',
    table: 'Carriers',
    named: 'Acme Sales',
  });
const PROVIDER_OWNED =
  'Acme Voice Backup belongs to your service provider: your account can use it but not change it.';

describe('CarrierListPage', () => {
  it("shows an account user its provider's carriers read-only, used by all accounts; its own it may change", async () => {
    const table = await open('acct-admin');
    const [provider] = rowsWith(table, 'Acme Voice Backup');
    expect(within(provider!).queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(within(provider!).queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(within(provider!).getByText('Read-only')).toBeInTheDocument();
    expect(within(provider!).getByText(PROVIDER_OWNED)).toHaveClass('ck:sr-only');
    expect(within(provider!).getByTitle(PROVIDER_OWNED)).toBeInTheDocument();
    expect(cellOf(provider!, 'Used by')).toHaveTextContent(/^All accounts$/);
    // Its page still opens, read-only (the form says so).
    expect(within(provider!).getByRole('link', { name: 'Acme Voice Backup' })).toBeInTheDocument();

    const [own] = rowsWith(table, 'Acme Sales PBX');
    expect(within(own!).getByRole('link', { name: 'Edit Acme Sales PBX' })).toBeInTheDocument();
    expect(within(own!).getByRole('button', { name: 'Delete Acme Sales PBX' })).toBeInTheDocument();
    expect(within(own!).queryByText('Read-only')).toBeNull();
    expect(cellOf(own!, 'Used by')).toHaveTextContent(/^Acme Sales$/);
  });

  it("marks nothing read-only for a provider user, who changes its provider's carriers", async () => {
    const table = await open('sp-admin');
    const [provider] = rowsWith(table, 'Acme Voice Backup');
    expect(
      within(provider!).getByRole('button', { name: 'Delete Acme Voice Backup' }),
    ).toBeTruthy();
    expect(cellOf(provider!, 'Used by')).toHaveTextContent(/^All accounts$/);
    expect(within(table).queryAllByText('Read-only')).toEqual([]);
  });

  it('marks nothing read-only for a view-only user, who changes nothing', async () => {
    const table = await open('viewer');
    expect(within(table).queryAllByRole('button', { name: /^Delete / })).toEqual([]);
    expect(within(table).queryAllByText('Read-only')).toEqual([]);
  });
});
