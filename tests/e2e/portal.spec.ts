import {
  expect,
  expectAccessible,
  expectShellReady,
  signIn,
  test,
  type Page,
} from '../support/fixtures.ts';

const STYLE_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'color',
  'background-color',
  'box-sizing',
  'height',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-left-width',
  'border-top-left-radius',
  'list-style-type',
  'border-collapse',
  'display',
];

/** The computed styles of each named element, as a plain object for comparison. */
async function stylesOf(page: Page, selectors: Record<string, string>) {
  return page.evaluate(
    ({ selectors, properties }) => {
      const out: Record<string, Record<string, string>> = {};
      for (const [name, selector] of Object.entries(selectors)) {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`no element for ${name}: ${selector}`);
        const style = getComputedStyle(element);
        out[name] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
      }
      return out;
    },
    { selectors, properties: STYLE_PROPERTIES },
  );
}

const SIGN_IN_PARTS = {
  heading: '.ck-root h1',
  label: '.ck-root label',
  username: '.ck-root input[name=username]',
  password: '.ck-root input[name=password]',
  submit: '.ck-root button[type=submit]',
  forgot: '.ck-root a[href$="forgot-password"]',
};

const SHELL_PARTS = {
  // The standalone console's banner, the portal's slim bar in its place: the same look.
  header: '.ck-root [data-chrome] > :first-child',
  signOut: '.ck-root [data-chrome] > :first-child button:last-of-type',
  navLink: '.ck-root nav a[data-nav="clients"]',
  navGroup: '.ck-root nav h2',
  navList: '.ck-root nav ul',
  providerSelect: '.ck-root nav select',
  pageTitle: '.ck-root [data-chrome] h1',
};

const HOST_PARTS = {
  heading: '#portal h1',
  button: '#portal-button',
  table: '#portal-table',
  cell: '#portal-table td',
  input: '#portal-input',
  headerLink: '.portal-header a',
};

