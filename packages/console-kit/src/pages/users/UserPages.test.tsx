import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { recordWrites } from '../../test/requests.ts';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

async function openUser(name: string) {
  const token = await signIn(sandbox.apiBase, 'ops-lead', 'Demo-pass-1');
  const users = (await (
    await fetch(`${sandbox.apiBase}/Users`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { user_sid: string; name: string }[];
  const sid = users.find((user) => user.name === name)!.user_sid;
  const writes = recordWrites(sandbox.apiBase);
  const harness = createTestConsole({
    apiBase: sandbox.apiBase,
    token,
    path: `/internal/users/${sid}/edit`,
  });
  render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  await screen.findByDisplayValue(name);
  return { sid, writes, harness, user: userEvent.setup() };
}

describe('UserForm (edit)', () => {
  it('sends no write when nothing changed', async () => {
    const { writes, harness, user } = await openUser('sp-admin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(harness.router.location().pathname).toBe('/internal/users');
    expect(writes).toEqual([]);
  });

  it('saves an admin and a provider user with only what changed (no null sids)', async () => {
    const admin = await openUser('ops-lead');
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await admin.user.clear(email);
    await admin.user.type(email, 'lead@example.net');
    await admin.user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => admin.harness.notifications.map((n) => n.text))
      .toContain('User updated successfully');
    expect(admin.writes).toEqual([
      {
        method: 'PUT',
        path: `/Users/${admin.sid}`,
        body: { email: 'lead@example.net', is_view_only: false },
      },
    ]);
  });

  it('deactivates a provider user (is_view_only goes along, as a real server needs)', async () => {
    const { sid, writes, harness, user } = await openUser('acme-noc');
    await user.click(screen.getByRole('checkbox', { name: /^Active/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => harness.notifications.map((n) => n.text))
      .toContain('User updated successfully');
    expect(writes).toEqual([
      { method: 'PUT', path: `/Users/${sid}`, body: { is_active: false, is_view_only: false } },
    ]);
  });
});

describe('UserListPage', () => {
  it('drops an account of another provider in its link once the accounts have come: every user of the provider shows', async () => {
    const harbor = await sandbox.accountSid('Harbor Main');
    await openConsoleAs(sandbox.apiBase, 'sp-admin', `/internal/users?account=${harbor}`);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('acct-admin')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue('');
  });
});
