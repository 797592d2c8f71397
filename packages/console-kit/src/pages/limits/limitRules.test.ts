import { describe, expect, it } from 'vitest';
import { invalidLimit, limitChanges, limitFieldsFor, unitOf } from './limitRules.ts';

describe('limit rules', () => {
  it('shows the license categories to admin only', () => {
    expect(limitFieldsFor('session', true).map((f) => f.category)).toEqual([
      'voice_call_session',
      'voice_call_session_license',
    ]);
    expect(limitFieldsFor('minute', false).map((f) => f.category)).toEqual(['voice_call_minutes']);
  });

  it('reads the unit from the stored limits', () => {
    expect(unitOf([])).toBe('session');
    expect(unitOf([{ category: 'voice_call_minutes', quantity: 10 }])).toBe('minute');
  });

  it('refuses anything but a whole number of at least 0', () => {
    expect(invalidLimit({ voice_call_session: '10', voice_call_session_license: '' })).toBeNull();
    expect(invalidLimit({ voice_call_session: '-1' })).toBe('voice_call_session');
    expect(invalidLimit({ voice_call_session: '2.5' })).toBe('voice_call_session');
  });

  it('removes emptied limits, sets changed ones, and leaves the rest', () => {
    const stored = [
      { category: 'voice_call_session' as const, quantity: 50 },
      { category: 'voice_call_session_license' as const, quantity: 100 },
    ];
    expect(
      limitChanges(
        stored,
        { voice_call_session: '', voice_call_session_license: '100' },
        { unit: 'session', isAdmin: true },
      ),
    ).toEqual({ set: [], remove: ['voice_call_session'] });
    // A user who does not see the license field leaves it alone; 0 is a value (unlimited).
    expect(
      limitChanges(stored, { voice_call_session: '0' }, { unit: 'session', isAdmin: false }),
    ).toEqual({
      set: [{ category: 'voice_call_session', quantity: 0 }],
      remove: [],
    });
  });

  it('drops the limits of the other unit when the unit changes', () => {
    const stored = [{ category: 'voice_call_session' as const, quantity: 50 }];
    expect(
      limitChanges(stored, { voice_call_minutes: '1000' }, { unit: 'minute', isAdmin: false }),
    ).toEqual({
      set: [{ category: 'voice_call_minutes', quantity: 1000 }],
      remove: ['voice_call_session'],
    });
  });
});
