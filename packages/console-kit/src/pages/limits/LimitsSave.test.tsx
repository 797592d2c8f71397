import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

/** Arms faults on every limit write: a write the form sends hits one and fails visibly. */
async function armLimitWrites() {
  for (const method of ['POST', 'DELETE']) {
    await sandbox.fault({
      path: '/Limits$',
      method,
      status: 500,
      body: { msg: 'limit written' },
      times: 100,
    });
  }
}
/** How many limit writes reached the sandbox since armLimitWrites. */
async function limitWrites(): Promise<number> {
  const faults = (await (await fetch(`${sandbox.url}/_sandbox/faults`)).json()) as {
    path: string;
    remaining: number;
  }[];
  return faults.filter((f) => f.path === '/Limits$').reduce((n, f) => n + 100 - f.remaining, 0);
}

async function openAs(user: string, path: string | ((token: string) => Promise<string>)) {
  const token = await signIn(sandbox.apiBase, user, 'Demo-pass-1');
  const start = typeof path === 'string' ? path : await path(token);
  const harness = createTestConsole({ apiBase: sandbox.apiBase, token, path: start });
  render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  return { harness, token };
}

async function read<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${sandbox.apiBase}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await res.json()) as T;
}

const sidOf = async (token: string, list: string, key: string, name: string) =>
  (await read<Record<string, string>[]>(token, `/${list}`)).find((r) => r.name === name)![key]!;

const field = (name: string) => screen.findByRole('textbox', { name });

describe('limits on the Settings service provider tab', () => {
  it('shows every limit the provider holds and an unchanged Save writes none', async () => {
    const { harness } = await openAs('ops-lead', '/internal/settings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Service provider' }));
    expect(await field('Max calls')).toHaveValue('500');
    expect(await field('Licensed calls')).toHaveValue('1000');
    expect(await field('Licensed minutes')).toHaveValue('100000');
    await armLimitWrites();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(harness.notifications).toContainEqual({ kind: 'success', text: 'Settings updated' }),
    );
    expect(await limitWrites()).toBe(0);
  });

  it('shows a provider user the license limits read-only, and writes only what changed', async () => {
    const { harness, token } = await openAs('sp-admin', '/internal/settings');
    const licensed = await field('Licensed calls');
    expect(licensed).toHaveValue('1000');
    expect(licensed).toBeDisabled();
    await userEvent.clear(await field('Max calls'));
    await userEvent.type(await field('Max calls'), '450');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(harness.notifications).toContainEqual({ kind: 'success', text: 'Settings updated' }),
    );
    const sid = await sidOf(token, 'ServiceProviders', 'service_provider_sid', 'Acme Voice');
    const limits = await read<{ category: string; quantity: number }[]>(
      token,
      `/ServiceProviders/${sid}/Limits`,
    );
    // By category (a real server lists them by sid).
    expect(limits.map((l) => [l.category, l.quantity]).sort()).toEqual([
      ['voice_call_minutes_license', 100000],
      ['voice_call_session', 450],
      ['voice_call_session_license', 1000],
    ]);
  });
});

describe('limits on the account form', () => {
  it('shows both units of an account and an unchanged Save writes no limit', async () => {
    const { harness } = await openAs(
      'sp-admin',
      async (token) =>
        `/internal/accounts/${await sidOf(token, 'Accounts', 'account_sid', 'Acme Sales')}/edit`,
    );
    expect(await field('Max calls')).toHaveValue('50');
    expect(await field('Max minutes')).toHaveValue('20000');
    await armLimitWrites();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(harness.notifications.length).toBeGreaterThan(0));
    expect(await limitWrites()).toBe(0);
  });
});
