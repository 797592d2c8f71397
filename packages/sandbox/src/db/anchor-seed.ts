import { randomUUID } from 'node:crypto';
import { seededRandom, type Random } from '../calls/random.ts';
import { isoSeconds, type Db } from './database.ts';
import { seedCalls } from './calls-seed.ts';
import { seedDemoTree } from './seed.ts';
import { newWebhookSecret } from './secrets.ts';

/** The anchor data set: totals, the demo's rows included (those of the hosted provider too). */
export const ANCHOR_ACCOUNTS = 2_000;
export const ANCHOR_APPLICATIONS = 200;
export const ANCHOR_PHONE_NUMBERS = 10_000;
export const ANCHOR_CALLS = 100_000;

/** Words of a comma-separated list. */
const words = (text: string): string[] => text.trim().split(/\s*,\s*/);
const PLACES = words(`Northgate, Riverside, Summit, Lakeview, Harborview, Pinecrest, Oakridge,
  Silver Creek, Redwood, Bayside, Maple Grove, Cedar Point, Highland, Eastwood, Westfield, Granite,
  Bluewater, Sunrise, Evergreen, Fairview, Brookside, Meridian, Coastal, Prairie, Ironwood,
  Stonebridge, Willow, Crescent, Horizon, Kingsley`);
const TRADES = words(`Dental, Plumbing, Logistics, Realty, Insurance, Pediatrics, Auto Repair,
  Veterinary, Legal, Accounting, Roofing, Hotels, Pharmacy, Fitness, Catering, Property Management,
  Staffing, Freight, Orthodontics, Landscaping, Credit Union, Home Care, Electric, Travel, Bakery,
  Clinic, Motors, Storage, Security, Cleaning`);
const FORMS = ['', ' Group', ' LLC', ' Inc.', ' & Co.', ' Partners', ' Services', ' Associates'];
const APP_NAMES = words(`Main IVR, After-hours greeting, Support queue, Sales agent, Voicemail,
  Appointment bot, Conference bridge, Order status, Holiday schedule, Dispatch`);
/** Numbers of the busiest accounts; the rest have a few or none. */
const BIG_ACCOUNT_NUMBERS = [900, 700, 600, 500, 400, 350, 300, 250, 200, 180, 150, 120];
const UNASSIGNED_NUMBERS = 200;
/** The demo's providers, with the carrier their accounts' numbers come in on. */
const PROVIDERS = {
  acme: { name: 'Acme Voice', carrier: 'Acme Voice PSTN', domain: 'acme-voice.example' },
  harbor: {
    name: 'Blue Harbor Telecom',
    carrier: 'Blue Harbor PSTN',
    domain: 'blueharbor.example',
  },
};
/** Share of the new accounts under Blue Harbor (the rest: Acme Voice). */
const HARBOR_SHARE = 0.12;
const DAY_MS = 86_400_000;

interface NewAccount {
  sid: string;
  slug: string;
  carrier: string;
  apps: string[];
}

/**
 * The demo (its tenant tree and sign-ins) grown to a real deployment's size: accounts mostly
 * under Acme Voice, a few accounts holding most numbers, applications where the numbers are, and
 * `calls` recent calls. One transaction per step, prepared statements.
 */
export function seedAnchor(db: Db, nowMs: number, calls = ANCHOR_CALLS): void {
  seedDemoTree(db, nowMs);
  db.transaction(() => {
    const random = seededRandom(15);
    const accounts = addAccounts(db, random, nowMs);
    const numbers = ANCHOR_PHONE_NUMBERS - count(db, 'phone_numbers');
    const owners = numberOwners(accounts, numbers, random);
    addApplications(db, owners, random, nowMs);
    addNumbers(db, owners, random);
  })();
  seedCalls(db, { calls, now: nowMs });
}

function count(db: Db, table: string): number {
  return db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
}

const sidOf = (db: Db, sql: string, name: string): string =>
  db.prepare(sql).pluck().get(name) as string;

