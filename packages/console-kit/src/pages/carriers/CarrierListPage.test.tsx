import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../testing.tsx';
import { cellOf, openList, rowsWith } from '../../test/listPage.tsx';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { recordReads } from '../../test/requests.ts';
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
/** The names in the table's rows, top to bottom. */
const shownNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) => cellOf(row, 'Name')?.textContent);

/**
 * Stores `count` carriers of sp-admin's provider, 'Route 01', 'Route 02'..., named after the
 * sandbox gave them their sids so that names and sids sort opposite ways: a server that answers by
 * sid (as a real one does, pages too) sends them Z to A. Gives their names A to Z.
 */
async function addRoutesAgainstSidOrder(count: number) {
  const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
  const call = async (method: string, path: string, body?: object) => {
    const answer = await fetch(`${sandbox.apiBase}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    expect(answer.ok, `${method} ${path}`).toBe(true);
    return answer.status === 204 ? null : ((await answer.json()) as unknown);
  };
  const [provider] = (await call('GET', '/ServiceProviders')) as { service_provider_sid: string }[];
  const sids: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = { name: `Unnamed ${i}`, service_provider_sid: provider!.service_provider_sid };
    sids.push(((await call('POST', '/VoipCarriers', body)) as { sid: string }).sid);
  }
  const names = sids.map((_, i) => `Route ${String(i + 1).padStart(2, '0')}`);
  const bySid = [...sids].sort();
  for (const [i, sid] of bySid.entries()) {
    await call('PUT', `/VoipCarriers/${sid}`, { name: names[count - 1 - i] });
  }
  return names;
}

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

  it('shows the carriers by name across pages, from one whole list the server gives by sid', async () => {
    const routes = await addRoutesAgainstSidOrder(27);
    const reads = recordReads(sandbox.apiBase);
    const table = await openList(sandbox.apiBase, {
      username: 'sp-admin',
      path: '/internal/carriers?name=route&page=2',
      table: 'Carriers',
      named: 'Route 26',
    });
    expect(shownNames(table)).toEqual(routes.slice(25));
    expect(screen.getByTestId('total')).toHaveTextContent('Total: 27 record(s)');

    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(shownNames(table)).toEqual(routes.slice(0, 25)));
    // Read once, whole: no page and no filter asked of the server.
    const carrierReads = reads.filter((read) => read.path.includes('VoipCarriers'));
    expect(carrierReads.map((read) => read.path)).toEqual([
      expect.stringMatching(/^\/ServiceProviders\/[^/?]+\/VoipCarriers$/),
    ]);
  });

  it("filters by name, and by the account that uses a carrier: its own and its provider's", async () => {
    const table = await open('sp-admin');
    const filter = screen.getByRole('searchbox', { name: 'Filter carriers by name' });
    await userEvent.type(filter, 'VOICE');
    await waitFor(() =>
      expect(shownNames(table)).toEqual(['Acme Voice Backup', 'Acme Voice PSTN']),
    );
    await userEvent.clear(filter);
    await waitFor(() => expect(shownNames(table)).toContain('Fabrikam Freight Trunk'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Used by' }), 'Acme Sales');
    await waitFor(() =>
      expect(shownNames(table)).toEqual([
        'Acme Sales PBX',
        'Acme SMS Hub',
        'Acme Voice Backup',
        'Acme Voice PSTN',
        'Legacy TDM Gateway',
        'Metro Fiber SIP',
      ]),
    );
  });

  it("drops a 'Used by' account of another provider (an old link) once the accounts have come: every carrier shows", async () => {
    const harbor = await sandbox.accountSid('Harbor Main');
    await openConsoleAs(sandbox.apiBase, 'sp-admin', `/internal/carriers?usedBy=${harbor}`);
    const table = await screen.findByRole('table', { name: 'Carriers' });
    // An account's own carrier, which the other provider's account does not use.
    await waitFor(() => expect(shownNames(table)).toContain('Fabrikam Freight Trunk'));
    expect(screen.getByRole('combobox', { name: 'Used by' })).toHaveValue('');
  });

  it("shows the server's message when the list cannot be read, then its carriers on Try again; a filter matching none says so", async () => {
    await sandbox.fault({
      path: '^/ServiceProviders/[^/]+/VoipCarriers$',
      method: 'GET',
      status: 500,
      body: { msg: 'carrier store offline' },
      times: 1,
    });
    await openConsoleAs(sandbox.apiBase, 'sp-admin', '/internal/carriers');
    expect(await screen.findByText(/carrier store offline/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Carriers' });
    await waitFor(() => expect(shownNames(table)).toContain('Acme Voice PSTN'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter carriers by name' }), 'zz');
    expect(await screen.findByText('No Carriers.')).toBeInTheDocument();
  });
});