test.describe('embedded in a portal', () => {
  test('the portal styles do not change the console', async ({ page, portalUrl, baseURL }) => {
    // The standalone console has its page to itself and leaves the isolation out
    // (isolateStyles={false}); inside the portal's CSS, the isolated console looks the same.
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('.ck-root')).not.toHaveClass(/\bck-isolated\b/);
    const standalone = await stylesOf(page, SIGN_IN_PARTS);

    await page.goto(`${portalUrl}/voice`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('.ck-root')).toHaveClass(/\bck-isolated\b/);
    expect(await stylesOf(page, SIGN_IN_PARTS)).toEqual(standalone);

    await page.goto(`${baseURL}/`);
    await signIn(page, 'sp-admin');
    await expect(page.locator('.ck-root [data-chrome] h1')).toHaveText('Accounts');
    const standaloneShell = await stylesOf(page, SHELL_PARTS);
    await page.goto(`${portalUrl}/voice`);
    await page.getByRole('textbox', { name: 'Username' }).fill('sp-admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('.ck-root [data-chrome] h1')).toHaveText('Accounts');
    expect(await stylesOf(page, SHELL_PARTS)).toEqual(standaloneShell);
  });

  test('the console styles do not change the portal', async ({ page, portalUrl }) => {
    await page.goto(`${portalUrl}/`);
    await expect(page.locator('#portal-button')).toBeVisible();
    const withConsoleCss = await stylesOf(page, HOST_PARTS);
    // The same page with the console's stylesheet taken out.
    const consoleSheet = page.locator('link[data-console-kit]');
    await expect(consoleSheet).toHaveCount(1);
    await consoleSheet.evaluate((link) => link.remove());
    const withoutConsoleCss = await stylesOf(page, HOST_PARTS);
    expect(withConsoleCss).toEqual(withoutConsoleCss);
    expect(withConsoleCss.button?.['background-color']).toBe('rgb(255, 105, 180)');
  });

  test('console navigation moves the portal URL, and back works', async ({ page, portalUrl }) => {
    await page.goto(`${portalUrl}/`);
    await page.getByRole('link', { name: 'Voice' }).click();
    await expect(page).toHaveURL(`${portalUrl}/voice`);
    await page.getByRole('textbox', { name: 'Username' }).fill('sp-admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${portalUrl}/voice/internal/accounts`);
    await page.getByRole('link', { name: 'Applications' }).click();
    await expect(page).toHaveURL(`${portalUrl}/voice/internal/applications`);
    await expect(page.locator('.ck-root [data-chrome] h1')).toHaveText('Applications');
    await page.goBack();
    await expect(page).toHaveURL(`${portalUrl}/voice/internal/accounts`);
    await expect(page.locator('.ck-root [data-chrome] h1')).toHaveText('Accounts');
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(`${portalUrl}/`);
    await page.goBack();
    await expect(page.locator('.ck-root [data-chrome] h1')).toHaveText('Accounts');
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Welcome to Northwind' })).toBeVisible();
  });

  test("the browser's Back asks before leaving a form with unsaved changes, on the portal's data router", async ({
    page,
    portalUrl,
  }) => {
    await page.goto(`${portalUrl}/voice`);
    await page.getByRole('textbox', { name: 'Username' }).fill('sp-admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${portalUrl}/voice/internal/accounts`);
    await page.getByRole('link', { name: 'Acme Sales', exact: true }).click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue('Acme Sales');
    await name.fill('Acme Sales East');

    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.goBack();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/voice\/internal\/accounts\/[^/]+\/edit$/);
    await expect(name).toHaveValue('Acme Sales East');
    await page.goBack();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(`${portalUrl}/voice/internal/accounts`);
    await expect(page.locator('.ck-root [data-chrome] h1')).toHaveText('Accounts');
    await expect(dialog).toHaveCount(0);
  });

  test('the portal keeps its own storage through a sign-out and a 401', async ({
    page,
    portalUrl,
    sandbox,
  }) => {
    await page.goto(`${portalUrl}/voice`);
    await page.evaluate(() => localStorage.setItem('northwind.cart', '3 items'));
    const signInHere = async () => {
      await page.getByRole('textbox', { name: 'Username' }).fill('sp-admin');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-pass-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${portalUrl}/voice/internal/accounts`);
    };
    const storage = () => page.evaluate(() => ({ ...localStorage }));

    await signInHere();
    expect(await storage()).toMatchObject({ 'northwind.voiceToken': expect.any(String) });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${portalUrl}/voice`);
    let kept = await storage();
    expect(kept['northwind.cart']).toBe('3 items');
    expect(kept['northwind.preferences']).toBe('{"currency":"EUR"}');
    expect(kept['northwind.voiceToken']).toBeUndefined();

    await signInHere();
    await expectShellReady(page);
    await sandbox.expireSessions();
    await page.reload();
    await expect(page).toHaveURL(`${portalUrl}/voice`);
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has expired. Please log in and try again.',
    );
    kept = await storage();
    expect(kept['northwind.cart']).toBe('3 items');
    expect(kept['northwind.preferences']).toBe('{"currency":"EUR"}');
    expect(kept['northwind.voiceToken']).toBeUndefined();
  });

  test('the console fills the portal without a banner of its own, deep links and reloads', async ({
    page,
    portalUrl,
  }) => {
    await page.goto(`${portalUrl}/voice/internal/applications`);
    await page.getByRole('textbox', { name: 'Username' }).fill('sp-admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('.ck-root [data-chrome] h1')).toHaveText('Accounts');
    await page.goto(`${portalUrl}/voice/internal/applications`);
    await expect(page.locator('.ck-root [data-chrome] h1')).toHaveText('Applications');
    await page.reload();
    await expect(page.locator('.ck-root [data-chrome] h1')).toHaveText('Applications');
    // One banner on the page: the portal's.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('banner')).toContainText('Northwind Portal');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // It fills what the portal's header leaves, and the page itself does not scroll.
    const { scrollHeight, innerHeight, consoleBottom } = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
      consoleBottom: document.querySelector('[data-chrome]')?.getBoundingClientRect().bottom,
    }));
    expect(scrollHeight).toBeLessThanOrEqual(innerHeight);
    expect(consoleBottom).toBe(innerHeight);
    await expectAccessible(page);
  });

  test("two of the console's pages in the portal's own layout", async ({ page, portalUrl }) => {
    await page.goto(`${portalUrl}/`);
    await page.getByRole('link', { name: 'Numbers' }).click();
    await expect(page.getByRole('heading', { name: 'Your numbers' })).toBeVisible();
    // Signed out, the page asks for the sign-in in its place, then shows itself.
    await page.getByRole('textbox', { name: 'Username' }).fill('acct-admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${portalUrl}/numbers`);
    const table = page.getByRole('table', { name: 'Phone numbers' });
    const number = table.getByRole('link').first();
    const text = (await number.textContent()) ?? '';
    await number.click();
    await expect(page).toHaveURL(new RegExp(`${portalUrl}/numbers/[^/]+$`));
    await expect(page.getByRole('heading', { name: 'Number settings' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Number' })).toHaveValue(
      text.replace(/\D/g, ''),
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${portalUrl}/numbers`);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Number settings' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Your numbers' })).toBeVisible();
    await expect(table.getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
  });
});
