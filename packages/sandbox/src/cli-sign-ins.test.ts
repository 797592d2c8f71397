import { afterEach, describe, expect, it } from 'vitest';
import { hashPasswordSync } from './auth/passwords.ts';
import { demoSignInLines, signInNow } from './cli-sign-ins.ts';
import { createSandbox, type Sandbox } from './sandbox.ts';

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
});

function seeded(): Sandbox {
  sandbox = createSandbox({ seed: 'demo', calls: 0 });
  return sandbox;
}

const row = (lines: string[], username: string) =>
  lines.find((line) => line.startsWith(`  ${username} `))?.replace(/ +/g, ' ');

describe('the demo sign-ins the CLI prints', () => {
  it('on a fresh seed: every password as seeded, admin to change at first sign-in', async () => {
    const lines = await demoSignInLines(seeded().db, false);
    expect(lines[0]).toBe('Demo sign-ins (username, password, scope):');
    expect(row(lines, 'admin')).toBe(
      ' admin admin admin platform admin; must change the password at first sign-in, as on a fresh install',
    );
    expect(row(lines, 'viewer')).toBe(
      ' viewer Demo-pass-1 admin platform admin with view-only access',
    );
    expect(lines.at(-1)).toMatch(
      /^More demo users, password Demo-pass-1: ops-lead, legacy-admin \(inactive\), sp-viewer \(view-only\),/,
    );
  });

  it('on a kept database: says which still hold, from what the database holds now', async () => {
    const { db } = seeded();
    db.prepare('UPDATE users SET hashed_password = ?, force_change = 0 WHERE name = ?').run(
      hashPasswordSync('Chosen-pass-9'),
      'admin',
    );
    db.prepare('UPDATE users SET is_active = 0 WHERE name = ?').run('sp-admin');
    db.prepare('DELETE FROM users WHERE name IN (?, ?)').run('viewer', 'ops-lead');
    db.prepare('UPDATE users SET hashed_password = ? WHERE name = ?').run(
      hashPasswordSync('Chosen-pass-9'),
      'harbor-ops',
    );

    const lines = await demoSignInLines(db, true);
    expect(lines[0]).toMatch(/as they stand in the database kept from an earlier run:$/);
    expect(row(lines, 'admin')).toBe(
      ' admin (changed) admin platform admin; password changed since the seed',
    );
    expect(row(lines, 'sp-admin')).toMatch(/ Demo-pass-1 .*; deactivated: cannot sign in$/);
    expect(row(lines, 'acct-admin')).toMatch(/ Demo-pass-1 account account user of Acme Sales/);
    expect(row(lines, 'viewer')).toBe(
      ' viewer - admin platform admin with view-only access; deleted: cannot sign in',
    );
    expect(lines.at(-1)).toContain(': ops-lead (deleted), legacy-admin (inactive),');
    expect(lines.at(-1)).toMatch(/, harbor-ops \(password changed\)$/);
  });

  it('reads the must-change flag from the database: set again, it shows again', async () => {
    const { db } = seeded();
    expect(await signInNow(db, 'sp-admin', 'Demo-pass-1')).toEqual({
      state: 'as seeded',
      mustChange: false,
      isViewOnly: false,
    });
    db.prepare('UPDATE users SET force_change = 1 WHERE name = ?').run('sp-admin');
    expect(row(await demoSignInLines(db, true), 'sp-admin')).toMatch(
      /must change the password at first sign-in/,
    );
  });
});
