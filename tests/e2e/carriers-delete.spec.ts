import {
  DEMO_PASSWORD,
  expect,
  expectShellReady,
  signIn,
  test,
  type Page,
} from '../support/fixtures.ts';
import { listOf, toast } from '../support/console.ts';

const { table, row } = listOf('Carriers');

async function openCarriers(page: Page) {
  await signIn(page, 'sp-admin');
  await expectShellReady(page);
  await page.getByRole('link', { name: 'Carriers' }).click();
  await expect(row(page, 'Acme Voice PSTN')).toBeVisible();
}

/** Requests as the Acme Voice provider user, for arranging data. */
async function asProvider(page: Page, apiBase: string) {
  const login = await page.request.post(`${apiBase}/login`, {
    data: { username: 'sp-admin', password: DEMO_PASSWORD },
  });
  const { token, service_provider_sid } = (await login.json()) as {
    token: string;
    service_provider_sid: string;
  };
  const headers = { Authorization: `Bearer ${token}` };
  const carrierSid = async (name: string) => {
    const res = await page.request.get(
      `${apiBase}/ServiceProviders/${service_provider_sid}/VoipCarriers?name=${encodeURIComponent(name)}`,
      { headers },
    );
    const found = ((await res.json()) as { voip_carrier_sid: string; name: string }[]).find(
      (c) => c.name === name,
    );
    return found?.voip_carrier_sid ?? '';
  };
  const addNumber = async (number: string, voip_carrier_sid: string) => {
    const res = await page.request.post(`${apiBase}/PhoneNumbers`, {
      headers,
      data: { number, voip_carrier_sid },
    });
    expect(res.status()).toBe(201);
  };
  return { carrierSid, addNumber };
}

test.describe('deleting carriers', () => {
  test('the in-use check finds the carrier’s numbers although servers ignore voip_carrier_sid', async ({
    page,
  }) => {
    // Other carriers have numbers too: only Acme Sales PBX's one is listed.
    await openCarriers(page);
    await page.getByRole('button', { name: 'Delete Acme Sales PBX' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete carrier' });
    await expect(dialog.getByRole('list')).toHaveText('Phone number 15085550110');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // A carrier no number uses can be deleted.
    await page.getByRole('button', { name: 'Delete Legacy TDM Gateway' }).click();
    await expect(dialog).toContainText('Delete the carrier Legacy TDM Gateway?');
  });

  test('a carrier used by many numbers: the first are listed, the rest counted, Close in view', async ({
    page,
    sandbox,
  }) => {
    const api = await asProvider(page, sandbox.apiBase);
    const legacy = await api.carrierSid('Legacy TDM Gateway');
    for (let i = 0; i < 60; i++)
      await api.addNumber(`1617555${String(i).padStart(4, '0')}`, legacy);
    await page.setViewportSize({ width: 1280, height: 600 });
    await openCarriers(page);
    await page.getByRole('button', { name: 'Delete Legacy TDM Gateway' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete carrier' });
    await expect(dialog.getByRole('listitem')).toHaveCount(10);
    await expect(dialog).toContainText('…and 50 more');
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeInViewport();
    const box = await dialog.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(600);
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test('after a delete the deleted carrier is not requested again', async ({ page }) => {
    await openCarriers(page);
    await page.getByRole('link', { name: 'Legacy TDM Gateway', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit carrier' })).toBeVisible();
    const sid = /carriers\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
    const requested: string[] = [];
    page.on('request', (request) => requested.push(`${request.method()} ${request.url()}`));
    await page.getByRole('button', { name: 'Delete carrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete carrier' });
    await dialog.getByRole('button', { name: 'Delete carrier' }).click();
    await expect(toast(page, 'Deleted Carrier Legacy TDM Gateway')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/carriers$/);
    await expect(table(page)).not.toContainText('Legacy TDM Gateway');
    const deleted = requested.findIndex((r) => r.startsWith('DELETE') && r.includes(sid));
    expect(deleted).toBeGreaterThanOrEqual(0);
    expect(requested.slice(deleted + 1).filter((r) => r.includes(sid))).toEqual([]);
  });

  test('a carrier outbound routing sends calls to is not deleted: the tables are named first', async ({
    page,
  }) => {
    await openCarriers(page);
    await page.getByRole('button', { name: 'Delete Metro Fiber SIP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete carrier' });
    await expect(dialog).toContainText('cannot be deleted while it is in use');
    await expect(dialog.getByRole('list')).toContainText(
      'Outbound call routing Acme Voice outbound',
    );
    await expect(dialog.getByRole('button', { name: 'Delete carrier' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('when the routing tables cannot be read, the check says why and nothing is deleted', async ({
    page,
    sandbox,
  }) => {
    await openCarriers(page);
    await sandbox.fault({ path: '^/LcrRoutes$', status: 500, body: { msg: 'routes unavailable' } });
    await page.getByRole('button', { name: 'Delete Legacy TDM Gateway' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete carrier' });
    await expect(dialog).toContainText('routes unavailable');
    await expect(dialog.getByRole('button', { name: 'Delete carrier' })).toHaveCount(0);
  });

  test('a delete the server refuses as not the user’s says so in the spec’s words', async ({
    page,
    sandbox,
  }) => {
    await openCarriers(page);
    await sandbox.fault({
      path: '^/VoipCarriers/[^/]+$',
      method: 'DELETE',
      status: 403,
      body: { msg: 'insufficient privileges' },
    });
    await page.getByRole('button', { name: 'Delete Legacy TDM Gateway' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete carrier' });
    await dialog.getByRole('button', { name: 'Delete carrier' }).click();
    await expect(dialog).toContainText(
      'You do not have permissions to delete this Carrier: insufficient privileges',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'Legacy TDM Gateway')).toBeVisible();
  });
});
