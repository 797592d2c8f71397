import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { makePaid } from '../support/billing.ts';

// Rows enough for a screen on every list of the demo's Acme Voice and its Acme Sales (the lists
// of the admin, sp-admin and acct-admin), through the API as a user of that scope would add them.

export const ADMIN_PASSWORD = 'Better-pass-9';
/** Records added to each list: more than a screen's 18 rows. */
const COUNT = 24;

type Call = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

async function signedIn(api: string, username: string, password = DEMO_PASSWORD): Promise<Call> {
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await login.json()) as { token: string };
  return async (method, path, body) => {
    const answer = await fetch(`${api}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
}

/** The admin's forced password change of a first sign-in, done once through the API. */
async function changeAdminPassword(api: string) {
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const { token, user_sid } = (await login.json()) as { token: string; user_sid: string };
  const answer = await fetch(`${api}/Users/${user_sid}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ old_password: 'admin', new_password: ADMIN_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`admin password: ${answer.status} ${await answer.text()}`);
}

const sidOf = async (call: Call, path: string, key: string, name: string) => {
  const list = (await call('GET', path)) as unknown as Record<string, string>[];
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} in ${path}`);
  return found[key]!;
};

const two = (i: number) => String(i).padStart(2, '0');
const hook = (path: string) => ({ url: `https://hooks.example.com/${path}`, method: 'POST' });

async function times(count: number, add: (i: number) => Promise<unknown>) {
  for (let i = 1; i <= count; i++) await add(i);
}

export async function seedLists(api: string, sandboxUrl: string) {
  await changeAdminPassword(api);
  const sp = await signedIn(api, 'sp-admin');
  const provider = await sidOf(sp, '/ServiceProviders', 'service_provider_sid', 'Acme Voice');
  const sales = await sidOf(sp, '/Accounts', 'account_sid', 'Acme Sales');
  const pstn = await sidOf(sp, '/VoipCarriers', 'voip_carrier_sid', 'Acme Voice PSTN');
  const accounts: string[] = [];
  await times(COUNT, async (i) => {
    const name = i === 1 ? 'Regional Logistics and Freight Forwarding of the North' : 'Branch';
    const created = await sp('POST', '/Accounts', {
      name: `${name} ${two(i)}`,
      service_provider_sid: provider,
    });
    accounts.push(created.sid as string);
    await sp('POST', '/Lcrs', { name: `Branch ${two(i)} routes`, account_sid: created.sid });
  });
  await times(COUNT, async (i) => {
    await sp('POST', '/Applications', {
      name: `Sales line ${two(i)}`,
      account_sid: sales,
      call_hook: hook(`calls/${i}`),
      call_status_hook: hook(`status/${i}`),
    });
    await sp('POST', '/VoipCarriers', {
      name: `Trunk ${two(i)}`,
      service_provider_sid: provider,
    });
    await sp('POST', '/VoipCarriers', { name: `Sales trunk ${two(i)}`, account_sid: sales });
    await sp('POST', '/PhoneNumbers', {
      number: `1555010${two(i)}`,
      voip_carrier_sid: pstn,
      account_sid: sales,
    });
    await sp('POST', '/Clients', {
      account_sid: sales,
      username: `desk-${two(i)}`,
      password: `Desk-phone-${i}`,
    });
    await sp('POST', '/MicrosoftTeamsTenants', {
      service_provider_sid: provider,
      account_sid: sales,
      tenant_fqdn: `branch${two(i)}.onmicrosoft.com`,
    });
    await sp('POST', '/Users', {
      name: `sales-desk-${two(i)}`,
      email: `sales-desk-${two(i)}@acme.example`,
      initial_password: DEMO_PASSWORD,
      account_sid: sales,
    });
    await sp('POST', '/ApiKeys', { account_sid: sales });
    await sp('POST', '/ApiKeys', { service_provider_sid: provider });
    for (const owner of [`/ServiceProviders/${provider}`, `/Accounts/${sales}`]) {
      await sp('POST', `${owner}/SpeechCredentials`, {
        vendor: 'deepgram',
        label: `label-${two(i)}`,
        api_key: `deepgram-key-${i}`,
        use_for_stt: 1,
      });
    }
  });
  // A paid hosted user for the pages that change a subscription (the others keep their trial).
  await makePaid(sandboxUrl, 'grace@hopper.example');
}
