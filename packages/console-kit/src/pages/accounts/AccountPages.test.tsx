import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../api/types.ts';
import type { Features } from '../../provider/features.ts';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { recordWrites, type RecordedRequest } from '../../test/requests.ts';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

/** The seeded secrets of Acme Sales (the sandbox's demo data). */
const BUCKET_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const HOOK_PASSWORD = 'reg-Secret-7';

async function api<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${sandbox.apiBase}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as T;
}

async function salesAccount(token: string): Promise<Account> {
  const accounts = await api<Account[]>(token, '/Accounts');
  return accounts.find((account) => account.name === 'Acme Sales')!;
}

async function openSales(username: string, features: Partial<Features> = {}) {
  const token = await signIn(sandbox.apiBase, username, 'Demo-pass-1');
  const sales = await salesAccount(token);
  const writes = recordWrites(sandbox.apiBase);
  const harness = createTestConsole({
    apiBase: sandbox.apiBase,
    token,
    path: `/internal/accounts/${sales.account_sid}/edit`,
    features,
  });
  render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  await screen.findByDisplayValue('Acme Sales');
  return { token, sales, writes, harness, user: userEvent.setup() };
}

const accountWrites = (writes: RecordedRequest[], sid: string) =>
  writes.filter((write) => write.path.startsWith(`/Accounts/${sid}`) && !/Limits/.test(write.path));

describe('AccountForm (edit)', () => {
  it('sends no account write when nothing changed', async () => {
    const { sales, writes, harness, user } = await openSales('sp-admin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => harness.notifications.map((n) => n.text))
      .toContain('Account updated successfully');
    expect(accountWrites(writes, sales.account_sid)).toEqual([]);
  });

  it('sends only the changed field; the bucket secret it did not touch stays stored', async () => {
    const { token, sales, writes, harness, user } = await openSales('sp-admin');
    const tag = screen.getByRole('textbox', { name: 'Tag 2 value' });
    await user.clear(tag);
    await user.type(tag, '30d');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => harness.notifications.map((n) => n.text))
      .toContain('Account updated successfully');
    const [put, ...others] = accountWrites(writes, sales.account_sid);
    expect(others).toEqual([]);
    expect(Object.keys(put!.body as object)).toEqual(['bucket_credential']);
    // The secret went back as the single read gave it (obscured), and the server kept its own.
    expect((put!.body as Account).bucket_credential?.secret_access_key).toMatch(/^wJalrXX+$/);
    const stored = await salesAccount(token);
    expect(stored.bucket_credential).toMatchObject({
      secret_access_key: BUCKET_SECRET,
      tags: [
        { Key: 'team', Value: 'sales' },
        { Key: 'retention', Value: '30d' },
      ],
    });
  });

  it("a Save the server refuses as not the user's says so in the spec's words; the form keeps the change", async () => {
    const { sales, harness, user } = await openSales('acct-admin');
    await sandbox.fault({
      path: `^/Accounts/${sales.account_sid}$`,
      method: 'PUT',
      status: 403,
      body: { msg: 'insufficient privileges' },
    });
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Acme Sales East');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => harness.notifications.map((n) => n.text))
      .toContain(
        'You do not have permissions to make changes to this Account: insufficient privileges',
      );
    expect(name).toHaveValue('Acme Sales East');
  });

  it("sets an account user's own sip realm through the SipRealms route", async () => {
    const { token, sales, writes, harness, user } = await openSales('acct-admin');
    const realm = screen.getByRole('textbox', { name: /^SIP realm/ });
    await user.clear(realm);
    await user.type(realm, 'desk.acme-voice.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => harness.notifications.map((n) => n.text))
      .toContain('Account updated successfully');
    expect(accountWrites(writes, sales.account_sid)).toEqual([
      {
        method: 'POST',
        path: `/Accounts/${sales.account_sid}/SipRealms/desk.acme-voice.example`,
        body: undefined,
      },
    ]);
    expect((await salesAccount(token)).sip_realm).toBe('desk.acme-voice.example');
  });

  it('never shows a view-only user the secrets, even when the server sends them in clear', async () => {
    const admin = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const clear = await salesAccount(admin);
    // A real server's list answers the bucket secret in clear: answer the single read so too.
    await sandbox.fault({
      path: `^/Accounts/${clear.account_sid}$`,
      method: 'GET',
      status: 200,
      body: clear,
      times: 10,
    });
    await openSales('viewer');
    await screen.findByDisplayValue('acme-sales-recordings');
    const shown = [
      document.body.textContent ?? '',
      ...Array.from(
        document.querySelectorAll('input, textarea'),
        (field) => (field as HTMLInputElement).value,
      ),
    ].join('\n');
    for (const secret of [BUCKET_SECRET, HOOK_PASSWORD, clear.webhook_secret ?? '']) {
      expect(secret).not.toBe('');
      expect(shown).not.toContain(secret);
    }
  });
});

describe('AccountForm (add): the bucket Test', () => {
  async function openAdd(serviceProviderSid?: string) {
    const token = await signIn(sandbox.apiBase, 'ops-lead', 'Demo-pass-1');
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      path: '/internal/accounts/add',
      features: { callRecording: true },
    });
    if (serviceProviderSid) harness.storage.set('serviceProvider', serviceProviderSid);
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Record all calls' }));
    return { token, user };
  }

  it('tests through another account of the provider before the account exists', async () => {
    await openAdd();
    expect(await screen.findByRole('button', { name: 'Test' })).toBeDisabled();
    expect(
      screen.queryByText(/The bucket can be tested once the account is saved/),
    ).not.toBeInTheDocument();
  });

  it('says a save comes first when the provider has no account to test through', async () => {
    const admin = await signIn(sandbox.apiBase, 'ops-lead', 'Demo-pass-1');
    const created = await fetch(`${sandbox.apiBase}/ServiceProviders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Empty Provider' }),
    });
    const { sid } = (await created.json()) as { sid: string };
    await openAdd(sid);
    expect(
      await screen.findByText(
        'The bucket can be tested once the account is saved: the server tests it through an account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test' })).not.toBeInTheDocument();
  });
});

describe('AccountForm (an account user on its own account)', () => {
  it('Cancel restores every field', async () => {
    const { user } = await openSales('acct-admin');
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Typed name');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(name).toHaveValue('Acme Sales');
  });

  it('shows its own limits read-only: an account user never raises them', async () => {
    const { user, writes, harness } = await openSales('acct-admin');
    const maxCalls = screen.getByRole('textbox', { name: 'Max calls' });
    expect(maxCalls).toHaveValue('50');
    expect(maxCalls).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Max minutes' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => harness.notifications.map((n) => n.text))
      .toContain('Account updated successfully');
    expect(writes.filter((write) => write.path.includes('/Limits'))).toEqual([]);
  });
});

describe('AccountForm without account limits for all levels', () => {
  const off = { accountLimitsAllLevels: false };

  it('shows a service provider user no limits and writes none', async () => {
    const { user, writes, harness } = await openSales('sp-admin', off);
    expect(screen.queryByRole('textbox', { name: 'Max calls' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => harness.notifications.map((n) => n.text))
      .toContain('Account updated successfully');
    expect(writes.filter((write) => write.path.includes('/Limits'))).toEqual([]);
  });

  it('shows an account user no limits', async () => {
    await openSales('acct-admin', off);
    expect(screen.queryByRole('textbox', { name: 'Max calls' })).toBeNull();
  });
});
