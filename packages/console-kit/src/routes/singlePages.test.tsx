import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testSandbox } from '../test/sandbox.ts';
import { createTestConsole, signIn } from '../testing.tsx';
import type { Call, TimePage } from '../api/calls.ts';
import { AccountListPage, CallDetailsPage, ClientAddPage, ClientListPage } from './singlePages.tsx';

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

  it('shows one call of an account by its SID, and says so when there is none', async () => {
    const harness = await asAccountAdmin();
    const { accountSid, call } = await aSalesCall();
    const { unmount } = render(
      <CallDetailsPage accountSid={accountSid} callSid={call.call_sid} />,
      {
        wrapper: harness.Wrapper,
      },
    );
    expect(
      await screen.findByRole('heading', { name: `Call ${call.call_sid}` }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText(call.call_sid)).not.toHaveLength(0);
    unmount();

    render(<CallDetailsPage accountSid={accountSid} callSid="no-such-call" />, {
      wrapper: harness.Wrapper,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No call no-such-call in the last 30 days.',
    );
  });

  it('says why a call could not be read, and reads it again', async () => {
    const harness = await asAccountAdmin();
    const { accountSid, call } = await aSalesCall();
    await sandbox.fault({
      path: '/RecentCalls$',
      method: 'GET',
      status: 500,
      body: { msg: 'call store offline' },
      times: 1,
    });
    render(<CallDetailsPage accountSid={accountSid} callSid={call.call_sid} />, {
      wrapper: harness.Wrapper,
    });
    expect(await screen.findByText(/call store offline/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText(call.call_sid)).not.toHaveLength(0);
    expect(screen.queryByText(/call store offline/)).not.toBeInTheDocument();
  });
});

/** A call of Acme Sales, as its account user reads it through the API. */
async function aSalesCall() {
  const token = await signIn(sandbox.apiBase, 'acct-admin', 'Demo-pass-1');
  const headers = { Authorization: `Bearer ${token}` };
  const [account] = (await (await fetch(`${sandbox.apiBase}/Accounts`, { headers })).json()) as {
    account_sid: string;
  }[];
  const accountSid = account!.account_sid;
  const url = `${sandbox.apiBase}/Accounts/${accountSid}/RecentCalls?page=1&count=5&days=30`;
  const [call] = ((await (await fetch(url, { headers })).json()) as TimePage<Call>).data;
  return { accountSid, call: call! };
}
