import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call, TimePage } from '../../api/calls.ts';
import { createFormat } from '../../lib/format.ts';
import { createTranslate } from '../../messages/translate.ts';
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
    expect(screen.queryByRole('button', { name: 'Listen below' })).not.toBeInTheDocument();
  });
});

describe("an open call's details", () => {
  const english = createFormat('en-US', createTranslate({}, 'en-US'));
  const fields = () => screen.getByLabelText('Call fields');
  const valueOf = (label: string) =>
    within(fields())
      .getAllByRole('term')
      .find((term) => term.textContent === label)?.nextElementSibling?.textContent;

  it('label the fields, times with their zone, durations in hours, and keep the raw JSON', async () => {
    const call = await openCall((c) => c.answered && Boolean(c.answered_at));
    const terms = within(fields())
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(expect.arrayContaining(['Started', 'Duration', 'Call SID', 'Status']));
    // No API field names.
    expect(terms.filter((term) => /_/.test(term ?? ''))).toEqual([]);
    expect(valueOf('Started')).toBe(english.dateTimeZone(call.attempted_at));
    expect(valueOf('Status')).toBe(`Answered (${call.sip_status})`);

    const user = userEvent.setup();
    const raw = screen.getByRole('button', { name: 'Raw JSON' });
    expect(raw).toHaveAttribute('aria-expanded', 'false');
    await user.click(raw);
    expect(raw).toHaveAttribute('aria-expanded', 'true');
    expect(JSON.parse(screen.getByLabelText('Raw JSON', { selector: 'pre' }).textContent!)).toEqual(
      call,
    );
  });

  it("name the user's own provider by their token when the providers cannot be read", async () => {
    await sandbox.fault({ path: '^/ServiceProviders$', method: 'GET', status: 500, times: 5 });
    await openCall((c) => c.answered);
    expect(valueOf('Service provider')).toBe('Acme Voice');
  });

  it('show the recording by its kind, not its path, with the URL to copy and a way to its player', async () => {
    const call = await openCall((c) => Boolean(c.recording_url));
    const player = await screen.findByRole('region', { name: 'Recording' });
    expect(valueOf('Recording')).not.toContain('/');
    const kind = within(fields()).getByText(/^(WAV|MP3) file$/);
    expect(kind).toHaveAttribute('title', call.recording_url);
    expect(within(fields()).getByRole('button', { name: 'Copy recording URL' })).toBeVisible();
    await userEvent.setup().click(within(fields()).getByRole('button', { name: 'Listen below' }));
    expect(player).toHaveFocus();
  });

  it('write three hours as 3 h 0 min', async () => {
    const { token, calls } = await salesCalls();
    const long = { ...calls.find((c) => c.answered)!, duration: 3 * 3600 };
    const harness = createTestConsole({ apiBase: sandbox.apiBase, token });
    render(<CallDetail id="long" call={long} />, { wrapper: harness.Wrapper });
    await screen.findByLabelText('Call fields');
    expect(valueOf('Duration')).toBe('3 h 0 min');
  });

  afterEach(() => vi.restoreAllMocks());

  it('name the account by itself, without reading every account, where none are held', async () => {
    const { token, calls } = await salesCalls();
    const urls: string[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    });
    const harness = createTestConsole({ apiBase: sandbox.apiBase, token });
    render(<CallDetail id="call" call={calls[0]!} />, { wrapper: harness.Wrapper });
    expect(await within(fields()).findByRole('link', { name: 'Acme Sales' })).toBeVisible();
    expect(urls.filter((url) => /\/Accounts\/[^/?]+$/.test(url))).toHaveLength(1);
    expect(urls.filter((url) => /\/Accounts(\?|$)/.test(url))).toEqual([]);
  });

  it('name its account, application and carrier, linked to their pages', async () => {
    const call = await openCall(
      (c) => Boolean(c.application_sid) && Boolean(c.trunk) && c.trunk !== 'user',
    );
    const account = await within(fields()).findByRole('link', { name: 'Acme Sales' });
    expect(account).toHaveAttribute('href', `/internal/accounts/${call.account_sid}/edit`);
    const { token } = await salesCalls();
    const application = (await (
      await fetch(`${sandbox.apiBase}/Applications/${call.application_sid}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { name: string };
    expect(await within(fields()).findByRole('link', { name: application.name })).toHaveAttribute(
      'href',
      `/internal/applications/${call.application_sid}/edit`,
    );
    const carrier = await within(fields()).findByRole('link', { name: call.trunk! });
    expect(carrier.getAttribute('href')).toMatch(/^\/internal\/carriers\/[^/]+\/edit$/);
  });
});
