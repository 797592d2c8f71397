import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SpeechCredential } from '../../api/speech.ts';
import { cellOf, openList, rowsWith } from '../../test/listPage.tsx';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { changeListAnswer, descendingBy } from '../../test/requests.ts';
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
    // It may test it (the real server lets it), not change or delete it.
    expect(
      within(provider!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Test AWS']);
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

  it("tests its provider's credential from the row: the outcome is told, the last test read again", async () => {
    const { harness } = await openConsoleAs(
      sandbox.apiBase,
      'acct-admin',
      '/internal/speech-services',
    );
    const table = await screen.findByRole('table', { name: 'Speech services' });
    const test = await within(table).findByRole('button', { name: 'Test Microsoft' });
    const lastTest = () => cellOf(rowsWith(table, 'Microsoft')[0]!, 'Last test');
    expect(lastTest()).toHaveTextContent('TTS okSTT failed');
    await userEvent.setup().click(test);
    await waitFor(() =>
      expect(harness.notifications).toEqual([
        { kind: 'success', text: 'Connection test successful' },
      ]),
    );
    await waitFor(() => expect(lastTest()).toHaveTextContent('TTS okSTT ok'));
  });

  it("marks nothing read-only for a provider user, who changes its provider's credentials", async () => {
    const table = await open('sp-admin', 'All accounts');
    expect(within(table).getAllByRole('button', { name: /^Delete / })).toHaveLength(5);
    expect(within(table).queryAllByText('Read-only')).toEqual([]);
  });

  it("lists one vendor's credentials by label, whatever order they come in", async () => {
    const sales = await sandbox.accountSid('Acme Sales');
    const reads = changeListAnswer<SpeechCredential>(
      sandbox.apiBase,
      `/Accounts/${sales}/SpeechCredentials`,
      descendingBy((credential) => credential.label ?? ''),
    );
    const table = await open('acct-admin', 'Acme Sales');
    // Google and Deepgram: one of Acme Sales and one of its provider, one of each labelled.
    for (const vendor of ['Google', 'Deepgram']) {
      const labels = rowsWith(table, vendor).map((row) => cellOf(row, 'Label')?.textContent);
      expect(labels, vendor).toHaveLength(2);
      expect(labels[0], vendor).toBe('');
      expect(labels[1], vendor).not.toBe('');
    }
    expect(reads.length).toBeGreaterThan(0);
  });

  it('marks nothing read-only for a view-only user, who changes nothing', async () => {
    const table = await open('viewer', 'All accounts');
    expect(within(table).queryAllByRole('button', { name: /^Delete / })).toEqual([]);
    expect(within(table).queryAllByText('Read-only')).toEqual([]);
  });
});
