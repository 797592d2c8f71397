import type { Db } from './db/database.ts';
import type { FaultRegistry } from './control/faults.ts';
import type { TraceFormat } from './calls/trace.ts';
import type { SeedKind } from './db/seeds.ts';

/** What every route needs: the database, the clock and the live settings. */
export interface SandboxContext {
  db: Db;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
  secret: Uint8Array;
  settings: {
    tokenTtlSeconds: number;
    /** The OTLP form of traces (see calls/trace.ts); control settings switch it for tests. */
    traceFormat: TraceFormat;
  };
  /** The lifetime given at start, restored by a control reset. */
  defaultTokenTtlSeconds: number;
  /** What a control reset seeds: the sandbox's seed (the demo when it started with none). */
  seed: SeedKind;
  /** How many calls a control reset generates (the number the sandbox started with). */
  demoCalls: number;
  faults: FaultRegistry;
  /**
   * The console's address, for the links of mails (see console-url.ts): the configured one, else
   * the sandbox's own address once it listens.
   */
  consoleUrl: string;
  /** Resolves when the work the sandbox does a while after it starts (the long recordings'
   *  waveforms) is done: a benchmark of its answers waits for it, as a real server has none. */
  warmedUp: Promise<void>;
}
