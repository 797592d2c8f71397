import { DEFAULT_TOKEN_TTL_SECONDS } from './sandbox.ts';
import { DEMO_CALL_COUNT } from './db/seed-data.ts';
import {
  ANCHOR_ACCOUNTS,
  ANCHOR_APPLICATIONS,
  ANCHOR_CALLS,
  ANCHOR_PHONE_NUMBERS,
} from './db/anchor-seed.ts';
import { SEEDS, type SeedKind } from './db/seeds.ts';
import { parseConsoleUrl } from './console-url.ts';

export const DEFAULT_PORT = 3100;

export interface CliOptions {
  help: boolean;
  port: number;
  host: string;
  /** A file path or ':memory:'. */
  db: string;
  seed: SeedKind | 'none';
  control: boolean;
  tokenTtlSeconds: number;
  /** Recent calls to generate; undefined: the seed's own (a few hundred for the demo). */
  calls: number | undefined;
  /** The console's URL for mailed links; undefined: the sandbox's own address. */
  consoleUrl: string | undefined;
}

export class CliArgumentError extends Error {}

export const USAGE = `Usage: npm run sandbox -- [options]
  --port <n>            port to listen on; 0 picks a free one (default ${DEFAULT_PORT})
  --host <address>      address to listen on (default 127.0.0.1)
  --db <file>           database file (default packages/sandbox/.data/sandbox.db)
  --memory              use an in-memory database instead of a file
  --seed demo|anchor|none
                        seed an empty database (default none): demo, the demo data; anchor,
                        the demo's sign-ins and tenants grown to a real deployment's size:
                        ${ANCHOR_ACCOUNTS} accounts, ${ANCHOR_APPLICATIONS} applications, ${ANCHOR_PHONE_NUMBERS} phone numbers, ${ANCHOR_CALLS} calls
  --control             serve the /_sandbox control routes used by end-to-end tests
  --token-ttl <seconds> lifetime of issued tokens (default ${DEFAULT_TOKEN_TTL_SECONDS})
  --calls <n>           generate n recent calls (and n/50 alerts) for the accounts, replacing
                        the calls there are (default with --seed demo: ${DEMO_CALL_COUNT}, anchor: ${ANCHOR_CALLS})
  --console-url <url>   the console's URL, from which mailed links (password reset) are built
                        (default the sandbox's own address, http://HOST:PORT)
  --help                show this help`;

const WITH_VALUE = new Set([
  '--port',
  '--host',
  '--db',
  '--seed',
  '--token-ttl',
  '--calls',
  '--console-url',
]);
const MAX_CALLS = 10_000_000;
const FLAGS = new Set(['--memory', '--control', '--help']);

/** Parses the command line; a bad argument throws CliArgumentError with a clear message. */
export function parseCliArgs(argv: readonly string[], defaultDb: string): CliOptions {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (FLAGS.has(name) && eq < 0) {
      flags.add(name);
    } else if (WITH_VALUE.has(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || (eq < 0 && value.startsWith('--'))) {
        throw new CliArgumentError(`${name} needs a value`);
      }
      values.set(name, value);
    } else {
      throw new CliArgumentError(`unknown argument: ${arg}`);
    }
  }

  if (values.has('--db') && flags.has('--memory')) {
    throw new CliArgumentError('--db and --memory cannot be used together');
  }
  const seed = values.get('--seed') ?? 'none';
  if (seed !== 'none' && !Object.hasOwn(SEEDS, seed)) {
    throw new CliArgumentError(`--seed must be demo, anchor or none, not ${seed}`);
  }
  const host = values.get('--host') ?? '127.0.0.1';
  if (host.trim() === '') throw new CliArgumentError('--host needs a value');
  const db = flags.has('--memory') ? ':memory:' : (values.get('--db') ?? defaultDb);
  if (db.trim() === '') throw new CliArgumentError('--db needs a file path');

  const consoleUrlValue = values.get('--console-url');
  let consoleUrl: string | undefined;
  if (consoleUrlValue !== undefined) {
    try {
      consoleUrl = parseConsoleUrl(consoleUrlValue);
    } catch (error) {
      throw new CliArgumentError(`--console-url: ${(error as Error).message}`);
    }
  }

  return {
    help: flags.has('--help'),
    port: integer(values.get('--port'), '--port', DEFAULT_PORT, 0, 65535),
    host,
    db,
    seed: seed as SeedKind | 'none',
    control: flags.has('--control'),
    tokenTtlSeconds: integer(
      values.get('--token-ttl'),
      '--token-ttl',
      DEFAULT_TOKEN_TTL_SECONDS,
      1,
      30 * 24 * 3600,
    ),
    calls: values.has('--calls')
      ? integer(values.get('--calls'), '--calls', DEMO_CALL_COUNT, 0, MAX_CALLS)
      : undefined,
    consoleUrl,
  };
}

function integer(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined) return fallback;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new CliArgumentError(
      `${name} must be a whole number from ${min} to ${max}, not ${value}`,
    );
  }
  return n;
}
