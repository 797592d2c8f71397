import { readFile } from 'node:fs/promises';
import { accountSid, callsOf, callWithDigits, type ApiCall } from '../support/calls.ts';
import {
  apiToken,
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  test,
  type Page,
} from '../support/fixtures.ts';
import {
  combo,
  expectLoadFailedOnly,
  listOf,
  openFromNav,
  toast,
  total,
} from '../support/console.ts';

const { table } = listOf('Recent calls');
const toggles = (page: Page) => table(page).getByRole('button', { expanded: false });
const search = (page: Page) =>
  page.getByRole('searchbox', { name: 'Filter by number or call SID' });
const player = (page: Page) => page.getByRole('region', { name: 'Recording', exact: true });

/** Every RecentCalls list request the page makes, as URLs. */
function listRequests(page: Page) {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/RecentCalls$/.test(url.pathname)) urls.push(url);
  });
  return {
    last: () => urls[urls.length - 1]!,
    count: () => urls.length,
  };
}

/** The Range header of every request for a recording's audio (not its peaks) the page makes. */
function audioRequests(page: Page, recordingUrl: string) {
  const ranges: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(recordingUrl)) {
      ranges.push(request.headers()['range'] ?? null);
    }
  });
  return ranges;
}

async function openCalls(page: Page, username = 'sp-admin') {
  await openFromNav(page, username, 'Recent calls', 'Recent calls');
  await expect(total(page)).not.toHaveText('Total: 0 record(s)');
}

/** A short recorded Acme Sales call with a trace that has DTMF digits (its account records). */
async function recordedCall(page: Page, apiBase: string): Promise<ApiCall> {
  const token = await apiToken(page.request, apiBase, 'sp-admin');
  const sales = await accountSid(page.request, apiBase, token, 'Acme Sales');
  return callWithDigits(page.request, apiBase, token, sales);
}

