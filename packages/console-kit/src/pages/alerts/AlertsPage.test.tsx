import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { testSandbox } from '../../test/sandbox.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

async function openAlerts(username: string) {
  await openConsoleAs(sandbox.apiBase, username, '/internal/alerts');
  const table = await screen.findByRole('table', { name: 'Alerts' });
  await waitFor(() => expect(within(table).getAllByRole('button').length).toBeGreaterThan(0));
  return table;
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('AlertsPage', () => {
  it("shows a provider's alerts as a real server gives them: no empty Account or Type column", async () => {
    const table = await openAlerts('sp-admin');
    // Provider-wide alerts name no account and no type (a real server's query selects neither).
    expect(headers(table)).toEqual(['Time', 'Message']);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Acme Sales' });
    await user.selectOptions(screen.getByLabelText('Account'), 'Acme Sales');
    await waitFor(() => expect(headers(table)).toEqual(['Time', 'Message', 'Type', 'Account']));

    // An account's alert opens to its account by name, linked to its page, and its raw JSON.
    await user.click(within(table).getAllByRole('button')[0]!);
    const fields = screen.getByLabelText('Fields of the alert');
    const link = within(fields).getByRole('link', { name: 'Acme Sales' });
    expect(link.getAttribute('href')).toMatch(/^\/internal\/accounts\/[^/]+\/edit$/);
    expect(
      within(fields)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).not.toContain('account_sid');
    await user.click(screen.getByRole('button', { name: 'Raw JSON' }));
    expect(screen.getByLabelText('Raw JSON', { selector: 'pre' })).toHaveTextContent(
      '"account_sid":',
    );
  });

  it('has no Account column for an account user', async () => {
    const table = await openAlerts('acct-admin');
    expect(within(table).queryByRole('columnheader', { name: 'Account' })).toBeNull();
  });

  it('holds each message whole in its title, where its one line in the row is cut', async () => {
    const table = await openAlerts('sp-admin');
    const messages = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.children[1]!.querySelector('[title]'));
    expect(messages.length).toBeGreaterThan(2);
    for (const message of messages)
      expect(message!.getAttribute('title')).toBe(message!.textContent);
  });
});
