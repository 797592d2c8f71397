import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  test,
  type Page,
  apiToken,
  unreadBadgeAnswered,
} from '../support/fixtures.ts';
import { combo, errorToast, listOf, saveButton, toast } from '../support/console.ts';
import { recordWrites } from '../support/writes.ts';

const { rows, row } = listOf('Outbound call routing');
const route = (page: Page, n: number) => page.getByRole('group', { name: `Route ${n}` });
const regex = (page: Page, n: number) =>
  route(page, n).getByRole('textbox', { name: 'Digit prefix or regex' });
const editHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Edit outbound call routes' });
const addHeading = (page: Page) => page.getByRole('heading', { name: 'Add outbound call routes' });

/** Signs in and follows the navigation's Outbound Call Routing link. */
async function openRouting(page: Page, username: string) {
  await signIn(page, username);
  await expectShellReady(page);
  await page.getByRole('link', { name: 'Outbound Call Routing' }).click();
}

/** Picks up the focused route's handle with the keyboard, and waits until arrow keys move it:
 *  the drag library listens for them from a timer it sets as the drag starts, which may still be
 *  pending when the pick-up is announced (a page's timers run in the order they were set). */
async function pickUp(page: Page, n: number) {
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: `Move route ${n}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function expectRegexes(page: Page, expected: string[]) {
  for (const [i, text] of expected.entries()) await expect(regex(page, i + 1)).toHaveValue(text);
  await expect(route(page, expected.length + 1)).toHaveCount(0);
}

test.describe('outbound call routing', () => {
  test('an admin lists the provider’s tables and filters them', async ({ page }) => {
    await openRouting(page, 'ops-lead');
    await expect(
      page.getByRole('heading', { name: 'Outbound call routing', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Outbound call routing is used to select a carrier when there are multiple carriers available.',
      ),
    ).toBeVisible();
    // The route count leaves out the system default route.
    await expect(rows(page)).toHaveText([
      /Acme Voice outbound\s*All accounts\s*Active\s*3/,
      /Fabrikam freight calls\s*Fabrikam Logistics\s*Inactive\s*1/,
    ]);
    await expectAccessible(page);

    const filter = page.getByRole('searchbox', { name: 'Filter outbound call routes by name' });
    await filter.fill('FREIGHT');
    await expect(rows(page)).toHaveText([/Fabrikam freight calls/]);
    await filter.fill('no such table');
    await expect(page.getByText('No outbound call routes.')).toBeVisible();
    await filter.fill('');
    await combo(page, 'Used by').selectOption({ label: 'Fabrikam Logistics' });
    await expect(rows(page)).toHaveText([/Fabrikam freight calls/]);
    await combo(page, 'Used by').selectOption({ label: 'Acme Sales' });
    await expect(page.getByText('No outbound call routes.')).toBeVisible();
  });

  test('an admin adds a table for an account, with each validation message first', async ({
    page,
  }) => {
    await openRouting(page, 'ops-lead');
    await page.getByRole('link', { name: 'Add outbound call routes' }).click();
    await expect(addHeading(page)).toBeVisible();
    await expectAccessible(page);

    await saveButton(page).click();
    await expect(page.getByText('Enter a name.')).toBeVisible();
    await expect(page.getByText('Choose a default carrier.')).toBeVisible();
    await page.getByRole('button', { name: 'Add route' }).click();
    await expect(
      route(page, 1).getByText('Enter a digit prefix or a regular expression.'),
    ).toBeVisible();
    await expect(route(page, 1).getByText('Choose a carrier.')).toBeVisible();
    await regex(page, 1).fill('1(508');
    await expect(route(page, 1).getByText('Enter a valid regular expression.')).toBeVisible();

    // The provider has its table already: the server says so, and the form stays.
    await page.getByRole('textbox', { name: 'Name' }).fill('Sales routes');
    await regex(page, 1).fill('1508');
    await route(page, 1)
      .getByRole('combobox', { name: 'Carrier' })
      .selectOption({ label: 'Acme Voice Backup' });
    await combo(page, 'Default carrier').selectOption({ label: 'Acme Voice PSTN' });
    await saveButton(page).click();
    await expect(
      errorToast(page, 'Service Provider: Acme Voice already has an active call routing table.'),
    ).toBeVisible();
    await expect(addHeading(page)).toBeVisible();

    // An account's table may also use the account's own carriers, not another account's.
    await combo(page, 'Used by').selectOption({ label: 'Acme Sales' });
    const carrier = route(page, 1).getByRole('combobox', { name: 'Carrier' });
    await expect(carrier.locator('option', { hasText: 'Acme Sales PBX' })).toHaveCount(1);
    await expect(carrier.locator('option', { hasText: 'Fabrikam Freight Trunk' })).toHaveCount(0);
    await carrier.selectOption({ label: 'Acme Sales PBX' });
    await saveButton(page).click();
    await expect(toast(page, 'Least cost routing successfully created')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/least-cost-routing$/);
    await expect(row(page, 'Sales routes')).toHaveText(/Sales routes\s*Acme Sales\s*Active\s*1/);

    await page.getByRole('link', { name: 'Sales routes' }).click();
    await expect(regex(page, 1)).toHaveValue('1508');
    // Read afresh from the server: the default carrier is the one chosen (a real server takes it
    // from the default route the console sends, priority 9999).
    await page.reload();
    await expect(regex(page, 1)).toHaveValue('1508');
    await expect(
      route(page, 1).getByRole('combobox', { name: 'Carrier' }).locator('option:checked'),
    ).toHaveText('Acme Sales PBX');
    await expect(combo(page, 'Default carrier').locator('option:checked')).toHaveText(
      'Acme Voice PSTN',
    );
  });

  test('reorders routes by drag and drop and by keyboard, and the order is saved', async ({
    page,
  }) => {
    await openRouting(page, 'sp-admin');
    await expect(editHeading(page)).toBeVisible();
    await expectRegexes(page, ['1800', '^44', '^1(617|508)']);
    await expectAccessible(page);

    // With the mouse: the third route's handle dragged above the first route.
    const handle = page.getByRole('button', { name: 'Move route 3', exact: true });
    const from = (await handle.boundingBox())!;
    const to = (await route(page, 1).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
    await expectRegexes(page, ['^1(617|508)', '1800', '^44']);

    // With the keyboard: the second route picked up with space, moved down, dropped with space.
    const second = page.getByRole('button', { name: 'Move route 2', exact: true });
    await second.focus();
    await pickUp(page, 2);
    // Each step is announced: the next key waits for it (a loaded machine may still be measuring).
    await expect(page.getByText('Route 2 is over position 2.')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Route 2 is over position 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expectRegexes(page, ['^1(617|508)', '^44', '1800']);

    await saveButton(page).click();
    await expect(toast(page, 'Least cost routing rule successfully updated')).toBeVisible();
    await page.reload();
    await expect(editHeading(page)).toBeVisible();
    await expectRegexes(page, ['^1(617|508)', '^44', '1800']);
  });

  test('deletes a saved route, then the whole table, each after confirming', async ({ page }) => {
    await openRouting(page, 'ops-lead');
    await page.getByRole('link', { name: 'Fabrikam freight calls' }).click();
    await expect(editHeading(page)).toBeVisible();
    await expectRegexes(page, ['1']);
    await page.getByRole('button', { name: 'Remove route 1', exact: true }).click();
    const confirmRoute = page.getByRole('dialog', { name: 'Delete route' });
    await expect(confirmRoute).toContainText('Delete the route 1 now?');
    await confirmRoute.getByRole('button', { name: 'Delete route' }).click();
    await expect(toast(page, 'Least cost routing rule successfully deleted')).toBeVisible();
    await expect(
      page.getByText('No routes yet: every call goes to the default carrier.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Delete outbound call routes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete outbound call routes' });
    await expect(dialog).toContainText('Delete the outbound call routes Fabrikam freight calls');
    await dialog.getByRole('button', { name: 'Delete outbound call routes' }).click();
    await expect(toast(page, 'Deleted outbound call routes Fabrikam freight calls')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/least-cost-routing$/);
    await expect(rows(page)).toHaveText([/Acme Voice outbound/]);
  });

  test('a failed save is a toast; the form is kept and saving again finishes', async ({
    page,
    sandbox,
  }) => {
    await openRouting(page, 'sp-admin');
    await expect(editHeading(page)).toBeVisible();
    await sandbox.fault({
      path: '^/Lcrs/[^/]+/Routes$',
      method: 'PUT',
      status: 500,
      body: { msg: 'route store offline' },
    });
    await page.getByRole('textbox', { name: 'Name' }).fill('Acme routes');
    await page.getByRole('button', { name: 'Add route' }).click();
    await regex(page, 4).fill('^33');
    await route(page, 4)
      .getByRole('combobox', { name: 'Carrier' })
      .selectOption({ label: 'Acme Voice PSTN' });
    await saveButton(page).click();
    await expect(errorToast(page, 'route store offline')).toBeVisible();
    await expect(editHeading(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme routes');
    await expect(regex(page, 4)).toHaveValue('^33');

    // The name was stored before the routes failed: the retry writes the routes only.
    await saveButton(page).click();
    await expect(toast(page, 'Least cost routing rule successfully updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme routes');
    await expectRegexes(page, ['1800', '^44', '^1(617|508)', '^33']);
  });

  test('without carriers Save is disabled, for a provider and for one of its accounts', async ({
    page,
    sandbox,
  }) => {
    const token = await apiToken(page.request, sandbox.apiBase, 'ops-lead');
    const headers = { Authorization: `Bearer ${token}` };
    const provider = await page.request.post(`${sandbox.apiBase}/ServiceProviders`, {
      headers,
      data: { name: 'Empty Telecom' },
    });
    const { sid } = (await provider.json()) as { sid: string };
    const account = await page.request.post(`${sandbox.apiBase}/Accounts`, {
      headers,
      data: { name: 'Empty Account', service_provider_sid: sid },
    });
    expect(account.status()).toBe(201);

    await signIn(page, 'ops-lead');
    await expectShellReady(page);
    await combo(page, 'Service provider').selectOption({ label: 'Empty Telecom' });
    await expect(combo(page, 'Service provider')).toHaveValue(sid);
    await page.getByRole('link', { name: 'Outbound Call Routing' }).click();
    await expect(page.getByText('No outbound call routes.')).toBeVisible();
    await page.getByRole('link', { name: 'Add outbound call routes' }).click();
    await expect(page.getByText('There are no available carriers', { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await combo(page, 'Used by').selectOption({ label: 'Empty Account' });
    await expect(
      page.getByText('There are no available carriers defined for this account'),
    ).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await expectAccessible(page);
  });

  test('a provider user works on its own table and may not list them all', async ({ page }) => {
    await openRouting(page, 'sp-admin');
    await expect(page).toHaveURL(/\/internal\/least-cost-routing\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Voice outbound');
    // No delete for service_provider scope, and no list to cancel to.
    await expect(page.getByRole('button', { name: 'Delete outbound call routes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await page.goto('/internal/least-cost-routing');
    await expect(
      errorToast(page, 'You do not have permissions to manage all outbound call routes'),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/least-cost-routing$/);
  });

  test('an account user adds its own table, then returns to it', async ({ page }) => {
    await openRouting(page, 'acct-admin');
    await expect(page).toHaveURL(/\/internal\/least-cost-routing\/add$/);
    await expect(addHeading(page)).toBeVisible();
    await expect(combo(page, 'Used by')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Name' }).fill('Sales routes');
    await combo(page, 'Default carrier').selectOption({ label: 'Acme Sales PBX' });
    await saveButton(page).click();
    await expect(toast(page, 'Least cost routing successfully created')).toBeVisible();
    await expect(editHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/least-cost-routing\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole('button', { name: 'Delete outbound call routes' })).toBeVisible();

    await page.getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'Outbound Call Routing' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Sales routes');
    await page.goto('/internal/least-cost-routing');
    await expect(
      errorToast(page, 'You do not have permissions to manage all outbound call routes'),
    ).toBeVisible();
  });

  test('an account user sent to another’s table is told it has no access', async ({
    page,
    sandbox,
  }) => {
    const token = await apiToken(page.request, sandbox.apiBase, 'sp-admin');
    const list = await page.request.get(`${sandbox.apiBase}/Lcrs`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [acme] = (await list.json()) as { lcr_sid: string }[];
    await signIn(page, 'acct-admin');
    await expectShellReady(page);
    await page.goto(`/internal/least-cost-routing/${acme!.lcr_sid}/edit`);
    await expect(errorToast(page, 'You do not have access.')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/least-cost-routing\/add$/);
  });

  test('what was typed when the session ended is offered back after signing in', async ({
    page,
    sandbox,
  }) => {
    const badgeAnswered = unreadBadgeAnswered(page);
    await openRouting(page, 'sp-admin');
    await expect(editHeading(page)).toBeVisible();
    const tablePage = page.url();
    await page.getByRole('textbox', { name: 'Name' }).fill('Acme routes');
    await page.getByRole('button', { name: 'Move route 3', exact: true }).focus();
    await pickUp(page, 3);
    await expect(page.getByText('Route 3 is over position 3.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Route 3 is over position 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expectRegexes(page, ['1800', '^1(617|508)', '^44']);
    await badgeAnswered;
    await sandbox.expireSessions();
    await saveButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has expired. Please log in and try again.',
    );
    await page.getByRole('textbox', { name: 'Username' }).fill('sp-admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(tablePage);
    await expectRegexes(page, ['1800', '^44', '^1(617|508)']);
    await page.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme routes');
    await expectRegexes(page, ['1800', '^1(617|508)', '^44']);
    await saveButton(page).click();
    await expect(toast(page, 'Least cost routing successfully updated')).toBeVisible();
    await page.reload();
    await expectRegexes(page, ['1800', '^1(617|508)', '^44']);
  });

  test('a view-only user reads the tables without any way to change them', async ({ page }) => {
    await openRouting(page, 'viewer');
    await expect(row(page, 'Acme Voice outbound')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add outbound call routes' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Acme Voice outbound' }).click();
    await expect(editHeading(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(regex(page, 1)).toBeDisabled();
    for (const name of [
      'Save',
      'Add route',
      'Move route 1',
      'Remove route 1',
      'Delete outbound call routes',
    ]) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await page.goto('/internal/least-cost-routing/add');
    await expect(errorToast(page, 'You do not have access.')).toBeVisible();
  });
});

test.describe('outbound call routing: an unchanged Save', () => {
  test('writes only what is stored, and every route stays', async ({ page }) => {
    await openRouting(page, 'ops-lead');
    await page.getByRole('link', { name: 'Acme Voice outbound' }).click();
    await expect(editHeading(page)).toBeVisible();
    await expect(regex(page, 1)).not.toHaveValue('');
    // The carriers' choices come with their own read: a route shows its carrier once they have.
    for (const n of [1, 2, 3]) {
      await expect(route(page, n).getByRole('combobox', { name: 'Carrier' })).not.toHaveValue('');
    }
    const regexes = await Promise.all([1, 2, 3].map((n) => regex(page, n).inputValue()));
    const carriers = await Promise.all(
      [1, 2, 3].map((n) => route(page, n).getByRole('combobox', { name: 'Carrier' }).inputValue()),
    );
    const defaultCarrier = await combo(page, 'Default carrier').inputValue();
    const writes = recordWrites(page);
    await saveButton(page).click();
    await expect(toast(page, 'Least cost routing successfully updated')).toBeVisible();
    // No create and no delete: at most the stored table and routes, written back as they are.
    expect(writes.filter((w) => w.method !== 'PUT')).toEqual([]);

    await page.goto('/internal/least-cost-routing');
    await page.getByRole('link', { name: 'Acme Voice outbound' }).click();
    await expect(editHeading(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Voice outbound');
    await expectRegexes(page, regexes);
    for (const [i, carrier] of carriers.entries()) {
      await expect(route(page, i + 1).getByRole('combobox', { name: 'Carrier' })).toHaveValue(
        carrier,
      );
    }
    await expect(combo(page, 'Default carrier')).toHaveValue(defaultCarrier);
  });

  test("a route's further carriers are shown and kept when another route changes", async ({
    page,
    sandbox,
  }) => {
    // The seed's third route, Boston area, has a second carrier.
    const boston = route(page, 3);
    await openRouting(page, 'ops-lead');
    await page.getByRole('link', { name: 'Acme Voice outbound' }).click();
    await expect(editHeading(page)).toBeVisible();
    await expect(regex(page, 3)).toHaveValue('^1(617|508)');
    await expect(boston).toContainText(
      'Also routes to (kept as stored): Acme Voice Backup (priority 2, workload 30)',
    );
    await regex(page, 1).fill('1888');
    await saveButton(page).click();
    await expect(toast(page, 'Least cost routing rule successfully updated')).toBeVisible();

    const token = await apiToken(page.request, sandbox.apiBase, 'ops-lead');
    const headers = { Authorization: `Bearer ${token}` };
    const lcrs = (await (
      await page.request.get(`${sandbox.apiBase}/Lcrs`, { headers })
    ).json()) as {
      lcr_sid: string;
      name: string;
    }[];
    const lcr = lcrs.find((l) => l.name === 'Acme Voice outbound')!;
    const routes = (await (
      await page.request.get(`${sandbox.apiBase}/LcrRoutes?lcr_sid=${lcr.lcr_sid}`, { headers })
    ).json()) as {
      regex: string;
      lcr_carrier_set_entries: { priority: number; workload: number }[];
    }[];
    const stored = routes.find((r) => r.regex === '^1(617|508)')!;
    const entries = [...stored.lcr_carrier_set_entries].sort((a, b) => a.priority - b.priority);
    expect(entries.map((e) => [e.priority, e.workload])).toEqual([
      [1, 1],
      [2, 30],
    ]);
  });
});
