import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HostedConfig } from '../../provider/hosted.ts';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole } from '../../testing.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

function renderHosted(path: string) {
  const left: string[] = [];
  const hosted: HostedConfig = {
    serviceProviderSid: 'c10d0000-0000-4000-8000-000000000001',
    origin: 'https://console.example',
    oauth: {
      github: { clientId: 'gh-client', authorizeUrl: `${sandbox.url}/_oauth/github/authorize` },
    },
    leave: (url) => void left.push(url),
  };
  const harness = createTestConsole({
    apiBase: sandbox.apiBase,
    path,
    features: { hostedSystem: true },
    hosted,
  });
  render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  return { ...harness, left, path: () => harness.router.location().pathname };
}

describe('hosted registration pages', () => {
  it('offers only the configured providers, once the terms are accepted', async () => {
    const { left, storage } = renderHosted('/register');
    const user = userEvent.setup();
    const github = await screen.findByRole('button', { name: 'Sign up with GitHub' });
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).toBeNull();
    expect(github).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign up with e-mail' })).toBeDisabled();
    const terms = screen.getByRole('checkbox', { name: /I accept the Terms of Service/ });
    await waitFor(() => expect(terms).toBeEnabled());
    await user.click(terms);
    await user.click(github);
    await waitFor(() => expect(left).toHaveLength(1));
    const url = new URL(left[0]!);
    expect(url.pathname).toBe('/_oauth/github/authorize');
    expect(url.searchParams.get('client_id')).toBe('gh-client');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://console.example/oauth-callback/github',
    );
    expect(url.searchParams.get('state')).toBe(storage.get('oauthState'));
    expect(storage.get('preOauthLocation')).toBe('/register');
  });

  it('refuses a callback whose state is not the stored one, back on the registration', async () => {
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      path: '/oauth-callback/github?code=abc&state=forged',
      features: { hostedSystem: true },
      hosted: { serviceProviderSid: 'sp' },
    });
    harness.storage.set('oauthState', 'stored');
    harness.storage.set('preOauthLocation', '/register');
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    await waitFor(() => expect(harness.router.location().pathname).toBe('/register'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid state');
    // The state is good for one trip.
    expect(harness.storage.get('oauthState')).toBeNull();
  });

  it('is not found when the hosted flag is off', async () => {
    const harness = createTestConsole({ apiBase: sandbox.apiBase, path: '/register' });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    expect(await screen.findByText("That page doesn't exist.")).toBeInTheDocument();
  });
});
