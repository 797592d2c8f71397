import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestConsole, signIn } from '../testing.tsx';
import { testSandbox } from '../test/sandbox.ts';
import { ConsoleRoutes } from './ConsoleRoutes.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

function renderConsole(options: Partial<Parameters<typeof createTestConsole>[0]> = {}) {
  const harness = createTestConsole({ apiBase: sandbox.apiBase, ...options });
  render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  const path = () => harness.router.location().pathname;
  return { ...harness, path };
}

async function fillSignIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('ConsoleRoutes', () => {
  it('signs a service provider user in and shows the shell on the accounts page', async () => {
    const { path, storage } = renderConsole();
    await fillSignIn('sp-admin', 'Demo-pass-1');
    await waitFor(() => expect(path()).toBe('/internal/accounts'));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
    expect(storage.get('token')).toMatch(/^ey/);
  });

  it('says when the credentials are wrong and keeps the username', async () => {
    renderConsole();
    await fillSignIn('sp-admin', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login credentials are incorrect.');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('sp-admin');
  });

  it('sends a signed-out visitor of an internal page to sign-in with the spec message', async () => {
    const { path } = renderConsole({ path: '/internal/carriers' });
    await waitFor(() => expect(path()).toBe('/'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must log in to view that page.',
    );
  });

  it('forces the first password change with the policy messages, then lands', async () => {
    const { path } = renderConsole();
    const user = await fillSignIn('admin', 'admin');
    await waitFor(() => expect(path()).toBe('/create-password'));
    const password = await screen.findByLabelText(/^New password/, { selector: 'input' });
    await user.type(password, 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    const rules = await screen.findByText('Password must:');
    expect(rules.parentElement).toHaveTextContent('Be at least 8 characters long');
    expect(rules.parentElement).toHaveTextContent('Contain at least one number');
    expect(password).toHaveValue('short');
    await user.clear(password);
    await user.type(password, 'Better-pass-9');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    const confirm = screen.getByLabelText(/^Confirm new password/, { selector: 'input' });
    await user.clear(confirm);
    await user.type(confirm, 'Better-pass-9');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(path()).toBe('/internal/accounts'));
  });

  it('has no forgot-password route while the flag is off, and has it when on', async () => {
    renderConsole({ path: '/forgot-password' });
    expect(
      await screen.findByRole('heading', { name: "That page doesn't exist." }),
    ).toBeInTheDocument();
  });

  it('offers forgot-password from the sign-in page when the flag is on', async () => {
    const { path } = renderConsole({ features: { forgotPassword: true } });
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot Password' }));
    expect(path()).toBe('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderConsole({ path: '/internal/nothing-here' });
    expect(
      await screen.findByRole('heading', { name: "That page doesn't exist." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('uses the host messages where it overrides them', async () => {
    renderConsole({ messages: { 'signIn.title': 'Welcome back' } });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('lands an account user on its own account with its own navigation', async () => {
    const token = await signIn(sandbox.apiBase, 'acct-admin', 'Demo-pass-1');
    const { path } = renderConsole({ token, path: '/' });
    await waitFor(() => expect(path()).toMatch(/^\/internal\/accounts\/[0-9a-f-]{36}\/edit$/));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).not.toHaveTextContent('Settings');
    expect(screen.getByRole('combobox', { name: 'Service provider' })).toBeDisabled();
  });
});
