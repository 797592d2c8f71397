import { describe, expect, it } from 'vitest';
import type { Limit } from '../../api/types.ts';
import {
  limitMessages,
  limitChanges,
  limitsChanged,
  limitFieldsFor,
  limitsAccess,
  limitValues,
  unitOf,
} from './limitRules.ts';
import type { Scope } from '../../api/types.ts';
import { defaultFeatures } from '../../provider/features.ts';
import { createPermissions } from '../../session/permissions.ts';

/** Acme Voice's limits in the demo: both units at once, licenses too. */
const ACME_VOICE: Limit[] = [
  { category: 'voice_call_minutes_license', quantity: 100000 },
  { category: 'voice_call_session', quantity: 500 },
  { category: 'voice_call_session_license', quantity: 1000 },
];
const categories = (fields: { category: string }[]) => fields.map((f) => f.category);

describe('limit rules', () => {
  it('offers the license categories to admin only', () => {
    expect(categories(limitFieldsFor('session', true))).toEqual([
      'voice_call_session',
      'voice_call_session_license',
    ]);
    expect(categories(limitFieldsFor('minute', false))).toEqual(['voice_call_minutes']);
  });

  it('shows every stored limit, of either unit and of any category', () => {
    const values = limitValues([...ACME_VOICE, { category: 'device', quantity: 3 }]);
    expect(categories(limitFieldsFor('minute', true, values))).toEqual([
      'voice_call_session',
      'voice_call_session_license',
      'voice_call_minutes',
      'voice_call_minutes_license',
      'device',
    ]);
    // A non-admin sees the stored license limits too (read-only in the form).
    expect(categories(limitFieldsFor('session', false, values))).toContain(
      'voice_call_minutes_license',
    );
  });

  it('reads the unit from the stored limits', () => {
    expect(unitOf([])).toBe('session');
    expect(unitOf([{ category: 'voice_call_minutes', quantity: 10 }])).toBe('minute');
  });

  it('refuses anything but a whole number of at least 0', () => {
    expect(limitMessages({ voice_call_session: '10', voice_call_session_license: '' })).toEqual({});
    expect(limitMessages({ voice_call_session: '-1', api_rate: '2.5' })).toEqual({
      voice_call_session: 'limits.invalid',
      api_rate: 'limits.invalid',
    });
  });

  it('writes nothing when nothing changed, whoever saves', () => {
    for (const licenseLimits of [true, false]) {
      expect(limitChanges(ACME_VOICE, limitValues(ACME_VOICE), { licenseLimits })).toEqual({
        set: [],
        remove: [],
      });
    }
    const sales: Limit[] = [
      { category: 'voice_call_minutes', quantity: 20000 },
      { category: 'voice_call_session', quantity: 50 },
    ];
    expect(limitChanges(sales, limitValues(sales), { licenseLimits: false })).toEqual({
      set: [],
      remove: [],
    });
  });

  it('tells whether a Save would write a limit', () => {
    const stored = limitValues(ACME_VOICE);
    const options = { licenseLimits: true };
    expect(limitsChanged(ACME_VOICE, stored, options)).toBe(false);
    expect(limitsChanged(ACME_VOICE, { ...stored, api_rate: ' 7 ' }, options)).toBe(true);
    expect(limitsChanged([], { api_rate: '' }, options)).toBe(false);
    expect(limitsChanged([{ category: 'api_rate', quantity: 5 }], { api_rate: '' }, options)).toBe(
      true,
    );
  });

  it('removes emptied limits, sets changed ones, and leaves the rest', () => {
    expect(
      limitChanges(
        ACME_VOICE,
        { ...limitValues(ACME_VOICE), voice_call_session: '', voice_call_minutes: '60' },
        { licenseLimits: true },
      ),
    ).toEqual({
      set: [{ category: 'voice_call_minutes', quantity: 60 }],
      remove: ['voice_call_session'],
    });
    // A non-admin never writes a license limit; 0 is a value (unlimited).
    expect(
      limitChanges(
        ACME_VOICE,
        {
          voice_call_session: '0',
          voice_call_session_license: '',
          voice_call_minutes_license: '1',
        },
        { licenseLimits: false },
      ),
    ).toEqual({ set: [{ category: 'voice_call_session', quantity: 0 }], remove: [] });
  });
});

describe('limitsAccess', () => {
  const OWN = { account_sid: 'a1' };
  const ask = (scope: Scope, allLevels: boolean, viewOnly = false) =>
    createPermissions(
      {
        scope,
        user_sid: 'u',
        name: 'u',
        is_view_only: viewOnly,
        service_provider_sid: null,
        service_provider_name: null,
        account_sid: scope === 'account' ? 'a1' : null,
        exp: null,
      },
      { ...defaultFeatures, accountLimitsAllLevels: allLevels },
    ).can;

  it('lets an admin set every limit, with or without the feature', () => {
    expect(limitsAccess(ask('admin', true), OWN)).toBe('edit');
    expect(limitsAccess(ask('admin', false))).toBe('edit');
    expect(limitsAccess(ask('admin', false, true))).toBe('read');
  });

  it('with the feature, a provider user sets limits and an account user reads its own', () => {
    expect(limitsAccess(ask('service_provider', true), OWN)).toBe('edit');
    expect(limitsAccess(ask('account', true), OWN)).toBe('read');
  });

  it('without the feature, limits are hidden from all but the admin', () => {
    expect(limitsAccess(ask('service_provider', false))).toBe('hidden');
    expect(limitsAccess(ask('account', false), OWN)).toBe('hidden');
  });
});
