import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Call, TimePage } from '../../api/calls.ts';
import type { Features } from '../../provider/features.ts';
import { createTestConsole, signIn } from '../../testing.tsx';
import { testSandbox } from '../../test/sandbox.ts';
import { CallDetail } from './CallDetail.tsx';
import { EMPTY_TRACE_ID } from './useCallData.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

/** Acme Sales' calls of the last 30 days, as its account user reads them. */
async function salesCalls() {
  const token = await signIn(sandbox.apiBase, 'acct-admin', 'Demo-pass-1');
  const headers = { Authorization: `Bearer ${token}` };
  const [account] = (await (await fetch(`${sandbox.apiBase}/Accounts`, { headers })).json()) as {
    account_sid: string;
  }[];
  const url = `${sandbox.apiBase}/Accounts/${account!.account_sid}/RecentCalls?page=1&count=200&days=30`;
  const page = (await (await fetch(url, { headers })).json()) as TimePage<Call>;
  return { token, calls: page.data };
}

async function openCall(pick: (call: Call) => boolean, features: Partial<Features> = {}) {
  const { token, calls } = await salesCalls();
  const call = calls.find(pick);
  if (!call) throw new Error('No such call in the demo data');
  const harness = createTestConsole({ apiBase: sandbox.apiBase, token, features });
  render(<CallDetail id="call" call={call} />, { wrapper: harness.Wrapper });
  return call;
}

const traced = (call: Call) =>
  Boolean(call.trace_id) && call.trace_id !== EMPTY_TRACE_ID && !call.recording_url;
const tabNames = async () => (await screen.findAllByRole('tab')).map((tab) => tab.textContent);

describe('an open call', () => {
  it('has Details, Tracing and Logs when it was traced', async () => {
    await openCall(traced);
    expect(await tabNames()).toEqual(['Details', 'Tracing', 'Logs']);
  });

  it('has no Tracing tab while the tracing flag is off', async () => {
    await openCall(traced, { tracing: false });
    expect(await tabNames()).toEqual(['Details', 'Logs']);
  });

  it('has no Logs tab while the call log flag is off', async () => {
    await openCall(traced, { callLogViewing: false });
    expect(await tabNames()).toEqual(['Details', 'Tracing']);
  });

  it('shows only its details when its trace id is the empty one', async () => {
    const call = await openCall((c) => c.trace_id === EMPTY_TRACE_ID);
    expect(await screen.findByText(call.call_sid)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows only its details when the server gives no trace id', async () => {
    const call = await openCall(traced);
    const { token } = await salesCalls();
    const withoutTrace: Call = { ...call };
    delete withoutTrace.trace_id;
    const harness = createTestConsole({ apiBase: sandbox.apiBase, token });
    const { container } = render(<CallDetail id="other" call={withoutTrace} />, {
      wrapper: harness.Wrapper,
    });
    expect(container.querySelector('[role="tablist"]')).toBeNull();
  });

  it('has no recording player while the call recording flag is off', async () => {
    await openCall((c) => Boolean(c.recording_url), { callRecording: false });
    expect(await screen.findByRole('button', { name: 'Download INVITE pcap' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Recording' })).not.toBeInTheDocument();
  });
});
