import type { Db } from './database.ts';
import { seedAnchor } from './anchor-seed.ts';
import { seedDemo } from './seed.ts';

/** The data sets a sandbox can start with (`--seed`). */
export type SeedKind = 'demo' | 'anchor';

/** Each seed, writing its tenant tree and `calls` recent calls into an empty database. */
export const SEEDS: Record<SeedKind, (db: Db, nowMs: number, calls: number) => void> = {
  demo: seedDemo,
  anchor: seedAnchor,
};
