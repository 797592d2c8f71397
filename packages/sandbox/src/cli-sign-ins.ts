import { verifyPassword } from './auth/passwords.ts';
import type { Db } from './db/database.ts';
import { findUserByName } from './db/queries.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed.ts';
import { SEED_USERS } from './db/seed-data.ts';

/** What became of a seeded sign-in: read from the database, so true after a restart too. */
export interface SignInNow {
  state: 'as seeded' | 'password changed' | 'inactive' | 'deleted';
  /** The user must choose a new password at the next sign-in (force_change). */
  mustChange: boolean;
  isViewOnly: boolean;
}

export async function signInNow(db: Db, username: string, password: string): Promise<SignInNow> {
  const user = findUserByName(db, username);
  if (!user || user.provider !== 'local') {
    return { state: 'deleted', mustChange: false, isViewOnly: false };
  }
  const flags = { mustChange: user.force_change === 1, isViewOnly: user.is_view_only === 1 };
  if (!(await verifyPassword(user.hashed_password, password))) {
    return { state: 'password changed', ...flags };
  }
  return { state: user.is_active === 1 ? 'as seeded' : 'inactive', ...flags };
}

const NOTE = {
  'as seeded': '',
  'password changed': '; password changed since the seed',
  inactive: '; deactivated: cannot sign in',
  deleted: '; deleted: cannot sign in',
} as const;
const MUST_CHANGE = '; must change the password at first sign-in, as on a fresh install';

/**
 * The demo sign-ins as they stand in the database: on a kept database (a restart) a changed
 * password, a deactivated or deleted user, or a password already changed at first sign-in shows.
 */
export async function demoSignInLines(db: Db, kept: boolean): Promise<string[]> {
  const lines = [
    kept
      ? 'Demo sign-ins (username, password, scope), as they stand in the database kept from an earlier run:'
      : 'Demo sign-ins (username, password, scope):',
  ];
  for (const user of DEMO_USERS) {
    const now = await signInNow(db, user.username, user.password);
    const password = { 'password changed': '(changed)', deleted: '-' }[now.state as string];
    const note = NOTE[now.state] + (now.mustChange && now.state === 'as seeded' ? MUST_CHANGE : '');
    lines.push(
      `  ${user.username.padEnd(11)} ${(password ?? user.password).padEnd(12)} ${user.scope.padEnd(17)} ${user.description}${note}`,
    );
  }
  const more = await Promise.all(
    SEED_USERS.map(async ({ name }) => {
      const now = await signInNow(db, name, DEMO_PASSWORD);
      const state = now.state === 'as seeded' ? (now.isViewOnly ? 'view-only' : '') : now.state;
      return state ? `${name} (${state})` : name;
    }),
  );
  lines.push(`More demo users, password ${DEMO_PASSWORD}: ${more.join(', ')}`);
  return lines;
}
