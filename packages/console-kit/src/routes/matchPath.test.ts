import { describe, expect, it } from 'vitest';
import { matchPath } from './matchPath.ts';

describe('matchPath', () => {
  it('matches fixed paths, with or without a trailing slash', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/internal/accounts', '/internal/accounts/')).toEqual({});
    expect(matchPath('/internal/accounts', '/internal/users')).toBeNull();
  });

  it('reads parameters', () => {
    expect(
      matchPath('/internal/accounts/:account_sid/edit', '/internal/accounts/a%201/edit'),
    ).toEqual({
      account_sid: 'a 1',
    });
    expect(matchPath('/reset-password/:id', '/reset-password')).toBeNull();
    expect(matchPath('/reset-password/:id', '/reset-password/%E0%A4%A')).toBeNull();
  });
});
