import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${sandbox.apiBase}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

let harness: ReturnType<typeof createTestConsole>;

/** Signs in; `start` renders the Settings page. */
async function open(user: string) {
  const token = await signIn(sandbox.apiBase, user, 'Demo-pass-1');
  harness = createTestConsole({ apiBase: sandbox.apiBase, token, path: '/internal/settings' });
  return { token, start: () => render(<ConsoleRoutes />, { wrapper: harness.Wrapper }) };
}

const saved = (text: string) =>
  waitFor(() => expect(harness.notifications).toContainEqual({ kind: 'success', text }));

describe('Settings: a Save keeps what it does not show', () => {
  it("shows the provider's registration webhook and keeps it when the name changes", async () => {
    const { token, start } = await open('sp-admin');
    type Provider = { service_provider_sid: string; name: string; registration_hook: unknown };
    const acme = () =>
      api(token, 'GET', '/ServiceProviders').then((list) =>
        (list as Provider[]).find((p) => p.service_provider_sid === sid),
      );
    const sid = ((await api(token, 'GET', '/ServiceProviders')) as Provider[])[0]!
      .service_provider_sid;
    const hook = {
      url: 'https://hooks.example.com/reg',
      method: 'POST',
      username: 'u',
      password: 'p',
    };
    await api(token, 'PUT', `/ServiceProviders/${sid}`, { registration_hook: hook });
    start();
    // Shown, for a user who may change it.
    expect(await screen.findByRole('textbox', { name: 'Registration webhook' })).toHaveValue(
      hook.url,
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Voice Cloud');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await saved('Settings updated');
    expect(await acme()).toMatchObject({ name: 'Acme Voice Cloud', registration_hook: hook });
  });

  it('an unchanged Save of the admin tab writes nothing', async () => {
    const { start } = await open('ops-lead');
    start();
    await screen.findByRole('textbox', { name: 'Private network CIDR' });
    for (const path of ['^/SystemInformation$', '^/PasswordSettings$']) {
      await sandbox.fault({ path, method: 'POST', status: 500, body: { msg: 'written' } });
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await saved('Admin settings updated successfully');
    const faults = (await (await fetch(`${sandbox.url}/_sandbox/faults`)).json()) as unknown[];
    expect(faults).toHaveLength(2);
  });
});
