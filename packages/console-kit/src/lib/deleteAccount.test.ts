import { describe, expect, it } from 'vitest';
import { DELETE_MESSAGE, deleteOwnAccountProblems, isLocalUser } from './deleteAccount.ts';

describe('deleteOwnAccountProblems', () => {
  it('passes the exact message, with the password of a local user', () => {
    expect(
      deleteOwnAccountProblems({ typed: DELETE_MESSAGE, password: 'pw', localUser: true }),
    ).toEqual({});
    expect(
      deleteOwnAccountProblems({ typed: 'delete my account', password: '', localUser: false }),
    ).toEqual({});
  });

  it('refuses any other text, even in another case or with spaces', () => {
    for (const typed of [
      '',
      'delete',
      'Delete my account',
      ' delete my account',
      'delete my account ',
    ]) {
      expect(deleteOwnAccountProblems({ typed, password: 'pw', localUser: true })).toEqual({
        typed: 'deleteOwn.mistyped',
      });
    }
  });

  it('asks a local user for the password', () => {
    expect(
      deleteOwnAccountProblems({ typed: DELETE_MESSAGE, password: '', localUser: true }),
    ).toEqual({ password: 'deleteOwn.passwordRequired' });
  });
});

describe('isLocalUser', () => {
  it('is a user without an outside provider', () => {
    expect(isLocalUser('local')).toBe(true);
    expect(isLocalUser(null)).toBe(true);
    expect(isLocalUser(undefined)).toBe(true);
    expect(isLocalUser('github')).toBe(false);
    expect(isLocalUser('google')).toBe(false);
  });
});
