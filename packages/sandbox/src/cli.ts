import { fileURLToPath } from 'node:url';
import { CliArgumentError, parseCliArgs, USAGE, type CliOptions } from './cli-args.ts';
import { demoSignInLines } from './cli-sign-ins.ts';
import { SEED_HOSTED_USERS } from './db/hosted-seed.ts';
import { VOICE_CLOUD_ROOT_DOMAIN, VOICE_CLOUD_SID } from './hosted/demo-ids.ts';
import {
  ANCHOR_ACCOUNTS,
  ANCHOR_APPLICATIONS,
  ANCHOR_CALLS,
  ANCHOR_PHONE_NUMBERS,
} from './db/anchor-seed.ts';
import { createSandbox } from './sandbox.ts';

/** Resolved from this file, not the working directory: packages/sandbox/.data/sandbox.db. */
/** How long stopping may take before the process exits anyway. */
const STOP_GRACE_MS = 1500;

const DEFAULT_DB = fileURLToPath(new URL('../.data/sandbox.db', import.meta.url));

function parse(): CliOptions {
  try {
    return parseCliArgs(process.argv.slice(2), DEFAULT_DB);
  } catch (error) {
    if (!(error instanceof CliArgumentError)) throw error;
    console.error(`sandbox: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const options = parse();
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  const sandbox = createSandbox({
    db: options.db,
    seed: options.seed,
    control: options.control,
    tokenTtlSeconds: options.tokenTtlSeconds,
    calls: options.calls,
    consoleUrl: options.consoleUrl,
  });
  const generatedIn = Math.round(performance.now() - started);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // close() destroys open connections, so this is only a guard against a bug: the promise of
    // the README is an exit within moments of the signal.
    setTimeout(() => {
      console.error(`sandbox: did not stop within ${STOP_GRACE_MS} ms; exiting`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('sandbox: error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // Read before listening, so that they come out with the first line (harnesses read on from it).
  const signIns = options.seed === 'none' ? [] : await demoSignInLines(sandbox.db, !sandbox.seeded);
  let url: string;
  try {
    url = await sandbox.listen(options.port, options.host);
  } catch (error) {
    console.error(
      `sandbox: cannot listen on ${options.host}:${options.port}: ${(error as Error).message}`,
    );
    await sandbox.close();
    process.exit(1);
  }
  // Test harnesses parse this first line.
  console.log(`Sandbox listening on ${url} (API at ${url}/api/v1)`);
  if (options.seed !== 'none') {
    if (sandbox.seeded && options.seed === 'anchor') {
      console.log(
        `Anchor data: ${ANCHOR_ACCOUNTS} accounts, ${ANCHOR_APPLICATIONS} applications, ${ANCHOR_PHONE_NUMBERS} phone numbers, ${options.calls ?? ANCHOR_CALLS} recent calls, written in ${generatedIn} ms.`,
      );
    }
    for (const line of signIns) console.log(line);
    const hosted = SEED_HOSTED_USERS.map(
      (u) => `${u.email} (${u.login ? `${u.provider} ${u.login}` : 'local'})`,
    );
    console.log(
      `Hosted provider Voice Cloud (${VOICE_CLOUD_SID}, root domain ${VOICE_CLOUD_ROOT_DOMAIN}): ${hosted.join(', ')}; OAuth stand-in at ${url}/_oauth`,
    );
  }
  if (options.calls !== undefined) {
    console.log(`Generated ${options.calls} recent calls in ${generatedIn} ms.`);
  }
  if (options.control) console.log(`Control routes at ${url}/_sandbox`);
  if (options.db !== ':memory:') console.log(`Database: ${options.db}`);
  // The benchmarks start timing after this line (scripts/benchSupport.mjs reads it).
  void sandbox.warmedUp().then(() => {
    if (!stopping) console.log("Warmed up: the long recordings' waveforms are made.");
  });
}

void main();
