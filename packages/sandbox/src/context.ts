import type { Db } from './db/database.ts';
import type { FaultRegistry } from './control/faults.ts';

/** What every route needs: the database, the clock and the live settings. */
export interface SandboxContext {
  db: Db;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
  secret: Uint8Array;
  settings: { tokenTtlSeconds: number };
  /** The lifetime given at start, restored by a control reset. */
  defaultTokenTtlSeconds: number;
  /** How many calls a control reset generates (the number the sandbox started with). */
  demoCalls: number;
  faults: FaultRegistry;
}
