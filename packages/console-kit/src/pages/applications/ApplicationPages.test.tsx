import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordReads } from '../../test/requests.ts';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';
import { envFields } from './envRules.ts';
import { EnvSection } from './EnvSection.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

describe('ApplicationListPage', () => {
  it('pages an account on the server and filters by name once typing stops', async () => {
    const { harness } = await openConsoleAs(sandbox.apiBase, 'sp-admin', '/internal/applications');
    const user = userEvent.setup();
    const account = await screen.findByRole('combobox', { name: 'Account' });
    await screen.findByRole('option', { name: 'Acme Sales' });
    await user.selectOptions(account, 'Acme Sales');
    expect(await screen.findByText('Total: 30 record(s)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Applications' });
    expect(within(table).getAllByRole('link')).toHaveLength(25);
    expect(harness.storage.get('accountFilter')).toBe(
      (screen.getByRole('option', { name: 'Acme Sales' }) as HTMLOptionElement).value,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Filter applications by name' }), 'ivr');
    expect(screen.getByText('Total: 30 record(s)')).toBeInTheDocument();
    expect(await screen.findByText('Total: 2 record(s)', {}, { timeout: 3000 })).toBeVisible();
  });
});

describe('ApplicationListPage: all accounts', () => {
  it("opens on every account's applications, painted before the accounts come", async () => {
    await sandbox.fault({ path: '^/Accounts$', method: 'GET', mode: 'pass', delay: 1500 });
    const { harness } = await openConsoleAs(sandbox.apiBase, 'sp-admin', '/internal/applications');
    const account = await screen.findByRole('combobox', { name: 'Account' });
    expect(account).toHaveValue('');
    // Two accounts' applications, by name, before the accounts list has come.
    expect(await screen.findByText('Total: 34 record(s)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Applications' });
    expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeInTheDocument();
    // Two accounts have an 'Order status': the Account column tells them apart.
    const accountsOf = (name: string) =>
      within(table)
        .getAllByRole('link', { name })
        .map((link) => link.closest('tr')!.cells[1]!.textContent);
    expect(accountsOf('Order status')).toEqual(['', '']);
    expect(within(account).queryByRole('option', { name: 'Acme Sales' })).toBeNull();

    // The accounts come: their names fill in, and the filter offers them.
    await waitFor(
      () => expect(accountsOf('Order status').sort()).toEqual(['Acme Sales', 'Northwind Traders']),
      { timeout: 5000 },
    );
    expect(within(account).getByRole('option', { name: 'Acme Sales' })).toBeInTheDocument();

    // One account: no Account column; back to all: nothing remembered, as for a new user.
    const user = userEvent.setup();
    await user.selectOptions(account, 'Acme Sales');
    expect(await screen.findByText('Total: 30 record(s)')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Account' })).toBeNull();
    await user.selectOptions(account, 'All accounts');
    expect(await screen.findByText('Total: 34 record(s)')).toBeInTheDocument();
    expect(harness.storage.get('accountFilter')).toBeNull();
    expect(harness.router.location().search).not.toMatch(/account=/);

    // The name filter works across the accounts too.
    await user.type(
      screen.getByRole('searchbox', { name: 'Filter applications by name' }),
      'queue',
    );
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeLessThan(5), {
      timeout: 3000,
    });
    expect(within(table).getByRole('link', { name: 'Support queue' })).toBeInTheDocument();
  });

  it("an admin's list is the provider's accounts' applications, not every provider's", async () => {
    // An admin's GET /Applications holds every provider's applications (a real server's
    // /ServiceProviders/{sid}/Applications does too, for every user): kept to the accounts.
    await sandbox.fault({ path: '^/Accounts$', method: 'GET', mode: 'pass', delay: 1500 });
    const reads = recordReads(sandbox.apiBase);
    await openConsoleAs(sandbox.apiBase, 'ops-lead', '/internal/applications');
    // The applications have come (the accounts are asked for after them): the rows and their
    // total wait for the accounts.
    await waitFor(() => expect(reads.map((read) => read.path)).toContain('/Accounts'));
    expect(screen.getByRole('table', { name: 'Applications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText(/^Total:/)).toBeNull();
    expect(
      await screen.findByText('Total: 34 record(s)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Applications' });
    expect(within(table).getAllByRole('link', { name: 'Order status' })).toHaveLength(2);
    expect(within(table).queryByRole('link', { name: 'Harbor reception' })).toBeNull();
  });

  it('an account user keeps its own account, without a choice or an Account column', async () => {
    await openConsoleAs(sandbox.apiBase, 'acct-admin', '/internal/applications');
    expect(await screen.findByText('Total: 30 record(s)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Applications' });
    expect(within(table).queryByRole('columnheader', { name: 'Account' })).toBeNull();
  });
});

describe('a list that cannot be read', () => {
  it("says why and reads it again on 'Try again'", async () => {
    await sandbox.fault({
      path: '/Applications$',
      method: 'GET',
      status: 500,
      body: { msg: 'applications store offline' },
    });
    await openConsoleAs(sandbox.apiBase, 'acct-admin', '/internal/applications');
    expect(await screen.findByText(/applications store offline/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total: 30 record(s)')).toBeInTheDocument();
    expect(screen.queryByText(/applications store offline/)).not.toBeInTheDocument();
  });
});

describe('ApplicationEditPage', () => {
  async function openInboundIvr() {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const apps = (await (
      await fetch(`${sandbox.apiBase}/Applications`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { application_sid: string; name: string }[];
    const sid = apps.find((app) => app.name === 'Inbound sales IVR')!.application_sid;
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      path: `/internal/applications/${sid}/edit`,
    });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    const read = async () =>
      (
        (await (
          await fetch(`${sandbox.apiBase}/Applications/${sid}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()) as { env_vars: unknown }
      ).env_vars;
    return { harness, read };
  }

  it('shows and edits the saved variables of a webhook that describes none (204)', async () => {
    const { harness, read } = await openInboundIvr();
    const greeting = await screen.findByRole('textbox', { name: 'GREETING' });
    expect(greeting).toHaveValue('Thanks for calling Acme Sales');
    expect(screen.getByRole('spinbutton', { name: 'MAX_WAIT_SECONDS' })).toHaveValue(45);
    expect(
      await screen.findByText('The calling webhook does not describe its environment variables.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByRole('spinbutton', { name: 'MAX_WAIT_SECONDS' }));
    await user.type(screen.getByRole('spinbutton', { name: 'MAX_WAIT_SECONDS' }), '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(harness.router.location().pathname).toBe('/internal/applications'));
    expect(await read()).toEqual({
      GREETING: 'Thanks for calling Acme Sales',
      MAX_WAIT_SECONDS: 60,
    });
  });

  it("a Save the server refuses as not the user's says so in the spec's words; the form stays", async () => {
    const { harness } = await openInboundIvr();
    const greeting = await screen.findByRole('textbox', { name: 'GREETING' });
    await sandbox.fault({
      path: '^/Applications/',
      method: 'PUT',
      status: 403,
      body: { msg: 'insufficient privileges' },
    });
    const user = userEvent.setup();
    await user.type(greeting, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => harness.notifications.map((n) => n.text))
      .toContain(
        'You do not have permissions to make changes to this Application: insufficient privileges',
      );
    expect(harness.router.location().pathname).toMatch(/\/edit$/);
    expect(greeting).toHaveValue('Thanks for calling Acme Sales!');
  });

  it('sends no update for an unchanged Save', async () => {
    const { harness } = await openInboundIvr();
    await screen.findByRole('textbox', { name: 'GREETING' });
    await sandbox.fault({
      path: '^/Applications/',
      method: 'PUT',
      status: 500,
      body: { msg: 'written' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(harness.router.location().pathname).toBe('/internal/applications'));
    expect(harness.notifications.map((n) => n.kind)).not.toContain('error');
    const faults = (await (await fetch(`${sandbox.url}/_sandbox/faults`)).json()) as unknown[];
    expect(faults).toHaveLength(1);
  });
});

describe('EnvSection', () => {
  const fields = envFields({
    API_KEY: { type: 'string', obscure: true, required: true },
    MODE: { type: 'string', enum: ['fast', 'slow'], default: 'fast' },
    PROMPT: { type: 'string', uiHint: 'textarea', description: 'What the bot is told' },
    KEY_FILE: { type: 'string', uiHint: 'filepicker' },
  });

  function renderSection(env: Record<string, string> = {}, readOnly = false) {
    const harness = createTestConsole({ apiBase: sandbox.apiBase });
    const changes: [string, string][] = [];
    render(
      <EnvSection
        lookup={{ fields, loading: false, failed: false }}
        env={env}
        readOnly={readOnly}
        onChange={(name, value) => changes.push([name, value])}
      />,
      { wrapper: harness.Wrapper },
    );
    return changes;
  }

  it('draws each variable as the control its definition asks for', () => {
    renderSection({ MODE: 'medium' });
    expect(screen.getByLabelText(/^API_KEY/)).toHaveAttribute('type', 'password');
    // A saved value the definition no longer lists stays visible.
    expect(screen.getByRole('combobox', { name: 'MODE' })).toHaveValue('medium');
    expect(screen.getByRole('textbox', { name: 'PROMPT' }).tagName).toBe('TEXTAREA');
    expect(screen.getByText('What the bot is told')).toBeInTheDocument();
    expect(screen.getByLabelText('KEY_FILE')).toHaveAttribute('type', 'file');
  });

  it('never puts an obscured variable into the page of a user who cannot change it', () => {
    renderSection({ API_KEY: 'sk-live-secret' }, true);
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('sk-live-secret');
    expect(screen.getByLabelText(/^API_KEY/)).not.toHaveValue('sk-live-secret');
  });

  it('reads a picked file as text, and says why when it cannot', async () => {
    const changes = renderSection();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('KEY_FILE'), new File(['secret-key'], 'key.pem'));
    expect(changes).toContainEqual(['KEY_FILE', 'secret-key']);

    const broken = new File(['x'], 'broken.pem');
    Object.defineProperty(broken, 'text', { value: () => Promise.reject(new Error('disk gone')) });
    await user.upload(screen.getByLabelText('KEY_FILE'), broken);
    expect(await screen.findByText('Failed to read file: disk gone')).toBeInTheDocument();
  });

  it('says quietly when the webhook describes no variables', () => {
    const harness = createTestConsole({ apiBase: sandbox.apiBase });
    render(
      <EnvSection
        lookup={{ fields: null, loading: false, failed: true }}
        env={{}}
        readOnly={false}
        onChange={() => {}}
      />,
      { wrapper: harness.Wrapper },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The calling webhook does not describe its environment variables',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
