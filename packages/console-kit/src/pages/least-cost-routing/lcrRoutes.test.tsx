import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VoipCarrier } from '../../api/carriers.ts';
import { signIn } from '../../testing.tsx';
import { changeListAnswer, descendingBy } from '../../test/requests.ts';
import { offeredNames } from '../../test/choices.ts';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { testSandbox } from '../../test/sandbox.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

async function open(username: string, path: string, leastCostRouting = true) {
  const { harness } = await openConsoleAs(sandbox.apiBase, username, path, {
    features: { leastCostRouting },
  });
  return harness;
}

describe('outbound call routing routes', () => {
  it('do not exist while the flag is off', async () => {
    await open('ops-lead', '/internal/least-cost-routing', false);
    expect(
      await screen.findByRole('heading', { name: "That page doesn't exist." }),
    ).toBeInTheDocument();
  });

  it('list the tables for an admin', async () => {
    await open('ops-lead', '/internal/least-cost-routing');
    expect(await screen.findByRole('link', { name: 'Acme Voice outbound' })).toBeInTheDocument();
  });

  it('send others away from the list with the spec message', async () => {
    const { router, notifications } = await open('sp-admin', '/internal/least-cost-routing');
    await waitFor(() =>
      expect(router.location().pathname).not.toBe('/internal/least-cost-routing'),
    );
    expect(notifications).toContainEqual({
      kind: 'error',
      text: 'You do not have permissions to manage all outbound call routes',
    });
  });

  it('say so when a table does not exist, with the way back to the list', async () => {
    await open(
      'ops-lead',
      '/internal/least-cost-routing/00000000-0000-4000-8000-000000000000/edit',
    );
    expect(
      await screen.findByText("That record doesn't exist. It may have been deleted."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/internal\/least-cost-routing$/),
    );
  });

  it('offer every carrier of the provider, a thousand of them', async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const me = (await (
      await fetch(`${sandbox.apiBase}/Users/me`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { service_provider_sid?: string; user?: { service_provider_sid: string } };
    const provider = me.user?.service_provider_sid ?? me.service_provider_sid ?? '';
    for (let i = 0; i < 1000; i++) {
      const res = await fetch(`${sandbox.apiBase}/VoipCarriers`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Bulk carrier ${i}`, service_provider_sid: provider }),
      });
      expect(res.status).toBe(201);
    }
    await open('ops-lead', '/internal/least-cost-routing/add');
    const defaultCarrier = await screen.findByRole('combobox', { name: 'Default carrier' });
    await waitFor(() =>
      expect(defaultCarrier.querySelectorAll('option').length).toBeGreaterThan(1000),
    );
    expect(screen.getAllByRole('option', { name: 'Bulk carrier 999' }).length).toBeGreaterThan(0);
  }, 30_000);

  it("offer the provider's carriers by name, whatever order they come in", async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const providers = (await (
      await fetch(`${sandbox.apiBase}/ServiceProviders`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { service_provider_sid: string }[];
    const reads = changeListAnswer<VoipCarrier>(
      sandbox.apiBase,
      `/ServiceProviders/${providers[0]!.service_provider_sid}/VoipCarriers`,
      descendingBy((carrier) => carrier.name),
    );
    await open('ops-lead', '/internal/least-cost-routing/add');
    const defaultCarrier = await screen.findByRole('combobox', { name: 'Default carrier' });
    const names = await offeredNames(defaultCarrier);
    // Acme Voice's own carriers (an account's are for that account's table).
    expect(names).toEqual([
      'Acme SMS Hub',
      'Acme Voice Backup',
      'Acme Voice PSTN',
      'Legacy TDM Gateway',
      'Metro Fiber SIP',
    ]);
    expect(reads.length).toBeGreaterThan(0);
  });
});
