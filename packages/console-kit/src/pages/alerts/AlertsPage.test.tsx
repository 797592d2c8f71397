import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

async function openAlerts(username: string) {
  const token = await signIn(sandbox.apiBase, username, 'Demo-pass-1');
  const harness = createTestConsole({ apiBase: sandbox.apiBase, token, path: '/internal/alerts' });
  render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  const table = await screen.findByRole('table', { name: 'Alerts' });
  await waitFor(() => expect(within(table).getAllByRole('button').length).toBeGreaterThan(0));
  return table;
}

const accountCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.lastElementChild!.textContent);

describe('AlertsPage', () => {
  it("names each alert's account, filled in when the accounts come, never waited for", async () => {
    await sandbox.fault({ path: '^/Accounts$', method: 'GET', mode: 'pass', delay: 1500 });
    const table = await openAlerts('sp-admin');
    expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeInTheDocument();
    // The rows came first: no account is named yet, and no id shows in its place.
    expect(accountCells(table).filter((cell) => /Acme|[0-9a-f]{8}-/.test(cell ?? ''))).toEqual([]);
    await waitFor(() => expect(accountCells(table)).toContain('Acme Sales'), { timeout: 5000 });
    // Every account is named (a provider's own alert names none): no ids.
    expect(accountCells(table).filter((cell) => /[0-9a-f]{8}-/.test(cell!))).toEqual([]);
    expect(accountCells(table).filter(Boolean).length).toBeGreaterThan(2);

    // An alert opens to its account by name, linked to its page, and its raw JSON.
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.lastElementChild!.textContent === 'Acme Sales')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button'));
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
