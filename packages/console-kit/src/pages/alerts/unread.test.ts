import { describe, expect, it } from 'vitest';
import { lastVisitKey, unreadBadge, unreadQuery, unreadRange } from './unread.ts';

describe('unread alerts', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('counts the alerts since the last visit with the smallest page every server gives', () => {
    expect(unreadQuery('2026-11-21T08:30:00.000Z', now)).toEqual({
      page: 1,
      count: 25,
      range: { start: '2026-11-21T08:30:00.000Z' },
    });
  });

  // The page's own range (the last 7 days), asked with a start: never the page's own request.
  const sevenDays = { start: '2026-11-15T10:00:00.000Z' };

  it('counts the page’s default range before the first visit', () => {
    expect(unreadRange(null, now)).toEqual(sevenDays);
  });

  it('ignores a stored visit that is unreadable or in the future', () => {
    expect(unreadRange('yesterday', now)).toEqual(sevenDays);
    expect(unreadRange('2027-01-01T00:00:00.000Z', now)).toEqual(sevenDays);
  });

  it('remembers the visit per user and per provider or account', () => {
    expect(lastVisitKey('u1', { kind: 'ServiceProviders', sid: 'sp1' })).toBe(
      'alertsLastVisit:u1:ServiceProviders:sp1',
    );
    expect(lastVisitKey('u1', { kind: 'Accounts', sid: 'a1' })).not.toBe(
      lastVisitKey('u2', { kind: 'Accounts', sid: 'a1' }),
    );
  });

  it.each([
    [undefined, null],
    [0, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
  ])('shows %s unread as %s', (total, badge) => {
    expect(unreadBadge(total)).toBe(badge);
  });
});
