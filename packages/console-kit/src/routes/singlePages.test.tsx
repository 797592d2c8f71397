import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testSandbox } from '../test/sandbox.ts';
import { createTestConsole, signIn } from '../testing.tsx';
import { AccountListPage, ClientAddPage, ClientListPage } from './singlePages.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

async function asAccountAdmin() {
  const token = await signIn(sandbox.apiBase, 'acct-admin', 'Demo-pass-1');
  // The host's own router is somewhere else entirely: a single page never moves it.
  return createTestConsole({ apiBase: sandbox.apiBase, token, path: '/portal/phones' });
}

describe('a page mounted on its own', () => {
  it("hands a row's page and Add to the host, and keeps its filters to itself", async () => {
    const harness = await asAccountAdmin();
    const onOpen = vi.fn();
    const onAdd = vi.fn();
    render(<ClientListPage onOpen={onOpen} onAdd={onAdd} />, { wrapper: harness.Wrapper });
    const table = await screen.findByRole('table', { name: 'SIP clients' });
    const bob = await within(table).findByRole('link', { name: /^bob@/ });
    await userEvent.click(bob);
    expect(onOpen).toHaveBeenCalledWith(expect.stringMatching(/.+/));
    expect(bob.getAttribute('href')).toContain(onOpen.mock.calls[0]?.[0]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter SIP clients' }), 'nobody');
    expect(await screen.findByText('No SIP clients.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add SIP client' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(harness.router.history).toEqual(['/portal/phones']);
  });

  it("tells the host the new record's sid on a save, and Cancel is done", async () => {
    const harness = await asAccountAdmin();
    const onCreated = vi.fn();
    const onDone = vi.fn();
    render(<ClientAddPage onCreated={onCreated} onDone={onDone} />, { wrapper: harness.Wrapper });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledOnce();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'front-desk');
    await userEvent.type(screen.getAllByLabelText(/^Password/)[0]!, 'Desk-phone-7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    const token = await signIn(sandbox.apiBase, 'acct-admin', 'Demo-pass-1');
    const clients = (await (
      await fetch(`${sandbox.apiBase}/Clients`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { client_sid: string; username: string }[];
    const created = clients.find((client) => client.username === 'front-desk');
    expect(onCreated).toHaveBeenCalledWith(created?.client_sid);
    expect(harness.notifications).toContainEqual({
      kind: 'success',
      text: 'Client created successfully',
    });
    expect(onDone).toHaveBeenCalledOnce();
    expect(harness.router.history).toEqual(['/portal/phones']);
  });

  it('signed out, shows the sign-in in its place and then itself', async () => {
    const harness = createTestConsole({ apiBase: sandbox.apiBase, path: '/portal/phones' });
    render(<ClientListPage />, { wrapper: harness.Wrapper });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'acct-admin');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Demo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('table', { name: 'SIP clients' })).toBeInTheDocument();
    expect(harness.router.history).toEqual(['/portal/phones']);
  });

  it('says so in its place when the user may not see it', async () => {
    const harness = await asAccountAdmin();
    render(<AccountListPage />, { wrapper: harness.Wrapper });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permissions to manage all accounts',
    );
  });
});