/** Shows only the given call (the text filter matches its sid) and opens it. */
async function openCall(page: Page, call: ApiCall) {
  await combo(page, 'Date').selectOption({ label: 'Last 30 days' });
  await search(page).fill(call.call_sid);
  await expect(total(page)).toHaveText('Total: 1 record(s)');
  const toggle = table(page).getByRole('button', { name: `Call from ${call.from} to ${call.to}` });
  // A disclosure: keyboard works, and it says whether it is open.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.describe('recent calls', () => {
  test("the list's first load carries no call's details: their code comes once the rows are drawn", async ({
    page,
  }) => {
    await signIn(page, 'sp-admin');
    await expectShellReady(page);
    // From the next document's start: when the first row is in the page.
    await page.addInitScript(() => {
      const seen = window as unknown as { rowsAt: number | null };
      seen.rowsAt = null;
      const observer = new MutationObserver(() => {
        if (!document.querySelector('table:not([aria-busy="true"]) > tbody > tr > td')) return;
        seen.rowsAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/internal/recent-calls');
    await expect(toggles(page).first()).toBeVisible();
    // The details' code and the trace's virtualizer, asked for after the rows (when idle).
    const started = () =>
      page.evaluate(() => {
        const { rowsAt } = window as unknown as { rowsAt: number };
        const when = (name: RegExp) => {
          const start = performance
            .getEntriesByType('resource')
            .find((entry) => name.test(new URL(entry.name).pathname))?.startTime;
          if (start === undefined) return 'not yet';
          return start > rowsAt ? 'after the rows' : 'before';
        };
        return {
          detail: when(/\/CallDetail-[^/]+\.js$/),
          virtualizer: when(/react-virtual[^/]*\.js$/),
        };
      });
    await expect.poll(started).toEqual({ detail: 'after the rows', virtualizer: 'after the rows' });
    await toggles(page).first().click();
    await expect(page.getByRole('definition').first()).toBeVisible();
  });

  test('pages on the server; every filter changes the request and the rows', async ({ page }) => {
    const requests = listRequests(page);
    await openCalls(page);
    let url = requests.last();
    expect(url.pathname).toMatch(/\/ServiceProviders\/[^/]+\/RecentCalls$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', count: '25', days: '7' });
    await expect(toggles(page)).toHaveCount(25);
    await expectAccessible(page);

    const totalOf = async () => Number(/\d+/.exec((await total(page).textContent()) ?? '')?.[0]);
    const week = await totalOf();

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => requests.last().searchParams.get('page')).toBe('2');
    await combo(page, 'Rows per page').selectOption('50');
    await expect.poll(() => requests.last().searchParams.get('count')).toBe('50');
    expect(requests.last().searchParams.get('page')).toBe('1');
    await expect(toggles(page)).toHaveCount(Math.min(50, week));

    await combo(page, 'Direction').selectOption('inbound');
    await expect.poll(() => requests.last().searchParams.get('direction')).toBe('inbound');
    await expect(table(page).locator('tbody tr').filter({ hasText: 'Outbound' })).toHaveCount(0);
    await expect(
      table(page).locator('tbody tr').filter({ hasText: 'Inbound' }).first(),
    ).toBeVisible();

    await combo(page, 'Status').selectOption('false');
    await expect.poll(() => requests.last().searchParams.get('answered')).toBe('false');
    await expect(table(page).getByText(/^Answered/)).toHaveCount(0);
    await combo(page, 'Status').selectOption('');
    await combo(page, 'Direction').selectOption('');
    await expect.poll(async () => totalOf()).toBe(week);

    await combo(page, 'Date').selectOption({ label: 'Today' });
    await expect.poll(() => requests.last().searchParams.has('start')).toBe(true);
    url = requests.last();
    expect(url.searchParams.has('days')).toBe(false);
    expect(url.searchParams.has('end')).toBe(false);
    await combo(page, 'Date').selectOption({ label: 'Yesterday' });
    await expect.poll(() => requests.last().searchParams.has('end')).toBe(true);
    await combo(page, 'Date').selectOption({ label: 'Last 30 days' });
    await expect.poll(() => requests.last().searchParams.get('days')).toBe('30');
    await expect.poll(totalOf).toBeGreaterThan(week);
    // The range chosen is kept: the page opens on it again, from the navigation.
    await page.getByRole('link', { name: 'Alerts' }).click();
    await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Recent calls' }).click();
    await expect(page.getByRole('heading', { name: 'Recent calls', level: 1 })).toBeVisible();
    await expect(combo(page, 'Date')).toHaveValue('30');
    await expect(combo(page, 'Rows per page')).toHaveValue('25');
    // Back, twice, returns to the list as it was left: its state is in its URL.
    await page.goBack();
    await page.goBack();
    await expect(combo(page, 'Rows per page')).toHaveValue('50');
    await expect(combo(page, 'Date')).toHaveValue('30');

    // The text filter waits for a second without typing, then matches the caller or callee.
    const number = (await table(page)
      .locator('tbody tr')
      .first()
      .locator('td')
      .nth(2)
      .textContent())!;
    const before = requests.count();
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('filter') === number,
    );
    await search(page).fill(number);
    await page.waitForTimeout(500);
    expect(requests.count()).toBe(before);
    const found = ((await (await answer).json()) as { total: number }).total;
    await expect(total(page)).toHaveText(`Total: ${found} record(s)`);
    const rows = table(page).locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(found, 50));
    for (const text of await rows.allTextContents()) expect(text).toContain(number);
    await search(page).fill('');

    await combo(page, 'Account').selectOption({ label: 'Northwind Traders' });
    await expect.poll(() => requests.last().pathname).toMatch(/\/Accounts\/[^/]+\/RecentCalls$/);
    await expect(table(page).getByRole('cell', { name: 'Acme Sales' })).toHaveCount(0);
  });

  test("a failed list shows only the server's message and Try again, which reads it again", async ({
    page,
    sandbox,
  }) => {
    await openCalls(page);
    await sandbox.fault({
      path: 'RecentCalls$',
      status: 503,
      body: { msg: 'the call records store is not configured' },
      times: 5,
    });
    await combo(page, 'Direction').selectOption('outbound');
    const retry = await expectLoadFailedOnly(
      page,
      'Recent calls',
      'the call records store is not configured',
    );
    await expectAccessible(page);
    await sandbox.resetFaults();
    await retry.click();
    await expect(toggles(page).first()).toBeVisible();
    await expect(total(page)).not.toHaveText('Total: 0 record(s)');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("a call's details read as labels, with names linked to their pages and the raw JSON", async ({
    page,
    sandbox,
  }) => {
    const token = await apiToken(page.request, sandbox.apiBase, 'sp-admin');
    const sales = await accountSid(page.request, sandbox.apiBase, token, 'Acme Sales');
    const { data } = await callsOf(page.request, sandbox.apiBase, token, sales);
    const call = data.find(
      (c) => c.answered && c.application_sid && c.trunk && c.trunk !== 'user',
    )!;
    await openCalls(page);
    await openCall(page, call);

    const fields = page.getByLabel('Call fields');
    const value = (label: string) =>
      fields
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('+ dd');
    await expect(value('Started')).toHaveText(/^[A-Z][a-z]{2} \d\d, \d{4} \d\d:\d\d:\d\d \S+$/);
    await expect(value('Call SID')).toContainText(call.call_sid);
    // No API field names.
    await expect(fields.getByRole('term').filter({ hasText: /_/ })).toHaveCount(0);
    await expect(value('Account').getByRole('link', { name: 'Acme Sales' })).toHaveAttribute(
      'href',
      `/internal/accounts/${sales}/edit`,
    );
    await expect(value('Carrier').getByRole('link', { name: call.trunk! })).toHaveAttribute(
      'href',
      /^\/internal\/carriers\/[^/]+\/edit$/,
    );
    const raw = page.getByRole('button', { name: 'Raw JSON' });
    await raw.click();
    await expect(raw).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('pre')).toContainText(`"sip_callid": "${call.sip_callid}"`);
    await expectAccessible(page);

    // The application's name (it comes from its own read) opens its page.
    const application = value('Application').getByRole('link');
    await expect(application).not.toHaveText(call.application_sid!);
    const name = (await application.textContent())!;
    await application.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('application');
    await expect(page.getByRole('textbox', { name: /^Application name/ })).toHaveValue(name);
  });

  test('a call opens into details, tracing and logs', async ({ page, context, sandbox }) => {
    const call = await recordedCall(page, sandbox.apiBase);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCalls(page);
    await openCall(page, call);

    const tabs = page.getByRole('tablist', { name: `Call ${call.call_sid}` });
    await expect(tabs.getByRole('tab')).toHaveText(['Details', 'Tracing', 'Logs']);
    const fields = page.getByRole('definition').filter({ hasText: call.sip_callid });
    await expect(fields.first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'SIP messages' })).toContainText('INVITE');
    await expectAccessible(page);

    await tabs.getByRole('tab', { name: 'Tracing' }).click();
    const spans = page.getByRole('list', { name: 'Spans of the trace' }).getByRole('button');
    await expect(spans.first()).toBeVisible();
    await expect(page.getByText('Select a span to see its attributes.')).toBeVisible();
    await spans.first().click();
    await expect(page.getByRole('region', { name: /^Attributes of / })).toContainText(
      call.call_sid,
    );
    // Arrow keys move through the spans.
    await page.keyboard.press('ArrowDown');
    await expect(spans.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);

    await tabs.getByRole('tab', { name: 'Logs' }).click();
    const log = page.getByRole('region', { name: 'Log of the call' });
    await expect(log).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Copy logs' }).click();
    await expect(toast(page, 'Logs copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await log.textContent());
    // A clipboard that refuses: the spec's text.
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      }),
    );
    await page.getByRole('button', { name: 'Copy logs' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to copy logs' })).toBeVisible();
  });

  test('the tracing tab shows the same spans in both OTLP forms real servers send', async ({
    page,
    sandbox,
  }) => {
    const call = await recordedCall(page, sandbox.apiBase);
    const counts: number[] = [];
    await openCalls(page);
    for (const format of ['instrumentationLibrarySpans', 'scopeSpans'] as const) {
      await sandbox.setTraceFormat(format);
      // A fresh page: the trace is asked for again, not read from the cache.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Recent calls', level: 1 })).toBeVisible();
      await openCall(page, call);
      const tabs = page.getByRole('tablist', { name: `Call ${call.call_sid}` });
      await tabs.getByRole('tab', { name: 'Tracing' }).click();
      const spans = page.getByRole('list', { name: 'Spans of the trace' }).getByRole('button');
      await expect(spans.first(), format).toBeVisible();
      counts.push(await spans.count());
    }
    expect(counts[0]).toBeGreaterThan(1);
    expect(counts[1]).toBe(counts[0]);
  });

  test('the recording player plays, jumps, marks DTMF digits and deletes', async ({
    page,
    sandbox,
  }) => {
    const call = await recordedCall(page, sandbox.apiBase);
    const audio = audioRequests(page, call.recording_url!);
    await openCalls(page);
    await openCall(page, call);

    await expect(player(page).getByRole('status')).toHaveText('Ready', { timeout: 15_000 });
    await expect(page.locator('[data-waveform="drawn"]')).toBeVisible();
    // Drawn from the server's peaks: the audio waits for Play.
    expect(audio).toEqual([]);
    // The details name the recording by its kind, its long path only on hover and to copy.
    const fields = page.getByLabel('Call fields');
    await expect(fields.getByTitle(call.recording_url!)).toHaveText(/^(WAV|MP3) file$/);
    await expect(fields).not.toContainText(call.recording_url!);
    await fields.getByRole('button', { name: 'Listen below' }).click();
    await expect(player(page)).toBeFocused();
    // The trace's digits are listed; choosing one shows its region on the waveform (wavesurfer
    // draws in an open shadow root, regions only while in view).
    const digit = page.getByTestId('dtmf-digits').getByRole('button').first();
    await expect(digit).toHaveText(/^[0-9*#] at 0:\d\d$/);
    const [key] = (await digit.textContent())!.split(' ');
    await digit.click();
    await expect(
      page.locator('[part~="region-content"]').filter({ hasText: key! }).first(),
    ).toBeVisible();
    await expect(page.getByTestId('player-position')).not.toHaveText(/^0:00 of /);
    // Back to the start (the digits come within the first 30 seconds).
    await page.getByRole('button', { name: 'Back 15 seconds' }).click();
    await page.getByRole('button', { name: 'Back 15 seconds' }).click();
    const position = page.getByTestId('player-position');
    await expect(position).toHaveText(/^0:00 of \d+:\d\d$/);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(player(page).getByRole('status')).toHaveText('Playing');
    // Fetched in ranges: the file's head, then the sound from the position.
    await expect.poll(() => audio.length).toBeGreaterThanOrEqual(2);
    expect(audio.every((range) => /^bytes=\d+-\d+$/.test(range ?? ''))).toBe(true);
    await expect(page.getByTestId('player-position')).not.toHaveText(/^0:00 of /);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(player(page).getByRole('status')).toHaveText('Paused');
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download recording' }).click();
    expect((await saved).suggestedFilename()).toMatch(/\.(wav|mp3)$/);
    await page.getByRole('button', { name: 'Forward 15 seconds' }).click();
    await expect(position).toHaveText(/^0:1[5-9] of /);
    await page.getByRole('button', { name: 'Back 15 seconds' }).click();
    await expect(position).toHaveText(/^0:0\d of /);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Delete recording' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete recording' });
    await expect(dialog).toContainText('Delete the recording of this call?');
    await dialog.getByRole('button', { name: 'Delete recording' }).click();
    await expect(toast(page, 'Successfully deleted record')).toBeVisible();
    await expect(page.getByText('There is no recording for this call.')).toBeVisible();
    const gone = await page.request.get(`${sandbox.apiBase}${call.recording_url}`, {
      headers: {
        Authorization: `Bearer ${await apiToken(page.request, sandbox.apiBase, 'sp-admin')}`,
      },
    });
    expect(gone.status()).toBe(404);
  });

  test('on a very wide screen no waveform canvas is wider than 4000 px', async ({
    page,
    sandbox,
  }) => {
    await page.setViewportSize({ width: 4800, height: 900 });
    const call = await recordedCall(page, sandbox.apiBase);
    await openCalls(page);
    await openCall(page, call);
    await expect(page.locator('[data-waveform="drawn"]')).toBeVisible({ timeout: 15_000 });
    const widths = await page
      .locator('[data-waveform] canvas')
      .evaluateAll((canvases) => canvases.map((canvas) => (canvas as HTMLCanvasElement).width));
    expect(widths.length).toBeGreaterThan(0);
    expect(Math.max(...widths)).toBeLessThanOrEqual(4000);
  });

  test('without peaks (a real server) the player decodes the audio', async ({ page, sandbox }) => {
    const call = await recordedCall(page, sandbox.apiBase);
    await openCalls(page);
    await sandbox.fault({ path: '/peaks$', status: 404, body: { msg: 'Not Found' }, times: 5 });
    await openCall(page, call);
    await expect(player(page).getByRole('status')).toHaveText('Ready', { timeout: 15_000 });
    await expect(page.locator('[data-waveform="drawn"]')).toBeVisible();
    const digit = page.getByTestId('dtmf-digits').getByRole('button').first();
    const [key] = (await digit.textContent())!.split(' ');
    await digit.click();
    await expect(
      page.locator('[part~="region-content"]').filter({ hasText: key! }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(player(page).getByRole('status')).toHaveText('Playing');
  });

  test('the INVITE packet capture downloads as a pcap file', async ({ page, sandbox }) => {
    const call = await recordedCall(page, sandbox.apiBase);
    await openCalls(page);
    await openCall(page, call);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download INVITE pcap' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`callid-${call.sip_callid}.pcap`);
    const bytes = await readFile((await download.path())!);
    // The classic pcap magic number, in either byte order.
    expect(['d4c3b2a1', 'a1b2c3d4']).toContain(bytes.subarray(0, 4).toString('hex'));
    await page.getByRole('button', { name: 'Download REGISTER pcap' }).click();
    await expect(
      page.getByText('There is no REGISTER packet capture for this call.'),
    ).toBeVisible();
  });

  test('a missing store is said in its panel while the rest works', async ({ page, sandbox }) => {
    const call = await recordedCall(page, sandbox.apiBase);
    await openCalls(page);
    const unavailable = (what: string) => ({
      status: 501,
      body: { msg: `${what} store is not configured` },
      times: 10,
    });
    await sandbox.fault({ path: '/RecentCalls/trace/', ...unavailable('the tracing') });
    await sandbox.fault({ path: '/logs$', ...unavailable('the log') });
    await sandbox.fault({ path: '/record/', ...unavailable('the recordings') });
    await openCall(page, call);

    await expect(player(page)).toContainText(
      'Recordings are unavailable: the recordings store is not configured',
    );
    await expect(
      page.getByRole('definition').filter({ hasText: call.sip_callid }).first(),
    ).toBeVisible();
    const tabs = page.getByRole('tablist', { name: `Call ${call.call_sid}` });
    await tabs.getByRole('tab', { name: 'Tracing' }).click();
    await expect(
      page.getByText('Tracing is unavailable: the tracing store is not configured'),
    ).toBeVisible();
    await tabs.getByRole('tab', { name: 'Logs' }).click();
    await expect(
      page.getByText('Logs are unavailable: the log store is not configured'),
    ).toBeVisible();
  });

  test('a call without a log, or with an empty one, says so', async ({ page, sandbox }) => {
    const call = await recordedCall(page, sandbox.apiBase);
    await openCalls(page);
    await sandbox.fault({ path: '/logs$', status: 404, body: { msg: 'not found' } });
    await openCall(page, call);
    const tabs = page.getByRole('tablist', { name: `Call ${call.call_sid}` });
    await tabs.getByRole('tab', { name: 'Logs' }).click();
    await expect(page.getByText('There is no log for this call')).toBeVisible();

    await sandbox.fault({ path: '/logs$', status: 200, body: [] });
    await page.reload();
    await expect(total(page)).not.toHaveText('Total: 0 record(s)');
    await openCall(page, call);
    await page.getByRole('tab', { name: 'Logs' }).click();
    await expect(page.getByText('No logs found')).toBeVisible();
  });

  test('an account user sees only its account, without an account filter', async ({ page }) => {
    const requests = listRequests(page);
    await openCalls(page, 'acct-admin');
    await expect(combo(page, 'Account')).toHaveCount(0);
    expect(requests.last().pathname).toMatch(/\/Accounts\/[^/]+\/RecentCalls$/);
    await expect(table(page).getByRole('columnheader', { name: 'Account' })).toHaveCount(0);
  });

  test('a view-only user plays recordings but cannot delete them', async ({ page, sandbox }) => {
    const call = await recordedCall(page, sandbox.apiBase);
    await openCalls(page, 'viewer');
    await openCall(page, call);
    await expect(player(page).getByRole('status')).toHaveText('Ready', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Delete recording' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download recording' })).toBeEnabled();
  });
});