function addAccounts(db: Db, random: Random, nowMs: number): NewAccount[] {
  const provider = ({ name, carrier, domain }: (typeof PROVIDERS)[keyof typeof PROVIDERS]) => ({
    sid: sidOf(db, 'SELECT service_provider_sid FROM service_providers WHERE name = ?', name),
    carrier: sidOf(db, 'SELECT voip_carrier_sid FROM voip_carriers WHERE name = ?', carrier),
    domain,
  });
  const acme = provider(PROVIDERS.acme);
  const harbor = provider(PROVIDERS.harbor);
  const taken = new Set(db.prepare('SELECT name FROM accounts').pluck().all() as string[]);
  const insert = db.prepare(`INSERT INTO accounts (account_sid, name, sip_realm,
      service_provider_sid, created_at, webhook_secret, record_all_calls, record_format)
    VALUES (?, ?, ?, ?, ?, ?, 0, ?)`);
  const accounts: NewAccount[] = [];
  const wanted = ANCHOR_ACCOUNTS - taken.size;
  while (accounts.length < wanted) {
    const name = `${random.pick(PLACES)} ${random.pick(TRADES)}${random.pick(FORMS)}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const owner = random.chance(HARBOR_SHARE) ? harbor : acme;
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-$/, '');
    const sid = randomUUID();
    insert.run(
      sid,
      name,
      random.chance(0.3) ? `${slug}.${owner.domain}` : null,
      owner.sid,
      isoSeconds(nowMs - random.int(1, 3 * 365) * DAY_MS),
      newWebhookSecret(),
      random.chance(0.1) ? 'wav' : 'mp3',
    );
    accounts.push({ sid, slug, carrier: owner.carrier, apps: [] });
  }
  return accounts;
}

/** The account of each new number (null: not assigned), busiest accounts first. */
function numberOwners(
  accounts: NewAccount[],
  total: number,
  random: Random,
): (NewAccount | null)[] {
  const owners: (NewAccount | null)[] = Array(UNASSIGNED_NUMBERS).fill(null);
  BIG_ACCOUNT_NUMBERS.forEach((n, i) => owners.push(...Array(n).fill(accounts[i])));
  for (const account of accounts.slice(BIG_ACCOUNT_NUMBERS.length)) {
    if (random.chance(0.35)) owners.push(...Array(random.int(1, 8)).fill(account));
  }
  // Medium accounts take what is left.
  for (let i = 0; owners.length < total; i++) {
    owners.push(accounts[BIG_ACCOUNT_NUMBERS.length + (i % 100)]!);
  }
  return owners.slice(0, total);
}

/** Applications for the accounts with numbers: several for the busiest, one for others. */
function addApplications(db: Db, owners: (NewAccount | null)[], random: Random, nowMs: number) {
  const insertHook = db.prepare('INSERT INTO webhooks (webhook_sid, url, method) VALUES (?, ?, ?)');
  const hook = (url: string): string => {
    const sid = randomUUID();
    insertHook.run(sid, url, 'POST');
    return sid;
  };
  const insert = db.prepare(`INSERT INTO applications (application_sid, name, account_sid,
      speech_synthesis_voice, created_at, call_hook_sid, call_status_hook_sid)
    VALUES (?, ?, ?, 'en-US-Standard-C', ?, ?, ?)`);
  // The busiest accounts get four each, then one each for others with numbers.
  const withNumbers = [...new Set(owners.filter((o) => o !== null))];
  const big = withNumbers.slice(0, BIG_ACCOUNT_NUMBERS.length);
  const plan = [...big, ...big, ...big, ...big, ...withNumbers.slice(big.length)];
  for (const account of plan.slice(0, ANCHOR_APPLICATIONS - count(db, 'applications'))) {
    const name = APP_NAMES[(account.apps.length + account.slug.length) % APP_NAMES.length]!;
    const origin = `https://hooks.${account.slug}.example`;
    const sid = randomUUID();
    insert.run(
      sid,
      name,
      account.sid,
      isoSeconds(nowMs - random.int(1, 365) * DAY_MS),
      hook(`${origin}/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`),
      hook(`${origin}/call-status`),
    );
    account.apps.push(sid);
  }
}

/** Unique US numbers (never in the demo's 555 exchange), most routed to an application. */
function addNumbers(db: Db, owners: (NewAccount | null)[], random: Random): void {
  const taken = new Set(db.prepare('SELECT number FROM phone_numbers').pluck().all() as string[]);
  const unassignedCarrier = sidOf(
    db,
    'SELECT voip_carrier_sid FROM voip_carriers WHERE name = ?',
    PROVIDERS.acme.carrier,
  );
  const insert = db.prepare(`INSERT INTO phone_numbers
      (phone_number_sid, number, voip_carrier_sid, account_sid, application_sid)
    VALUES (?, ?, ?, ?, ?)`);
  for (const account of owners) {
    let number: string;
    do {
      const exchange = random.int(200, 998);
      number = `1${random.int(201, 989)}${exchange === 555 ? 999 : exchange}${String(random.int(0, 9999)).padStart(4, '0')}`;
    } while (taken.has(number));
    taken.add(number);
    const app =
      account && account.apps.length > 0 && random.chance(0.8) ? random.pick(account.apps) : null;
    insert.run(
      randomUUID(),
      number,
      account?.carrier ?? unassignedCarrier,
      account?.sid ?? null,
      app,
    );
  }
}
